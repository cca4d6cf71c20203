// Seeded random playouts: components conserved, scores against an independent recomputation, no leaks, pure apply, replay.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { replay } from '../../../src/engine/session';
import { COLORS, PLATES, plateById, type TabletId } from '../../../src/games/azul-duel/data';
import { type AdMove, type AdOptions, type AdState, game } from '../../../src/games/azul-duel/rules';
import type { Board, WallTile } from '../../../src/games/azul-duel/rules/types';
import { text } from '../../../src/games/azul-duel/text';
import { deepFreeze } from '../../support/deep-freeze';

const PLAYOUTS = 200;
const SETS: readonly AdOptions['tablets'][] = ['beginner', 'random3', 'random4'];

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** Every regular tile is somewhere: bag, tower, workshops, in hand, lines, floors, walls. 13 of each colour. */
function checkTiles(s: AdState): void {
  const all: string[] = [...s.bag, ...s.tower, ...s.workshops.flatMap((w) => [...w.sun, ...w.moon])];
  for (const a of s.asks) {
    if (a.kind === 'tiles') for (let i = 0; i < a.count; i++) all.push(a.color);
    if (a.kind === 'stack') all.push(...a.rest);
  }
  for (const b of s.boards) {
    for (const l of b.lines) for (let i = 0; i < l.count - l.chips; i++) all.push(l.color ?? '?');
    all.push(...b.floor, ...b.wall.filter((t): t is WallTile => t !== null));
  }
  const specials = all.filter((t) => t === 'special').length;
  check(specials + s.specialsLeft === 9, 'special tiles not conserved');
  for (const c of COLORS) check(all.filter((t) => t === c).length === 13, `${c} tiles not conserved`);
  check(all.length === 65 + specials, 'unknown tiles');
}

function checkChipsAndPlates(s: AdState): void {
  const chips = [
    ...s.chipSupply,
    ...s.usedChips,
    ...s.boards.flatMap((b) => b.chips),
    ...s.workshops.flatMap((w) => (w.chip ? [w.chip.id] : [])),
  ].sort((a, b) => a - b);
  check(chips.join() === Array.from({ length: 20 }, (_, i) => i).join(), 'chips not conserved');
  const plates = [
    ...s.display,
    ...s.stack,
    ...s.boards.flatMap((b) => b.plates.flatMap((p) => (p ? [p.id] : []))),
    ...s.asks.flatMap((a) => (a.kind === 'plate' ? [a.id] : [])),
  ].sort((a, b) => a - b);
  check(plates.join() === PLATES.map((p) => p.id).join(), 'plates not conserved');
}

function checkScores(s: AdState): void {
  for (const b of s.boards) {
    const t = b.tally;
    const sum = t.start + t.wall + t.special + t.floor + t.startTile + t.blind + t.tablets + t.zeroFloor;
    check(sum === b.score && b.score >= 0, 'score differs from its categories');
  }
}

/** The view never carries the bag, the stack, the chip supply, a face-down chip or the rng. */
function checkViews(s: AdState): void {
  for (const viewer of ['table', 0, 1] as const) {
    const v = game.view(s, viewer);
    const json = JSON.stringify(v);
    check(!json.includes('"rng"') && !json.includes('"bag":') && !json.includes('"stack":'), 'view leaks');
    check(!json.includes('"chipSupply":'), 'view shows the chip supply');
    v.workshops.forEach((w, i) => {
      const real = s.workshops[i]?.chip;
      if (real && !real.faceUp) check(w.chip !== null && !w.chip.known, 'face-down chip shown');
    });
  }
}

// ---- independent scoring, written apart from the rules' own helpers ----
const at = (wall: readonly (WallTile | null)[], r: number, c: number) =>
  r >= 0 && r < 6 && c >= 0 && c < 6 && wall[r * 6 + c] !== null;

function expectedAdjacency(wall: readonly (WallTile | null)[], r: number, c: number): number {
  let left = 0;
  while (at(wall, r, c - left - 1)) left++;
  let right = 0;
  while (at(wall, r, c + right + 1)) right++;
  let up = 0;
  while (at(wall, r - up - 1, c)) up++;
  let down = 0;
  while (at(wall, r + down + 1, c)) down++;
  const h = left + right + 1;
  const v = up + down + 1;
  return h === 1 && v === 1 ? 1 : (h > 1 ? h : 0) + (v > 1 ? v : 0);
}

function printed(b: Board, r: number, c: number): string | null {
  const p = b.plates[Math.floor(r / 2) * 3 + Math.floor(c / 2)];
  if (!p) return null;
  // Rotate (row, col) inside the 2x2 back by the plate's quarter turns.
  let [y, x] = [r % 2, c % 2];
  for (let i = 0; i < p.rotation; i++) [y, x] = [1 - x, y];
  return plateById(p.id).cells[y * 2 + x] ?? null;
}

