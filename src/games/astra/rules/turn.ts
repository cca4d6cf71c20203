// The turn: ability phase, then observe (marking stars along the graph) or rest, then the end of the turn.

import type { RuleError, Seat } from '../../../engine/game';
import { ABILITIES, type AbilityId, SPHERE_CYCLE } from '../data';
import {
  cardOf,
  exhaustedCards,
  firstStars,
  gainPouch,
  gainWisdom,
  nextStars,
  playerOf,
  setExhausted,
  skyCard,
  withPlayer,
} from './board';
import { afterAction } from './discovery';
import type { AsAsk, AsMove, AsState, Player } from './types';

type Of<K extends AsAsk['kind']> = Extract<AsAsk, { kind: K }>;
type MoveOf<K extends AsMove['kind']> = Extract<AsMove, { kind: K }>;

// ---- ability phase

export function activateError(s: AsState, seat: Seat, id: string): RuleError | null {
  const own = playerOf(s, seat).cards.find((c) => c.id === id);
  if (!own) return { code: 'error.not-yours' };
  if (own.exhausted) return { code: 'error.exhausted' };
  const ability = cardOf(id).ability;
  if (ability === 'refresh' && refreshable(s, seat, id).length === 0) return { code: 'error.nothing-to-refresh' };
  return null;
}

/** Using an ability exhausts its card; on activation resolves now, this turn waits for the end of the turn. */
export function applyActivate(s: AsState, seat: Seat, id: string): AsState {
  const ability = cardOf(id).ability;
  const exhausted = withPlayer(s, seat, (p) => setExhausted(p, [id], true));
  const used = { ...exhausted, turn: { ...exhausted.turn, used: [...exhausted.turn.used, id] } };
  if (ABILITIES[ability].timing === 'thisTurn')
    return { ...used, turn: { ...used.turn, lasting: [...used.turn.lasting, ability] } };
  if (ability === 'refresh') return { ...used, asks: [...used.asks, { kind: 'refresh', seats: [seat], source: id }] };
  return withPlayer(used, seat, (p) => activationEffect(p, ability));
}

function activationEffect(p: Player, ability: AbilityId): Player {
  switch (ability) {
    case 'dust3':
      return { ...p, stardust: p.stardust + 3 };
    case 'scope':
      return { ...p, telescopes: p.telescopes + 1 };
    case 'fame2':
      return { ...p, fame: p.fame + 2 };
    case 'pouch':
      return gainPouch(p, 1);
    case 'wisdom':
      return gainWisdom(p, 1);
    case 'dustScope':
      return { ...p, stardust: p.stardust + 1, telescopes: p.telescopes + 1 };
    default:
      return p;
  }
}

/** Another exhausted constellation, not one used this turn (so two refresh cards cannot loop). */
const refreshable = (s: AsState, seat: Seat, source: string) =>
  exhaustedCards(playerOf(s, seat), source).filter((id) => !s.turn.used.includes(id));

export const refreshMoves = (s: AsState, ask: Of<'refresh'>, seat: Seat): AsMove[] =>
  refreshable(s, seat, ask.source).map((card) => ({ kind: 'refresh', card }));

export function refreshError(s: AsState, ask: Of<'refresh'>, seat: Seat, m: MoveOf<'refresh'>): RuleError | null {
  return refreshable(s, seat, ask.source).includes(m.card) ? null : { code: 'error.not-refreshable' };
}

export function applyRefresh(s: AsState, ask: Of<'refresh'>, seat: Seat, m: MoveOf<'refresh'>): AsState {
  const done = withPlayer(s, seat, (p) => setExhausted(p, [m.card], false));
  return { ...done, asks: done.asks.filter((a) => a !== ask) };
}

// ---- action phase: observe

export function observeStarts(s: AsState, seat: Seat): AsMove[] {
  if (playerOf(s, seat).stardust < 1) return [];
  return s.sky.flatMap((c) => firstStars(c).map((star) => ({ kind: 'observe' as const, card: c.id, star })));
}

export function observeError(s: AsState, seat: Seat, m: MoveOf<'observe'>): RuleError | null {
  if (playerOf(s, seat).stardust < 1) return { code: 'error.no-stardust' };
  const sky = skyCard(s, m.card);
  if (!sky) return { code: 'error.not-in-sky' };
  if (!firstStars(sky).includes(m.star))
    return { code: sky.marks.every((x) => x === null) ? 'error.start-star' : 'error.not-adjacent' };
  return null;
}

/** Mark one star for one stardust; a grand star gives 1 wisdom at once. */
function markStar(s: AsState, seat: Seat, id: string, star: number): AsState {
  const grand = cardOf(id).grand.includes(star);
  const sky = s.sky.map((c) => (c.id === id ? { ...c, marks: c.marks.map((m, i) => (i === star ? seat : m)) } : c));
  const paid = withPlayer({ ...s, sky }, seat, (p) => {
    const q = { ...p, stardust: p.stardust - 1 };
    return grand ? gainWisdom(q, 1) : q;
  });
  return { ...paid, turn: { ...paid.turn, marked: paid.turn.marked + 1, grand: paid.turn.grand + (grand ? 1 : 0) } };
}

