// Compact builders for Living Forest Duel tests: animals by name, positions with chosen lines, decks and fires.

import type { Seat } from '../../../src/engine/game';
import { ANIMALS, type Element } from '../../../src/games/living-forest-duel/data';
import { game, type LfMove, type LfState } from '../../../src/games/living-forest-duel/rules';
import { actionAsk, turnAsk } from '../../../src/games/living-forest-duel/rules/asks';
import type { ForestCell, SeatState } from '../../../src/games/living-forest-duel/rules/types';

/** The id of the animal with that name key ("tapir", "tanuki"); Varans: "varan-summer" / "varan-winter". */
export function id(name: string): number {
  if (name.startsWith('varan-')) {
    const season = name.slice(6);
    const a = ANIMALS.find((x) => x.kind === 'varan' && x.season === season);
    if (!a) throw new Error(name);
    return a.id;
  }
  const a = ANIMALS.find((x) => x.name === name);
  if (!a) throw new Error(`No animal ${name}`);
  return a.id;
}
export const ids = (names: string): number[] => (names.trim() === '' ? [] : names.trim().split(/\s+/).map(id));

export function fresh(seed = 'builder'): LfState {
  return game.setup(2, game.defaultOptions(2), seed);
}

export function seatPatch(s: LfState, seat: Seat, patch: Partial<SeatState>): LfState {
  return { ...s, seats: s.seats.map((st, i) => (i === seat ? { ...st, ...patch } : st)) };
}

/** A turn position (the only ask: `turn` reveals, places a token or passes): shared line, personal lines and the next deck cards (last drawn first: `deck` top is its end). */
export function position(opts: {
  readonly shared?: string;
  readonly lines?: readonly [string, string];
  readonly deck?: string;
  readonly turn?: Seat;
  readonly seed?: string;
}): LfState {
  const base = fresh(opts.seed);
  const turn = opts.turn ?? 0;
  let s: LfState = {
    ...base,
    shared: ids(opts.shared ?? ''),
    deck: opts.deck === undefined ? base.deck : ids(opts.deck),
    asks: [turnAsk(turn)],
  };
  if (opts.lines) s = seatPatch(seatPatch(s, 0, { line: ids(opts.lines[0]) }), 1, { line: ids(opts.lines[1]) });
  return s;
}

/** `seat` (default Summer) in the middle of a token's action of that element with that value. */
export function acting(kind: Element, value: number, base: LfState = position({}), seat: Seat = 0): LfState {
  return { ...base, asks: [actionAsk(seat, kind, value)] };
}

export const forestOf = (cells: readonly (readonly [number, number, string])[]): ForestCell[] => [
  { x: 0, y: 0, cards: ['lake-summer'] },
  ...cells.map(([x, y, card]) => ({ x, y, cards: [card] })),
];

/** Apply moves for whoever decides, failing loudly on an illegal one. */
export function run(s: LfState, moves: readonly LfMove[]): LfState {
  let state = s;
  for (const m of moves) {
    const st = game.status(state);
    if (st.kind === 'over') throw new Error('game over');
    const seat = st.active[0] ?? -1;
    const error = game.validate(state, seat, m);
    if (error) throw new Error(`${JSON.stringify(m)}: ${error.code}`);
    state = game.apply(state, seat, m);
  }
  return state;
}

export const reveal: LfMove = { kind: 'reveal' };
export const token = (element: 'sun' | 'water' | 'plant' | 'wind'): LfMove => ({ kind: 'token', element });
export const finish: LfMove = { kind: 'finish' };
