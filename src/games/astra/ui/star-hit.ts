// Where a lit star takes a tap: a square around it, cut halfway to every other lit star (so two lit stars never
// share a point) and to the card's edges. A crowded star keeps all the room up to its neighbours instead of a
// circle as small as the nearest one allows, so its target stays a finger wide.

type Point = readonly [number, number];
type Box = readonly [number, number, number, number];

/** Half the side of a lit star's square, in card units: 3.5 units are about 47 px on a phone's half-width card. */
export const HIT_LIT = 1.75;
/** A cut square narrower than this (44 px on a phone's card) is drawn from a larger square, reaching further out. */
const MIN_SIDE = 3.25;
const HIT_CROWDED = 2.25;

/** The part of convex polygon `poly` where (p - at) · normal <= 0 (Sutherland-Hodgman, one edge). */
function clip(poly: readonly Point[], at: Point, normal: Point): Point[] {
  const side = (p: Point) => (p[0] - at[0]) * normal[0] + (p[1] - at[1]) * normal[1];
  const out: Point[] = [];
  poly.forEach((p, k) => {
    const q = poly[(k + 1) % poly.length] as Point;
    const sp = side(p);
    const sq = side(q);
    if (sp <= 0) out.push(p);
    if (sp * sq < 0) {
      const t = sp / (sp - sq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  });
  return out;
}

/** The square of half side `half` around `star`, within `box`, cut halfway to each of the `others`. */
function cutSquare(star: Point, others: readonly Point[], box: Box, half: number): Point[] {
  const [x, y] = star;
  const [left, top, right, bottom] = box;
  const x0 = Math.max(left, x - half);
  const x1 = Math.min(right, x + half);
  const y0 = Math.max(top, y - half);
  const y1 = Math.min(bottom, y + half);
  let poly: Point[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  for (const [u, w] of others) {
    if (u === x && w === y) continue;
    poly = clip(poly, [(x + u) / 2, (y + w) / 2], [u - x, w - y]);
  }
  return poly;
}

const span = (poly: readonly Point[], axis: 0 | 1) =>
  Math.max(...poly.map((p) => p[axis])) - Math.min(...poly.map((p) => p[axis]));

/**
 * The tap area of the lit star at `star` among the `others` lit stars, within `box` ([left, top, right, bottom]), as
 * SVG polygon points. A star with a lit neighbour two steps away in its row or column is cut to less than a finger;
 * it reaches further out on its free sides instead.
 */
export function litHitArea(star: Point, others: readonly Point[], box: Box): string {
  let poly = cutSquare(star, others, box, HIT_LIT);
  if (span(poly, 0) < MIN_SIDE || span(poly, 1) < MIN_SIDE) poly = cutSquare(star, others, box, HIT_CROWDED);
  return poly.map(([a, b]) => `${a.toFixed(3)},${b.toFixed(3)}`).join(' ');
}
