// Builders for Azul Duel test states: a game past its opening, boards with chosen plates, walls and lines.

import type { Seat } from '../../../src/engine/game';
import { type Color, WALL_SIZE } from '../../../src/games/azul-duel/data';
import { type AdAsk, type AdMove, type AdState, game } from '../../../src/games/azul-duel/rules';
import { turnOf } from '../../../src/games/azul-duel/rules/asks';
import { emptyBoard } from '../../../src/games/azul-duel/rules/board';
import type { Board, PatternLine, WallTile, Workshop } from '../../../src/games/azul-duel/rules/types';

export { pendingOf, phaseOf, turnOf, wallingOf } from '../../../src/games/azul-duel/rules/asks';

export function fresh(seed = 'fixed'): AdState {
  return game.setup(2, game.defaultOptions(2), seed);
}

export function move(s: AdState, m: AdMove, seat: Seat = turnOf(s)): AdState {
  const e = game.validate(s, seat, m);
  if (e) throw new Error(`refused ${JSON.stringify(m)}: ${e.code}`);
  return game.apply(s, seat, m);
}

/** The opening done: each player took the first face-up plate into slot 0, unturned. */
export function acquiring(seed = 'fixed'): AdState {
  let s = fresh(seed);
  for (let i = 0; i < 2; i++) {
    s = move(s, { kind: 'takePlate', plate: s.display[0] ?? 0 });
    s = move(s, { kind: 'placePlate', slot: 0, rotation: 0 });
  }
  return s;
}

export interface BoardSpec {
  readonly plates?: readonly (readonly [slot: number, id: number, rotation: number])[];
  /** "row,col" -> tile */
  readonly wall?: Readonly<Record<string, WallTile>>;
  readonly lines?: Readonly<Record<number, readonly [Color, number]>>;
  readonly chips?: readonly number[];
  readonly floor?: readonly Color[];
  readonly score?: number;
  readonly tokensUsed?: number;
}

export function board(spec: BoardSpec = {}): Board {
  const b = emptyBoard();
  const plates = b.plates.map((p, slot) => {
    const hit = spec.plates?.find(([s]) => s === slot);
    return hit ? { id: hit[1], rotation: hit[2] } : p;
  });
  const wall = b.wall.map((t, i) => spec.wall?.[`${Math.floor(i / WALL_SIZE)},${i % WALL_SIZE}`] ?? t);
  const lines = b.lines.map((l, i): PatternLine => {
    const hit = spec.lines?.[i];
    return hit ? { color: hit[0], count: hit[1], chips: 0 } : l;
  });
  const score = spec.score ?? b.score;
  return {
    ...b,
    plates,
    wall,
    lines,
    chips: spec.chips ?? [],
    floor: spec.floor ?? [],
    score,
    tally: { ...b.tally, start: score },
    tokensUsed: spec.tokensUsed ?? 0,
  };
}

export function workshop(sun: string, moon = '', chip: Workshop['chip'] = null): Workshop {
  return { sun: tiles(sun), moon: tiles(moon), chip };
}

const CODES: Readonly<Record<string, Color>> = { B: 'blue', T: 'turquoise', Y: 'yellow', R: 'red', K: 'black' };
/** "BBY" -> ['blue', 'blue', 'yellow'] */
export function tiles(codes: string): Color[] {
  return codes.split('').map((c) => CODES[c] ?? 'blue');
}

/** An acquire-phase state with chosen workshops and boards, seat 0 on turn. */
export function acquire(over: Partial<AdState> = {}): AdState {
  return { ...acquiring(), startPlayer: 0, asks: [{ kind: 'acquire', seats: [0] }], ...over };
}

/**
 * A tiling-phase state for seat 0, then seat 1 (with nothing to do on an empty board). Seat 0 is asked `first`:
 * by default the chip step with no chip toggled, as when its tiling begins.
 */
export function tiling(b0: Board, over: Partial<AdState> = {}, first?: AdAsk): AdState {
  const empty: Workshop[] = Array.from({ length: 5 }, () => workshop(''));
  const asks: AdAsk[] = [
    { kind: 'chips', seats: [1], selected: [] },
    first ?? { kind: 'chips', seats: [0], selected: [] },
  ];
  return { ...acquiring(), startPlayer: 0, boards: [b0, board()], workshops: empty, asks, ...over };
}
