// Hand-built Altay positions for the rules tests: a started game (peoples and start farmlands picked), then the
// hand, resources, settlements and achievements a test needs, set directly on a copy of the state.
import { ACH_INDEX, type Res } from '../../../src/games/altay/data';
import { type AlMove, type AlState, game } from '../../../src/games/altay/rules';

/** Every field writable, all the way down (the rules' types are read-only; a test builds its position by hand). */
export type Writable<T> = T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;
/** A test's own copy of a state, to set parts of directly. */
export type Position = Writable<AlState>;
/** A deep copy of a state for a test to change (the rules share unchanged parts between states). */
export const writable = (s: AlState): Position => structuredClone(s) as Position;

/** The element a test built is there (a broken builder throws here with its place). */
export function must<T>(v: T | undefined | null): T {
  if (v === undefined || v === null) throw new Error('a test position is missing a part it needs');
  return v;
}

/** Validate, then apply: a refused move fails the test with its error code. The state after, as the test's copy. */
export function apply(s: AlState, seat: number, m: AlMove): Position {
  const e = game.validate(s, seat, m);
  if (e) throw new Error(`${JSON.stringify(m)} refused: ${JSON.stringify(e)}`);
  return writable(game.apply(s, seat, m));
}
export const refusal = (s: AlState, seat: number, m: AlMove) => game.validate(s, seat, m)?.code ?? null;

/**
 * A game after the people and start picks. Seats take earth, elves, fire, small in order; their start farmlands
 * are 1, 4, 5, 2 (all farmlands in play at every count). At 2 players seat 0 (on 1) borders 7 (forest),
 * 13 (hill) and 20 (mountain).
 */
export function started(seats = 2, seed = 'rules'): Position {
  let s: AlState = game.setup(seats, {}, seed);
  const peoples = ['earth', 'elves', 'fire', 'small'] as const;
  for (let i = 0; i < seats; i++) s = apply(s, i, { kind: 'people', people: peoples[i] as never });
  const starts = [1, 4, 5, 2];
  for (let i = seats - 1; i >= 0; i--) s = apply(s, i, { kind: 'start', t: starts[i] as number });
  return writable(s);
}

/** A new card of that type (and VP) in the seat's hand; returns its id. The old hand goes to the discard pile. */
export function give(s: Position, seat: number, type: string, vp = 0): number {
  s.cards.push({ t: type, vp });
  const id = s.cards.length - 1;
  must(s.players[seat]).hand.push(id);
  return id;
}
/** The seat's hand replaced by new cards of these types (old hand to the discard pile); returns their ids. */
export function hand(s: Position, seat: number, types: readonly string[]): number[] {
  const p = must(s.players[seat]);
  p.discard.push(...p.hand);
  p.hand = [];
  return types.map((t) => give(s, seat, t));
}
/** Resources [food, wood, metal, stone, culture]. */
export function res(s: Position, seat: number, r: readonly [number, number, number, number, number]): void {
  must(s.players[seat]).res = [...r];
}
/** `n` of the seat's settlements on territory `t` (its marker removed), taken from the supply. */
export function settle(s: Position, seat: number, t: number, n = 1): void {
  const row = must(s.settle[t]);
  const p = must(s.players[seat]);
  p.supply -= n - (row[seat] ?? 0);
  row[seat] = n;
  s.marker[t] = null;
}
/** A completed achievement of that key for the seat (a new instance); returns the instance. */
export function grant(s: Position, seat: number, key: string): number {
  s.achs.push(must(ACH_INDEX[key]));
  const inst = s.achs.length - 1;
  must(s.players[seat]).done.push(inst);
  return inst;
}
/** A new instance of that achievement on top of the display of its level, to develop; returns the instance. */
export function display(s: Position, key: string, level: number): number {
  s.achs.push(must(ACH_INDEX[key]));
  const inst = s.achs.length - 1;
  must(s.display[level - 1]).push([inst]);
  return inst;
}
/** Develop the achievement with its cost paid resource by resource (the first resource starts it). */
export function develop(s0: AlState, seat: number, ach: number, pay: readonly Res[]): Position {
  let s = apply(s0, seat, { kind: 'develop', ach, res: must(pay[0]) });
  for (const r of pay.slice(1)) s = apply(s, seat, { kind: 'contribute', res: r });
  return s;
}
export const top = (s: AlState) => s.asks[s.asks.length - 1];
