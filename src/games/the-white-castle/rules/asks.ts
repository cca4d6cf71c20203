// The White Castle's decision table: one row per kind of ask (seed 4 "the round", 5 "actions"), most of them answered
// from a list (the engine's list row) that also takes the seal trades of seed 5.5.

import { assertDefined } from '../../../engine/assert';
import { type AskRules, type DecisionTable, listed, type MoveOf } from '../../../engine/decision';
import type { Message, RuleError, Seat } from '../../../engine/game';
import { seatParam } from '../../../engine/game';
import { gardenById, RESOURCE_CARDS, RESOURCES, TOP_CARDS, YARDS } from '../data';
import {
  answer,
  bonusOptions,
  canPay,
  castleCard,
  castleOptions,
  courtierOptions,
  err,
  gain,
  gardenOptions,
  lightOptions,
  passGate,
  pickOptions,
  player,
  roomCard,
  roomFx,
  rowFx,
  setPlayer,
  wellFx,
  yardFx,
  yardOptions,
} from './core';
import { applyClimb, applyEnd, applyGate, applyPlace, placeError, placeMoves } from './place';
import { applyTrade, tradeError, tradeMoves, tradeOf } from './trade';
import type { WcAsk, WcMove, WcState } from './types';

type AskOf<K extends WcAsk['kind']> = Extract<WcAsk, { kind: K }>;
const prompt =
  (code: string) =>
  (_s: WcState, ask: WcAsk): Message => ({ code, params: { seat: seatParam(ask.seats[0]) } });

/**
 * An ask whose answers are `own`, plus the seal trades of the mover (the engine's list row): a move not listed gets
 * `why`, a trade not listed the trade's own reason. `act` gets the move narrowed to the row's own kinds.
 */
function choice<K extends WcAsk['kind'], MK extends WcMove['kind']>(
  kind: K,
  moves: readonly MK[],
  own: (s: WcState, ask: AskOf<K>, seat: Seat) => WcMove[],
  act: (s: WcState, ask: AskOf<K>, seat: Seat, m: MoveOf<WcMove, MK>) => WcState,
  why: (s: WcState, ask: AskOf<K>, seat: Seat, m: MoveOf<WcMove, MK>) => RuleError,
  trades = true,
): AskRules<WcState, WcMove, AskOf<K>, MK | 'trade'> {
  const isOwn = (m: WcMove): m is MoveOf<WcMove, MK> => moves.some((k) => k === m.kind);
  return listed<WcState, WcMove, AskOf<K>, MK | 'trade'>({
    moves: trades ? [...moves, 'trade'] : moves,
    prompt: prompt(`prompt.${kind}`),
    legal: (s, ask, seat) => [...own(s, ask, seat), ...(trades ? tradeMoves(s, seat) : [])],
    why: (s, ask, seat, m) =>
      isOwn(m) ? why(s, ask, seat, m) : (tradeError(s, seat, tradeOf(m)) ?? { code: 'error.not-allowed' }),
    apply: (s, ask, seat, m) => (isOwn(m) ? act(s, ask, seat, m) : applyTrade(s, seat, tradeOf(m))),
  });
}

const SKIP: WcMove = { kind: 'skip' };