/** The line goes on while a star touches the last one and stardust is left; otherwise it stops by itself. */
function continueLine(s: AsState, seat: Seat, card: string, last: number, below: readonly AsAsk[]): AsState {
  const sky = skyCard(s, card);
  const canGoOn = sky !== undefined && playerOf(s, seat).stardust > 0 && nextStars(sky, last).length > 0;
  if (canGoOn) return { ...s, asks: [...below, { kind: 'observe', seats: [seat], card, last }] };
  return afterLine({ ...s, asks: [...below] }, seat);
}

export function applyObserve(s: AsState, ask: AsAsk, seat: Seat, m: MoveOf<'observe'>, telescope: boolean): AsState {
  const paid = telescope ? withPlayer(s, seat, (p) => ({ ...p, telescopes: p.telescopes - 1 })) : s;
  const below = paid.asks.filter((a) => a !== ask);
  return continueLine(markStar(paid, seat, m.card, m.star), seat, m.card, m.star, below);
}

export function markMoves(s: AsState, ask: Of<'observe'>, seat: Seat): AsMove[] {
  const sky = skyCard(s, ask.card);
  const marks: AsMove[] =
    sky && playerOf(s, seat).stardust > 0 ? nextStars(sky, ask.last).map((star) => ({ kind: 'mark', star })) : [];
  return [...marks, { kind: 'stop' }];
}

export function markError(s: AsState, ask: Of<'observe'>, seat: Seat, m: AsMove): RuleError | null {
  if (m.kind === 'stop') return null;
  if (m.kind !== 'mark') return { code: 'error.not-now' };
  if (playerOf(s, seat).stardust < 1) return { code: 'error.no-stardust' };
  const sky = skyCard(s, ask.card);
  return sky && nextStars(sky, ask.last).includes(m.star) ? null : { code: 'error.not-next' };
}

export function applyMark(s: AsState, ask: Of<'observe'>, seat: Seat, m: AsMove): AsState {
  const below = s.asks.filter((a) => a !== ask);
  if (m.kind !== 'mark') return afterLine({ ...s, asks: below }, seat);
  return continueLine(markStar(s, seat, ask.card, m.star), seat, ask.card, m.star, below);
}

/** After a line: a telescope token may buy another observe action; otherwise the discovery phase. */
function afterLine(s: AsState, seat: Seat): AsState {
  const p = playerOf(s, seat);
  if (p.telescopes > 0 && observeStarts(s, seat).length > 0)
    return { ...s, asks: [...s.asks, { kind: 'again', seats: [seat] }] };
  return afterAction(s);
}

export const againMoves = (s: AsState, _ask: Of<'again'>, seat: Seat): AsMove[] => [
  ...observeStarts(s, seat),
  { kind: 'pass' },
];

export function againError(s: AsState, _ask: Of<'again'>, seat: Seat, m: AsMove): RuleError | null {
  if (m.kind === 'pass') return null;
  if (m.kind !== 'observe') return { code: 'error.not-now' };
  if (playerOf(s, seat).telescopes < 1) return { code: 'error.no-telescope' };
  return observeError(s, seat, m);
}

export function applyAgain(s: AsState, ask: Of<'again'>, seat: Seat, m: AsMove): AsState {
  if (m.kind === 'observe') return applyObserve(s, ask, seat, m, true);
  return afterAction({ ...s, asks: s.asks.filter((a) => a !== ask) });
}

// ---- action phase: rest

/** Refill stardust up to the pouch, reactivate cards of the sphere's element, then move the sphere on. */
export function applyRest(s: AsState, ask: Of<'turn'>, seat: Seat): AsState {
  const element = SPHERE_CYCLE[s.sphere];
  const rested = withPlayer(s, seat, (p) => {
    const matching = p.cards.filter((c) => cardOf(c.id).element === element).map((c) => c.id);
    return setExhausted({ ...p, stardust: Math.max(p.stardust, p.pouch) }, matching, false);
  });
  return afterAction({
    ...rested,
    sphere: (s.sphere + 1) % SPHERE_CYCLE.length,
    turn: { ...rested.turn, rested: true },
    asks: rested.asks.filter((a) => a !== ask),
  });
}

// ---- the turn ask

export function turnMoves(s: AsState, _ask: Of<'turn'>, seat: Seat): AsMove[] {
  const abilities: AsMove[] = playerOf(s, seat)
    .cards.filter((c) => activateError(s, seat, c.id) === null)
    .map((c) => ({ kind: 'activate', card: c.id }));
  return [...abilities, ...observeStarts(s, seat), { kind: 'rest' }];
}

export function turnError(s: AsState, _ask: Of<'turn'>, seat: Seat, m: AsMove): RuleError | null {
  switch (m.kind) {
    case 'activate':
      return activateError(s, seat, m.card);
    case 'observe':
      return observeError(s, seat, m);
    case 'rest':
      return null;
    default:
      return { code: 'error.not-now' };
  }
}

export function applyTurn(s: AsState, ask: Of<'turn'>, seat: Seat, m: AsMove): AsState {
  if (m.kind === 'activate') return applyActivate(s, seat, m.card);
  if (m.kind === 'observe') return applyObserve(s, ask, seat, m, false);
  return applyRest(s, ask, seat);
}
