// The discovery phase: completed constellations go to the player who marked the last star, helpers choose boons,
// the sky is refilled, the wisdom limit is kept; then the turn ends ("this turn" abilities, the end of the game).

import { assertDefined } from '../../../engine/assert';
import type { RuleError, Seat } from '../../../engine/game';
import { type AbilityId, type Boon, GAME_END, PER_STAR } from '../data';
import { cardOf, gainPouch, gainWisdom, helperOrder, isComplete, playerOf, setExhausted, withPlayer } from './board';
import { newTurn } from './setup';
import type { AsAsk, AsMove, AsState, Player, TurnLog } from './types';

type Of<K extends AsAsk['kind']> = Extract<AsAsk, { kind: K }>;

/** After the action: resolve completed constellations (the player orders them when several), then end the turn. */
export function afterAction(s: AsState): AsState {
  const done = s.sky.filter(isComplete).map((c) => c.id);
  if (done.length === 0) return endTurn(s);
  if (done.length === 1) return discover(s, assertDefined(done[0], 'a completed constellation'));
  return { ...s, asks: [...s.asks, { kind: 'order', seats: [s.turn.seat], options: done }] };
}

export const orderMoves = (_s: AsState, ask: Of<'order'>): AsMove[] =>
  ask.options.map((card) => ({ kind: 'discover', card }));
export const orderError = (_s: AsState, ask: Of<'order'>, _seat: Seat, m: AsMove): RuleError | null =>
  m.kind === 'discover' && ask.options.includes(m.card) ? null : { code: 'error.not-completed' };
export const applyOrder = (s: AsState, ask: Of<'order'>, _seat: Seat, m: AsMove): AsState =>
  discover({ ...s, asks: s.asks.filter((a) => a !== ask) }, m.kind === 'discover' ? m.card : '');

/** The discoverer takes the card face up (ready); a new card is drawn; helpers then choose boons. */
function discover(s: AsState, id: string): AsState {
  const seat = s.turn.seat;
  const sky = assertDefined(
    s.sky.find((c) => c.id === id),
    `completed card ${id}`,
  );
  const order = helperOrder(sky.marks, seat);
  const taken = withPlayer(s, seat, (p) => ({ ...p, cards: [...p.cards, { id, exhausted: false }] }));
  const refilled = refill({ ...taken, sky: taken.sky.filter((c) => c.id !== id) }, s.sky.indexOf(sky));
  return nextGroup(
    { ...refilled, turn: { ...refilled.turn, discovered: refilled.turn.discovered + 1 } },
    id,
    [],
    order,
  );
}

/**
 * Draw the top card into the place left free. 山札が尽きるとゲーム終了: under the 'deck' rule the end starts at the
 * refill that takes the last constellation (the Game End card under it is then showing); under the old 'card' rule
 * (saves of rules version 2) it starts only when a later refill finds the Game End card on top.
 */
function refill(s: AsState, at: number): AsState {
  const top = s.deck[0];
  if (top === undefined || top === GAME_END) return s.turnsLeft === null ? startEnd(s) : s;
  const card = { id: top, marks: cardOf(top).stars.map(() => null) };
  const drawn = { ...s, deck: s.deck.slice(1), sky: [...s.sky.slice(0, at), card, ...s.sky.slice(at)] };
  return s.end === 'deck' && drawn.deck.every((c) => c === GAME_END) ? startEnd(drawn) : drawn;
}

/** The deck has run out: the Game End card leaves the deck, and the last turns are counted. */
function startEnd(s: AsState): AsState {
  // Play on to the last player so everyone has had as many turns, then one more round.
  const turnsLeft = s.seats - 1 - s.turn.seat + s.seats;
  return { ...s, deck: s.deck.filter((c) => c !== GAME_END), turnsLeft };
}

/** The boons `seat` may choose: enough marks, and not already chosen by a helper with more marks. */
export function boonOptions(ask: Of<'boon'>): number[] {
  return cardOf(ask.card)
    .boons.map((b, i) => [b, i] as const)
    .filter(([b, i]) => b.min <= ask.marks && !ask.taken.includes(i))
    .map(([, i]) => i);
}

/** The next group of helpers with equal marks who have something to choose; then the wisdom limit. */
function nextGroup(s: AsState, card: string, taken: readonly number[], rest: readonly (readonly [Seat, number])[]) {
  let left = rest;
  while (left.length > 0) {
    const marks = assertDefined(left[0], 'a helper')[1];
    const seats = left.filter(([, n]) => n === marks).map(([seat]) => seat);
    left = left.filter(([, n]) => n !== marks);
    const ask: Of<'boon'> = { kind: 'boon', seats, card, marks, taken, chosen: [], rest: left };
    if (boonOptions(ask).length > 0) return { ...s, asks: [...s.asks, ask] };
  }
  return checkLimit(s);
}

export const boonMoves = (_s: AsState, ask: Of<'boon'>): AsMove[] =>
  boonOptions(ask).map((boon) => ({ kind: 'boon', boon }));