export const table: DecisionTable<WcState, WcMove, WcAsk> = {
  // Seed 3 "スタートカード選択": in reverse turn order each player takes one pair of starting cards.
  draft: choice(
    'draft',
    ['draft'],
    (s) => s.draft.map((_, pair) => ({ kind: 'draft', pair })),
    (s, ask, seat, m) => {
      const pair = assertDefined(s.draft[m.pair], `starting pair ${m.pair}`);
      const card = assertDefined(RESOURCE_CARDS[pair.res - 1], `resource card ${pair.res}`);
      return answer(
        s,
        ask,
        seat,
        (t) =>
          setPlayer(
            { ...t, draft: t.draft.filter((_, i) => i !== m.pair), pickers: t.pickers.slice(1) },
            seat,
            (p) => ({
              ...p,
              slots: [{ k: 'action', id: pair.action }, null],
              lantern: [{ k: 'res', id: pair.res }, ...(card.decree ? [{ k: 'decree', d: card.decree } as const] : [])],
            }),
          ),
        card.fx,
      );
    },
    () => err('error.no-such-pair'),
    false,
  ),
  // Seed 4.1: take a die from either end of a bridge and place it on an action space.
  place: choice(
    'place',
    ['place'],
    (s, _a, seat) => placeMoves(s, seat),
    (s, ask, seat, m) => applyPlace(s, ask, seat, m),
    (s, _a, seat, m) => placeError(s, seat, m),
  ),
  // The die is placed and its effects resolved: trade seals, then end the turn.
  finish: choice(
    'finish',
    ['end'],
    () => [{ kind: 'end' }],
    (s, ask) => applyEnd(s, ask),
    () => err('error.not-allowed'),
  ),
  res: choice(
    'res',
    ['res'],
    () => RESOURCES.map((r) => ({ kind: 'res', r })),
    (s, ask, seat, m) => {
      const r = m.r;
      const more = ask.n > 1 ? [{ e: 'any' as const, n: ask.n - 1 }] : [];
      return answer(s, ask, seat, (t) => setPlayer(t, seat, (p) => gain(p, r, 1)), more);
    },
    () => err('error.no-such-resource'),
  ),
  // "pay X: do Y" (steward dark blocks, plant gardens): pay and act, or let it go.
  offer: choice(
    'offer',
    ['yes', 'skip'],
    (s, ask, seat) => (canPay(player(s, seat), ask.fx) ? [{ kind: 'yes' }, SKIP] : [SKIP]),
    (s, ask, seat, m) =>
      m.kind === 'skip'
        ? answer(s, ask, seat, (t) => t, [])
        : answer(
            s,
            ask,
            seat,
            (t) => setPlayer(t, seat, (p) => ({ ...p, coin: p.coin - ask.fx.coins, seal: p.seal - ask.fx.seals })),
            [ask.fx.act],
          ),
    (_s, ask) => err('error.offer-cost', { coins: ask.fx.coins, seals: ask.fx.seals }),
  ),
  // Seed 5.2 藩士: the gate (2 coins) and/or one climb (2 pearls a floor, 5 for two), in either order.
  courtier: choice(
    'courtier',
    ['gate', 'climb', 'skip'],
    (s, ask, seat) => [...courtierOptions(s, seat, ask.gate, ask.climb), SKIP],
    (s, ask, seat, m) => {
      if (m.kind === 'gate') return applyGate(s, ask, seat);
      if (m.kind === 'climb') return applyClimb(s, ask, seat, m);
      return answer(s, ask, seat, (t) => t, []);
    },
    (s, ask, seat, m) => {
      const p = player(s, seat);
      if (m.kind === 'gate')
        return err(ask.gate ? 'error.gate-done' : p.courtier === 0 ? 'error.no-courtier' : 'error.gate-coins');
      if (m.kind === 'climb') {
        if (ask.climb) return err('error.climb-done');
        const here = p.floors[m.from];
        if (here === undefined || here === 0) return err('error.no-courtier-there');
        if (m.steps === 1 || m.steps === 2) {
          const cost = m.steps === 1 ? 2 : 5;
          if (p.pearl < cost) return err('error.climb-pearls', { n: cost });
        }
        return err('error.no-such-room');
      }
      return err('error.not-allowed');
    },
  ),
  // Seed 5.2 庭師: a garden card without your gardener; pay its food; its effect now.
  gardener: choice(
    'gardener',
    ['garden', 'skip'],
    (s, _a, seat) => [...gardenOptions(s, seat), SKIP],
    (s, ask, seat, m) => {
      if (m.kind !== 'garden') return answer(s, ask, seat, (t) => t, []);
      const g = gardenById(m.id);
      return answer(
        s,
        ask,
        seat,
        (t) => ({
          ...setPlayer(t, seat, (p) => ({ ...p, food: p.food - g.food, gardener: p.gardener - 1 })),
          gardeners: t.gardeners.map((seats, i) => (i === m.id - 1 ? [...seats, seat] : seats)),
        }),
        g.fx,
      );
    },
    (s, _a, seat, m) => {
      if (m.kind !== 'garden' || !s.gardens.flat().includes(m.id)) return err('error.no-such-garden');
      if (s.gardeners[m.id - 1]?.includes(seat)) return err('error.garden-taken');
      return err('error.garden-food', { n: gardenById(m.id).food });
    },
  ),
  // Seed 5.2 侍: a training yard, pay its iron, place a warrior, take the yard's tiles.
  warrior: choice(
    'warrior',
    ['yard', 'skip'],
    (s, _a, seat) => [...yardOptions(s, seat), SKIP],
    (s, ask, seat, m) => {
      if (m.kind !== 'yard') return answer(s, ask, seat, (t) => t, []);
      const y = assertDefined(YARDS[m.yard], `yard ${m.yard}`);
      return answer(
        s,
        ask,
        seat,
        (t) => ({
          ...setPlayer(t, seat, (p) => ({ ...p, iron: p.iron - y.iron, warrior: p.warrior - 1 })),
          yards: t.yards.map((yd, i) => (i === m.yard ? { ...yd, warriors: [...yd.warriors, seat] } : yd)),
        }),
        yardFx(s, m.yard),
      );
    },
    (_s, _a, _seat, m) => {
      const y = m.kind === 'yard' ? YARDS[m.yard] : undefined;
      return y ? err('error.yard-iron', { n: y.iron }) : err('error.no-such-yard');
    },
  ),
  // A castle action without a die (yard tiles, the 5-coin plant): a room and a colour, or the Well.
  castle: choice(
    'castle',
    ['castle'],
    (s, ask) => castleOptions(s, ask.color),
    (s, ask, seat, m) =>
      answer(s, ask, seat, (t) => t, m.room === 5 || m.color === null ? wellFx(s) : roomFx(s, m.room, m.color)),
    () => err('error.no-such-castle'),
  ),
  // "any light row on the main board".
  light: choice(
    'light',
    ['light'],
    (s) => lightOptions(s),
    (s, ask, seat, m) => {
      const block = assertDefined(roomCard(s, m.room)?.blocks[m.block], `block ${m.block} of room ${m.room}`);
      return answer(s, ask, seat, (t) => t, block.fx);
    },
    () => err('error.not-light'),
  ),
  // Reference "What happens to a taken castle card": one light block of the card just taken.
  pick: choice(
    'pick',
    ['pick'],
    (_s, ask) => pickOptions(ask.card),
    (s, ask, seat, m) => {
      const block = assertDefined(castleCard(ask.card).blocks[m.block], `block ${m.block} of the card taken`);
      return answer(s, ask, seat, (t) => t, block.fx);
    },
    () => err('error.not-light'),
  ),
  // A personal-domain action without a die: a row of your choice.
  domain: choice(
    'domain',
    ['row'],
    () => [0, 1, 2].map((row) => ({ kind: 'row', row })),
    (s, ask, seat, m) => answer(s, ask, seat, (t) => t, rowFx(player(s, seat), m.row)),
    () => err('error.no-such-row'),
  ),
  // Reference "Passage of Time": entering a new season costs 1, 2 or 3 seals; unpaid, the marker stops before the
  // gate. The player chooses (NOTES.md R11): the prompt and both answers name the cost.
  season: {
    moves: ['season', 'trade'],
    prompt: (s, ask) => ({
      code: 'prompt.season',
      params: {
        seat: seatParam(ask.seats[0]),
        n: ask.cost,
        at: player(s, ask.seats[0]).pot,
      },
    }),
    legal: (s, ask, seat) => {
      const pay: WcMove[] = player(s, seat).seal >= ask.cost ? [{ kind: 'season', pay: true }] : [];
      return [...pay, { kind: 'season', pay: false }, ...tradeMoves(s, seat)];
    },
    validate(s, ask, seat, m) {
      if (m.kind === 'trade') return tradeError(s, seat, m);
      if (m.kind !== 'season' || typeof m.pay !== 'boolean') return err('error.not-allowed');
      return m.pay && player(s, seat).seal < ask.cost ? err('error.season-seals', { n: ask.cost }) : null;
    },
    apply: (s, ask, seat, m) =>
      m.kind === 'trade' ? applyTrade(s, seat, m) : passGate(s, ask, seat, m.kind === 'season' && m.pay),
  },
  // Seed 5.2: a courtier reaching the 3rd floor takes a free bonus space (NOTES.md ruling R2: and gains its item).
  bonus: choice(
    'bonus',
    ['bonus'],
    (s) => bonusOptions(s),
    (s, ask, seat, m) => {
      const space = m.space;
      const top = assertDefined(TOP_CARDS[s.topCard - 1], `top card ${s.topCard}`);
      const item = assertDefined(top[space], `bonus space ${space}`);
      const take = (t: WcState): WcState => ({ ...t, topTaken: t.topTaken.map((x, i) => (i === space ? seat : x)) });
      return answer(s, ask, seat, take, [item]);
    },
    () => err('error.bonus-taken'),
  ),
};
