// The White Castle under the game contract: the table of its decisions (seed 4 "the round", 5 "actions").

import { type AskRules, type DecisionTable, decide, listed } from '../../engine/decision';
import type { Game, Message, RuleError, Seat, Status } from '../../engine/game';
import { seatParam, termParam } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import {
  DIPLOMAT_VALUE,
  DIPLOMATS,
  DOMAIN_VALUE,
  gardenById,
  OUTSIDE_VALUE,
  RESOURCE_CAP,
  RESOURCE_CARDS,
  RESOURCES,
  STEWARD_VALUE,
  STEWARDS,
  TOP_CARDS,
  WELL_VALUE,
  YARDS,
} from './data';
import { meta } from './meta';
import {
  answer,
  bonusOptions,
  canPay,
  castleOptions,
  courtierOptions,
  gain,
  gardenOptions,
  lightOptions,
  next,
  nextOrder,
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
} from './rules/core';
import { describe } from './rules/describe';
import { applyClimb, applyEnd, applyGate, applyPlace, dieAt, placeMoves, placement } from './rules/place';
import { scoreOf, totalOf } from './rules/scoring';
import { setupState } from './rules/setup';
import type { WcAsk, WcMove, WcOptions, WcState, WcView } from './rules/types';

export type { WcAsk, WcMove, WcOptions, WcState, WcView } from './rules/types';

/** Seed 5.5 (as the reference corrects it): 1 seal for 1 coin, 2 seals for 1 resource, any time on your turn. */
export function tradeMoves(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  const out: WcMove[] = [];
  if (p.seal >= 1) out.push({ kind: 'trade', get: 'coin' });
  if (p.seal >= 2) for (const r of RESOURCES) if (p[r] < RESOURCE_CAP) out.push({ kind: 'trade', get: r });
  return out;
}
function tradeError(s: WcState, seat: Seat, m: Extract<WcMove, { kind: 'trade' }>): RuleError | null {
  const p = player(s, seat);
  if (m.get === 'coin') return p.seal >= 1 ? null : { code: 'error.trade-seals', params: { n: 1 } };
  if (!RESOURCES.includes(m.get)) return { code: 'error.not-allowed' };
  if (p.seal < 2) return { code: 'error.trade-seals', params: { n: 2 } };
  if (p[m.get] >= RESOURCE_CAP) return { code: 'error.resource-full', params: { r: termParam(`term.${m.get}`) } };
  return null;
}
function applyTrade(s: WcState, seat: Seat, m: Extract<WcMove, { kind: 'trade' }>): WcState {
  return setPlayer(s, seat, (p) =>
    m.get === 'coin' ? { ...p, seal: p.seal - 1, coin: p.coin + 1 } : gain({ ...p, seal: p.seal - 2 }, m.get, 1),
  );
}

type AskOf<K extends WcAsk['kind']> = Extract<WcAsk, { kind: K }>;
const prompt =
  (code: string) =>
  (_s: WcState, ask: WcAsk): Message => ({ code, params: { seat: seatParam(ask.seats[0]) } });

/**
 * An ask whose answers are `own`, plus the seal trades of the mover (the engine's list row): a move not listed gets
 * `why`, a trade not listed the trade's own reason.
 */
function choice<K extends WcAsk['kind']>(
  kind: K,
  moves: WcMove['kind'][],
  own: (s: WcState, ask: AskOf<K>, seat: Seat) => WcMove[],
  act: (s: WcState, ask: AskOf<K>, seat: Seat, m: WcMove) => WcState,
  why: (s: WcState, ask: AskOf<K>, seat: Seat, m: WcMove) => RuleError,
  trades = true,
): AskRules<WcState, WcMove, AskOf<K>> {
  return listed<WcState, WcMove, AskOf<K>>({
    moves: trades ? [...moves, 'trade'] : moves,
    prompt: prompt(`prompt.${kind}`),
    legal: (s, ask, seat) => [...own(s, ask, seat), ...(trades ? tradeMoves(s, seat) : [])],
    why: (s, ask, seat, m) =>
      m.kind === 'trade' ? (tradeError(s, seat, m) ?? err('error.not-allowed')) : why(s, ask, seat, m),
    apply: (s, ask, seat, m) => (m.kind === 'trade' ? applyTrade(s, seat, m) : act(s, ask, seat, m)),
  });
}