function expectedTablets(b: Board, ids: readonly TabletId[]): number {
  const f = (r: number, c: number) => b.wall[r * 6 + c] !== null;
  const six = [0, 1, 2, 3, 4, 5];
  const cells = six.flatMap((r) => six.map((c) => ({ r, c, kind: printed(b, r, c), full: f(r, c) })));
  const plateDone = (slot: number) =>
    b.plates[slot] !== null &&
    cells.filter((x) => Math.floor(x.r / 2) * 3 + Math.floor(x.c / 2) === slot).every((x) => x.full);
  const wilds = cells.filter((x) => x.kind === 'wild');
  const points: Record<TabletId, () => number> = {
    1: () => 3 * six.filter((r) => six.every((c) => f(r, c))).length,
    2: () => 7 * six.filter((c) => six.every((r) => f(r, c))).length,
    3: () => 10 * ((six.every((i) => f(i, i)) ? 1 : 0) + (six.every((i) => f(i, 5 - i)) ? 1 : 0)),
    4: () => (wilds.every((x) => x.full) ? 2 * wilds.length : 0),
    5: () => cells.filter((x) => x.full && (x.r % 5 === 0 || x.c % 5 === 0)).length,
    6: () => (plateDone(0) ? 3 : 0) + (plateDone(2) ? 3 : 0) + (plateDone(6) ? 8 : 0) + (plateDone(8) ? 8 : 0),
    7: () => -3 * cells.filter((x) => x.kind === 'special' && !x.full).length,
    8: () =>
      4 *
      six.filter(
        (r) => new Set(six.map((c) => b.wall[r * 6 + c]).filter((t) => t !== null && t !== 'special')).size >= 5,
      ).length,
  };
  return ids.reduce((sum, id) => sum + points[id](), 0);
}

/** A wall move: the wall points equal the independent adjacency count; a special bonus only where a plate completed. */
function checkWallMove(s: AdState, seat: Seat, m: AdMove, after: AdState): void {
  if (m.kind !== 'wall') return;
  const b = s.boards[seat];
  const a = after.boards[seat];
  if (!a || !b) return;
  const wall = b.wall.map((t, i) => (i === m.line * 6 + m.col ? (b.lines[m.line]?.color ?? null) : t));
  const kind = printed(b, m.line, m.col);
  check(kind === 'wild' || kind === b.lines[m.line]?.color, 'tile on a cell of another colour');
  check(a.tally.wall - b.tally.wall === expectedAdjacency(wall, m.line, m.col), 'adjacency points off');
  const special = a.tally.special - b.tally.special;
  check(special === 0 || (special >= 1 && special <= 6), 'special bonus off');
}

function playout(n: number): void {
  const options: AdOptions = { tablets: SETS[n % 3] ?? 'beginner' };
  const match = { gameId: game.id, version: game.version, seats: 2, options, seed: `ad-${n}` };
  let s = game.setup(2, options, match.seed);
  let rng: Rng = seedRng(`moves-${n}`);
  const moves: { seat: Seat; move: AdMove }[] = [];
  for (let step = 0; step < 3000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    check(legal.length > 0, 'no legal move for the active seat');
    check(game.legalMoves(s, 1 - seat).length === 0, 'the other seat has moves');
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    const move = legal[i] as AdMove;
    check(game.validate(s, seat, move) === null, `legal move refused: ${JSON.stringify(move)}`);
    if (n % 5 === 0) deepFreeze(s);
    const after = game.apply(s, seat, move);
    checkWallMove(s, seat, move, after);
    if (after.asks.length === 0) {
      after.boards.forEach((b, k) => {
        const before = s.boards[k];
        check(b.tally.tablets === expectedTablets(b, after.tablets), 'tablet points off');
        check(before !== undefined, 'board');
      });
    }
    if (n % 10 === 0) {
      for (const line of game.describe(s, seat, move, after)) check(text.en[line.code] !== undefined, line.code);
      check(st.prompt.code in text.en, st.prompt.code);
    }
    checkTiles(after);
    checkChipsAndPlates(after);
    checkScores(after);
    checkViews(after);
    moves.push({ seat, move });
    s = after;
  }
  expect(game.status(s).kind).toBe('over');
  expect(s.round).toBe(5);
  const again = replay(game, match, moves);
  if (!again.ok) throw new Error(`replay failed at ${again.error.index}`);
  expect(canonicalJson(again.value.state)).toBe(canonicalJson(s));
}

/** Azul Duel is for two only: one property file. */
export function describePlayouts(): void {
  describe('2 players: random playouts', () => {
    test(`${PLAYOUTS} seeded playouts (all tablet sets) reach the end with every invariant holding at every step`, () => {
      for (let n = 0; n < PLAYOUTS; n++) playout(n);
    });
  });
}
