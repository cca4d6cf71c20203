// Rats of Wistar: where the farmhouse rooms sit on the drawn plan. The rules' data has no positions, so this layout
// is the table's own, worked out from the door graph: the house rooms up top (1 and 3 beside each other, 2 under
// 3), the hall beside 2 with doors up to 1 and across to 2, then the cellar (4) across the whole width under the
// hall and 2, and the pantry (5) under it. Each door then sits in the grid gap between its two rooms.

/** A cell on the plan grid: rooms take odd grid lines, the gaps between them (where doors go) even ones. */
export interface Cell {
  readonly row: number;
  readonly col: number;
  readonly rowSpan: number;
  readonly colSpan: number;
}

/** Rooms by area id: row and column on a 2-across plan of rooms (0-based), and how many columns a room spans. */
const ROOMS: Readonly<Record<number, { row: number; col: number; span?: number }>> = {
  1: { row: 0, col: 0 },
  3: { row: 0, col: 1 },
  0: { row: 1, col: 0 },
  2: { row: 1, col: 1 },
  4: { row: 2, col: 0, span: 2 },
  5: { row: 3, col: 0, span: 2 },
};

/** The plan's grid cell of a room (CSS grid lines start at 1; a room at plan (r, c) sits at line 2r+1, 2c+1). */
export function roomCell(area: number): Cell | null {
  const p = ROOMS[area];
  if (!p) return null;
  const span = p.span ?? 1;
  return { row: 2 * p.row + 1, col: 2 * p.col + 1, rowSpan: 1, colSpan: 2 * span - 1 };
}

/** Where a door between two rooms goes: the gap beside them (same row) or under the one above (the columns both share). */
export function doorCell(between: readonly [number, number]): Cell | null {
  const a = roomCell(between[0]);
  const b = roomCell(between[1]);
  if (!a || !b) return null;
  if (a.row === b.row) {
    const [l, r] = a.col < b.col ? [a, b] : [b, a];
    if (l.col + l.colSpan + 1 !== r.col) return null;
    return { row: a.row, col: l.col + l.colSpan, rowSpan: 1, colSpan: 1 };
  }
  const [u, d] = a.row < b.row ? [a, b] : [b, a];
  if (u.row + 2 !== d.row) return null;
  const from = Math.max(u.col, d.col);
  const to = Math.min(u.col + u.colSpan, d.col + d.colSpan);
  if (to <= from) return null;
  return { row: u.row + 1, col: from, rowSpan: 1, colSpan: to - from };
}

/** Whether a door runs across (rooms side by side) or down (one room above the other). */
export function doorRuns(between: readonly [number, number]): 'across' | 'down' {
  return roomCell(between[0])?.row === roomCell(between[1])?.row ? 'across' : 'down';
}

/** The CSS grid placement of a cell. */
export const gridStyle = (c: Cell) => ({
  gridRow: `${c.row} / span ${c.rowSpan}`,
  gridColumn: `${c.col} / span ${c.colSpan}`,
});