const SKIP: WcMove = { kind: 'skip' };
const err = (code: string, params?: Message['params']): RuleError => (params ? { code, params } : { code });

function coverOf(s: WcState, space: string, _die: { value: number }): number {
  if (space === 'd') return DOMAIN_VALUE;
  if (space === 'well') return WELL_VALUE;
  if (space === 'o0' || space === 'o1') {
    const d = s.outside[space === 'o0' ? 0 : 1] ?? [];
    return d[d.length - 1]?.value ?? OUTSIDE_VALUE;
  }
  const room = Number(space.slice(1));
  const d = s.rooms[room]?.dice ?? [];
  return d[d.length - 1]?.value ?? (room < 3 ? STEWARD_VALUE : DIPLOMAT_VALUE);
}

function placeError(s: WcState, seat: Seat, m: WcMove): RuleError {
  if (m.kind !== 'place') return err('error.not-allowed');
  if (!Number.isInteger(m.bridge) || m.bridge < 0 || m.bridge > 2) return err('error.no-die');
  const die = dieAt(s, m.bridge, m.end);
  if (!die) return err(m.end === 'R' && (s.bridges[m.bridge]?.length ?? 0) === 1 ? 'error.lone-die' : 'error.no-die');
  const why = placement(s, seat, die, m.space, m.act);
  if (why === 'error.cannot-pay') return err(why, { n: Math.abs(die.value - coverOf(s, m.space, die)) });
  if (typeof why === 'string') return err(why);
  return err('error.not-allowed');
}

const table: DecisionTable<WcState, WcMove, WcAsk> = {
  // Seed 3 "スタートカード選択": in reverse turn order each player takes one pair of starting cards.
  draft: choice(
    'draft',
    ['draft'],
    (s) => s.draft.map((_, pair) => ({ kind: 'draft', pair })),
    (s, ask, seat, m) => {
      if (m.kind !== 'draft') throw new Error('draft');
      const pair = s.draft[m.pair];
      if (!pair) throw new Error('pair');
      const card = RESOURCE_CARDS[pair.res - 1];
      if (!card) throw new Error('resource card');
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
    (s, ask, seat, m) => applyPlace(s, ask, seat, m as Extract<WcMove, { kind: 'place' }>),
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
      const r = (m as Extract<WcMove, { kind: 'res' }>).r;
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
        if ((p.floors[m.from] ?? 0) === 0) return err('error.no-courtier-there');
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
      const y = YARDS[m.yard];
      if (!y) throw new Error('yard');
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
    (_s, _a, _seat, m) =>
      m.kind === 'yard' && YARDS[m.yard]
        ? err('error.yard-iron', { n: YARDS[m.yard]?.iron ?? 0 })
        : err('error.no-such-yard'),
  ),
  // A castle action without a die (yard tiles, the 5-coin plant): a room and a colour, or the Well.
  castle: choice(
    'castle',
    ['castle'],
    (s, ask) => castleOptions(s, ask.color),
    (s, ask, seat, m) => {
      const c = m as Extract<WcMove, { kind: 'castle' }>;
      return answer(s, ask, seat, (t) => t, c.room === 5 || c.color === null ? wellFx(s) : roomFx(s, c.room, c.color));
    },
    () => err('error.no-such-castle'),
  ),
  // "any light row on the main board".
  light: choice(
    'light',
    ['light'],
    (s) => lightOptions(s),
    (s, ask, seat, m) => {
      const l = m as Extract<WcMove, { kind: 'light' }>;
      return answer(s, ask, seat, (t) => t, roomCard(s, l.room)?.blocks[l.block]?.fx ?? []);
    },
    () => err('error.not-light'),
  ),
  // Reference "What happens to a taken castle card": one light block of the card just taken.
  pick: choice(
    'pick',
    ['pick'],
    (_s, ask) => pickOptions(ask.card),
    (s, ask, seat, m) => {
      const block = (m as Extract<WcMove, { kind: 'pick' }>).block;
      const card = ask.card.k === 'steward' ? 'steward' : 'diplomat';
      const fx = (card === 'steward' ? roomCardById('steward', ask.card.id) : roomCardById('diplomat', ask.card.id))
        ?.blocks[block]?.fx;
      return answer(s, ask, seat, (t) => t, fx ?? []);
    },
    () => err('error.not-light'),
  ),
  // A personal-domain action without a die: a row of your choice.
  domain: choice(
    'domain',
    ['row'],
    () => [0, 1, 2].map((row) => ({ kind: 'row', row })),
    (s, ask, seat, m) =>
      answer(s, ask, seat, (t) => t, rowFx(player(s, seat), (m as Extract<WcMove, { kind: 'row' }>).row)),
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
        n: ask.kind === 'season' ? ask.cost : 0,
        at: player(s, ask.seats[0] as Seat).pot,
      },
    }),
    legal: (s, ask, seat) => [
      ...(ask.kind === 'season' && player(s, seat).seal >= ask.cost ? [{ kind: 'season', pay: true } as WcMove] : []),
      { kind: 'season', pay: false },
      ...tradeMoves(s, seat),
    ],
    validate(s, ask, seat, m) {
      if (m.kind === 'trade') return tradeError(s, seat, m);
      if (m.kind !== 'season' || typeof m.pay !== 'boolean') return err('error.not-allowed');
      const cost = ask.kind === 'season' ? ask.cost : 0;
      return m.pay && player(s, seat).seal < cost ? err('error.season-seals', { n: cost }) : null;
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
      const space = (m as Extract<WcMove, { kind: 'bonus' }>).space;
      const item = TOP_CARDS[s.topCard - 1]?.[space];
      return answer(
        s,
        ask,
        seat,
        (t) => ({ ...t, topTaken: t.topTaken.map((x, i) => (i === space ? seat : x)) }),
        item ? [item] : [],
      );
    },
    () => err('error.bonus-taken'),
  ),
};

