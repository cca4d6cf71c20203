// Hand-built positions: a fresh game with the draft done, then whatever a test sets.
import { game, type RwMove, type RwState } from '../../../src/games/rats-of-wistar/rules';

export function fresh(seats = 2, seed = 'b'): RwState {
  // The positions here were built with the hero gifts (the variant); the seed's common start is tested on its own.
  let s = game.setup(seats, { heroGifts: true }, seed);
  while (s.asks[s.asks.length - 1]?.kind === 'draft') {
    const seat = s.asks[s.asks.length - 1]?.seats[0] as number;
    s = game.apply(s, seat, { kind: 'draft', pair: 0 });
  }
  return s;
}
/** A position as a test may write it: the read-only state with every level writable. */
export type Draft<T> = T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;
/** A copy of the position with `f`'s changes (the rules never change a state; a test builds its case on a copy). */
export function edit(s: RwState, f: (x: Draft<RwState>) => void): RwState {
  const c: Draft<RwState> = structuredClone(s) as Draft<RwState>;
  f(c);
  return c;
}
export function act(s: RwState, ...moves: RwMove[]): RwState {
  let x = s;
  for (const m of moves) {
    const seat = x.asks[x.asks.length - 1]?.seats[0] as number;
    const e = game.validate(x, seat, m);
    if (e) throw new Error(`${JSON.stringify(m)} refused: ${e.code}`);
    x = game.apply(x, seat, m);
  }
  return x;
}
export const top = (s: RwState) => s.asks[s.asks.length - 1];
export const refuse = (s: RwState, m: RwMove) => game.validate(s, top(s)?.seats[0] as number, m)?.code ?? null;
/** The sector that faces a main action now. */
export function sectorFacing(s: RwState, action: 'wood' | 'dig' | 'metal' | 'bed' | 'invent' | 'explore'): number {
  const p = ['wood', 'dig', 'metal', 'bed', 'invent', 'explore'].indexOf(action);
  return s.sectors[(((p - s.rotation) % 6) + 6) % 6] as number;
}
/** A player of a position, which must exist (writable in a draft). */
export function pl(s: Draft<RwState>, i: number): Draft<RwState['players'][number]>;
export function pl(s: RwState, i: number): RwState['players'][number];
export function pl(s: RwState, i: number): RwState['players'][number] {
  const p = s.players[i];
  if (!p) throw new Error(`no player ${i}`);
  return p;
}
/** Seat `seat` has played only card `c`, which leaves every deck, display and hand (so the copy is in one place). */
export function setPlayed(x: Draft<RwState>, seat: number, c: number): void {
  pl(x, seat).played = [c];
  for (const k of ['basicDeck', 'advancedDeck', 'basicDisplay', 'advancedDisplay'] as const)
    x[k] = x[k].filter((n) => n !== c);
  for (const p of x.players) p.hand = p.hand.filter((n) => n !== c);
}