export function boonError(_s: AsState, ask: Of<'boon'>, _seat: Seat, m: AsMove): RuleError | null {
  if (m.kind !== 'boon') return { code: 'error.not-now' };
  const boon = cardOf(ask.card).boons[m.boon];
  if (!boon) return { code: 'error.no-such-boon' };
  if (ask.taken.includes(m.boon)) return { code: 'error.boon-taken' };
  return boon.min <= ask.marks ? null : { code: 'error.boon-threshold', params: { min: boon.min } };
}

/** Equal helpers choose at once (and may choose the same boon); once all have chosen, the boons are gained. */
export function applyBoon(s: AsState, ask: Of<'boon'>, seat: Seat, m: AsMove): AsState {
  const chosen = [...ask.chosen, { seat, boon: m.kind === 'boon' ? m.boon : -1 }];
  const seats = ask.seats.filter((x) => x !== seat);
  const below = s.asks.filter((a) => a !== ask);
  if (seats.length > 0) return { ...s, asks: [...below, { ...ask, seats, chosen }] };
  let next: AsState = { ...s, asks: below };
  const element = cardOf(ask.card).element;
  for (const c of chosen) {
    const boon = assertDefined(cardOf(ask.card).boons[c.boon], 'a chosen boon');
    next = withPlayer(next, c.seat, (p) => gainBoon(p, boon, element));
  }
  const taken = [...new Set([...ask.taken, ...chosen.map((c) => c.boon)])].sort((a, b) => a - b);
  return nextGroup(next, ask.card, taken, ask.rest);
}

export function gainBoon(p: Player, boon: Boon, element: string): Player {
  switch (boon.kind) {
    case 'fame':
      return { ...p, fame: p.fame + boon.amount };
    case 'dust':
      return { ...p, stardust: p.stardust + boon.amount };
    case 'scope':
      return { ...p, telescopes: p.telescopes + boon.amount };
    case 'pouch':
      return gainPouch(p, boon.amount);
    case 'wisdom':
      return gainWisdom(p, boon.amount);
    case 'refresh': {
      const same = p.cards.filter((c) => cardOf(c.id).element === element).map((c) => c.id);
      return setExhausted(p, same, false);
    }
  }
}

/** More constellations than wisdom: discard down to it before anything else. */
function checkLimit(s: AsState): AsState {
  const seat = s.turn.seat;
  const p = playerOf(s, seat);
  if (p.cards.length > p.wisdom) return { ...s, asks: [...s.asks, { kind: 'discard', seats: [seat] }] };
  return afterAction(s);
}

export const discardMoves = (s: AsState, _ask: Of<'discard'>, seat: Seat): AsMove[] =>
  playerOf(s, seat).cards.map((c) => ({ kind: 'discard', card: c.id }));

export const discardError = (s: AsState, _ask: Of<'discard'>, seat: Seat, m: AsMove): RuleError | null =>
  m.kind === 'discard' && playerOf(s, seat).cards.some((c) => c.id === m.card) ? null : { code: 'error.not-yours' };

export function applyDiscard(s: AsState, ask: Of<'discard'>, seat: Seat, m: AsMove): AsState {
  const id = m.kind === 'discard' ? m.card : '';
  const next = withPlayer(s, seat, (p) => ({ ...p, cards: p.cards.filter((c) => c.id !== id) }));
  return checkLimit({ ...next, discard: [...next.discard, id], asks: next.asks.filter((a) => a !== ask) });
}

/** What a "this turn" ability gives at the end of the turn, from what the turn has done so far. */
export function lastingAmount(ability: AbilityId, t: TurnLog): { readonly fame: number; readonly stardust: number } {
  switch (ability) {
    case 'perStar':
      return { fame: Math.floor(t.marked / PER_STAR), stardust: 0 };
    case 'perGrand':
      return { fame: 2 * t.grand, stardust: 0 };
    case 'perDiscovery':
      return { fame: 3 * t.discovered, stardust: 0 };
    case 'restDust':
      return { fame: 0, stardust: t.rested ? 3 : 0 };
    case 'restFame':
      return { fame: t.rested ? 2 : 0, stardust: 0 };
    default:
      return { fame: 0, stardust: 0 };
  }
}

export function lastingGain(p: Player, ability: AbilityId, t: TurnLog): Player {
  const g = lastingAmount(ability, t);
  return { ...p, fame: p.fame + g.fame, stardust: p.stardust + g.stardust };
}

/** End of the turn: "this turn" abilities resolve, then the next player (or the end of the game). */
export function endTurn(s: AsState): AsState {
  const t = s.turn;
  const resolved = withPlayer(s, t.seat, (p) => t.lasting.reduce((q, a) => lastingGain(q, a, t), p));
  if (resolved.turnsLeft === 0) return { ...resolved, asks: [] };
  const next = (t.seat + 1) % s.seats;
  return {
    ...resolved,
    turn: newTurn(next),
    turnsLeft: resolved.turnsLeft === null ? null : resolved.turnsLeft - 1,
    asks: [{ kind: 'turn', seats: [next] }],
  };
}
