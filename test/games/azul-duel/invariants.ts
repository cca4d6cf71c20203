// Azul Duel's own invariants for the contract playouts: components conserved, scores against an independent
// recomputation (adjacency, special tiles, tablets), the asks' shape, and no view showing what lies face down.
import type { Seat } from '../../../src/engine/game';
import { COLORS, LINE_COUNT, PLATES, plateById, type TabletId } from '../../../src/games/azul-duel/data';
import { type AdMove, type AdState, game } from '../../../src/games/azul-duel/rules';
import type { Board, WallTile } from '../../../src/games/azul-duel/rules/types';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** Every regular tile is somewhere: bag, tower, workshops, in hand, lines, floors, walls. 13 of each colour. */
export function checkTiles(s: AdState): void {
  const counts = new Map<string, number>();
  const add = (tile: string, n = 1) => n > 0 && counts.set(tile, (counts.get(tile) ?? 0) + n);
  const addAll = (tiles: readonly (WallTile | null)[]) => {
    for (const t of tiles) if (t !== null) add(t);
  };
  addAll(s.bag);
  addAll(s.tower);
  for (const w of s.workshops) addAll([...w.sun, ...w.moon]);
  for (const a of s.asks) {
    if (a.kind === 'tiles') add(a.color, a.count);
    if (a.kind === 'stack') addAll(a.rest);
  }
  for (const b of s.boards) {
    for (const l of b.lines) add(l.color ?? '?', l.count - l.chips);
    addAll(b.floor);
    addAll(b.wall);
  }
  check((counts.get('special') ?? 0) + s.specialsLeft === 9, 'special tiles not conserved');
  for (const c of COLORS) check(counts.get(c) === 13, `${c} tiles not conserved`);
  check(counts.size <= 6 && !counts.has('?'), 'unknown tiles');
}

export function checkChipsAndPlates(s: AdState): void {
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

export function checkScores(s: AdState): void {
  for (const b of s.boards) {
    const t = b.tally;
    const sum = t.start + t.wall + t.special + t.floor + t.startTile + t.blind + t.tablets + t.zeroFloor;
    check(sum === b.score && b.score >= 0, 'score differs from its categories');
  }
}

/** A face-down chip is unknown in the view (the view has no viewer-specific part: the table's stands for all). */
export function checkFaceDownChips(s: AdState): void {
  game.view(s, 'table').workshops.forEach((w, i) => {
    const real = s.workshops[i]?.chip;
    if (real && !real.faceUp) check(w.chip !== null && !w.chip.known, 'face-down chip shown');
  });
}

/** Every ask waits for one seat; nothing is asked only once round 5 is scored; a take's steps follow one seat. */
export function checkAsks(s: AdState): void {
  check(
    s.asks.every((a) => a.seats.length === 1 && !a.together),
    'an ask for more or less than one seat',
  );
  check(s.asks.length > 0 || s.round === 5, 'nothing asked before the end of round 5');
  const inHand = s.asks.filter((a) => a.kind === 'plate' || a.kind === 'tiles' || a.kind === 'stack');
  check(new Set(inHand.map((a) => a.seats[0])).size <= 1, 'two seats hold taken things at once');
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

export function expectedTablets(b: Board, ids: readonly TabletId[]): number {
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
export function checkWallMove(s: AdState, seat: Seat, m: AdMove, after: AdState): void {
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

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** The kit's candidates: every well-formed move there could be, of every kind, with values just outside the board. */
export const EVERY_MOVE: readonly AdMove[] = everyMove();

function everyMove(): AdMove[] {
  const out: AdMove[] = [{ kind: 'drawPlate' }, { kind: 'pass' }, { kind: 'endChips' }];
  for (const plate of range(-1, PLATES.length)) out.push({ kind: 'takePlate', plate });
  for (const slot of range(-1, 9))
    for (const rotation of range(-1, 4)) out.push({ kind: 'placePlate', slot, rotation });
  for (const color of COLORS) {
    out.push({ kind: 'takeMoon', color }, { kind: 'stackTile', color });
    for (const workshop of range(-1, 5)) out.push({ kind: 'takeSun', workshop, color });
    for (const line of range(-1, LINE_COUNT)) out.push({ kind: 'chipFill', line, color });
  }
  for (const workshop of range(-1, 5)) out.push({ kind: 'takeChip', workshop });
  for (const line of [...range(-1, LINE_COUNT), 'floor' as const]) out.push({ kind: 'placeTiles', line });
  for (const chip of range(-1, 20)) out.push({ kind: 'toggleChip', chip });
  for (const line of range(-1, LINE_COUNT)) for (const col of range(-1, 6)) out.push({ kind: 'wall', line, col });
  return out;
}