function roomCardById(k: 'steward' | 'diplomat', id: number) {
  return (k === 'steward' ? STEWARDS : DIPLOMATS).find((c) => c.id === id) ?? null;
}

function over(s: WcState): Extract<Status, { kind: 'over' }> {
  const scores = s.players.map((_, seat) => {
    const categories = scoreOf(s, seat);
    return { seat, total: totalOf(categories), categories };
  });
  // Seed 6.3: on equal totals, earlier on the final turn order ranks higher; so nobody shares a place.
  const ranking = s.order
    .slice()
    .sort((a, b) => (scores[b]?.total ?? 0) - (scores[a]?.total ?? 0) || s.order.indexOf(a) - s.order.indexOf(b))
    .map((seat) => [seat]);
  const totals = scores.map((x) => x.total);
  const tied = new Set(totals).size < totals.length;
  return { kind: 'over', scores, ranking, lowerIsBetter: false, ...(tied ? { tieBreak: { code: 'tie.order' } } : {}) };
}

function view(s: WcState): WcView {
  const { rng: _r, stewardDeck, diplomatDeck, ...rest } = s;
  return { ...rest, stewardsLeft: stewardDeck.length, diplomatsLeft: diplomatDeck.length };
}

export const game: Game<WcState, WcMove, WcOptions, WcView> = {
  id: 'the-white-castle',
  version: 2,
  players: { min: 2, max: 4 },
  // Everything is public: goods, cards in domains and lanterns (their backs are known), the board. Only the order
  // of the castle decks is unknown to everybody, and views leave it out.
  hasHiddenInfo: false,
  defaultOptions: () => ({ top: 'random' }),
  parseOptions(raw, seats) {
    return readOptionChoices(meta, raw, seats, {}) ? { top: 'random' } : null;
  },
  setup: (seats, _o, seed) => setupState(seats, seed),
  ...decide({ table, over, notNow: 'error.not-now' }),
  view: (s) => view(s),
  describe,
  isCommit: (before, m, after) => after.round !== before.round || m.kind === 'climb',
};

export { next, nextOrder };
