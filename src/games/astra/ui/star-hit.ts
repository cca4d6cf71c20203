// Where a lit star takes a tap: a square around it, cut halfway to every other lit star (so two lit stars never
// share a point) and to the card's edges. A crowded star keeps all the room up to its neighbours instead of a
// circle as small as the nearest one allows, so its target stays a finger wide.

type Point = readonly [number, number];

/** Half the side of a lit star's square, in card units: 3.5 units are about 47 px on a phone's half-width card. */
export const HIT_LIT = 1.75;

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

/** The tap area of the lit star at `star` among the `others` lit stars, within `box` ([left, top, right, bottom]). */
export function litHitArea(star: Point, others: readonly Point[], box: readonly [number, number, number, number]) {
  const [x, y] = star;
  const [left, top, right, bottom] = box;
  const x0 = Math.max(left, x - HIT_LIT);
  const x1 = Math.min(right, x + HIT_LIT);
  const y0 = Math.max(top, y - HIT_LIT);
  const y1 = Math.min(bottom, y + HIT_LIT);
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
  return poly.map(([a, b]) => `${a.toFixed(3)},${b.toFixed(3)}`).join(' ');
}
