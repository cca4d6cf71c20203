// The Kotatsu motif (a low table under a quilt, with two mandarins on top) as layers for scripts/png.mjs.
import { hex, shapes } from './png.mjs';

export const COLORS = {
  theme: '#8a3b1f',
  background: '#f6efe4',
  quiltLight: '#a64b27',
  hem: '#d08a4c',
  wood: '#5e3218',
  woodLight: '#8a5531',
  shadow: '#e3d3bc',
  orange: '#ef8a22',
  orangeLight: '#f7b25a',
  leaf: '#4f7f35',
};

/**
 * Layers of the motif centred on (cx, cy), drawn in a box of half-size `s` pixels.
 * The motif keeps within about 0.95 s of the centre, so it fits a circle of radius s.
 */
export function motifLayers(cx, cy, s) {
  // Local coordinates: x, y in [-1, 1] of the box, y pointing down.
  const X = (u) => cx + u * s;
  const Y = (v) => cy + v * s;
  const quilt = shapes.trapezoid(Y(-0.22), X(-0.7), X(0.7), Y(0.62), X(-0.86), X(0.86));
  const quiltRounded = shapes.and(quilt, shapes.rect(X(-0.9), Y(-0.3), X(0.9), Y(0.62), s * 0.08));
  // A diamond check on the quilt, like a woven futon cover.
  const check = (x, y) => {
    const u = Math.floor((x - cx + (y - cy)) / (s * 0.22));
    const v = Math.floor((x - cx - (y - cy)) / (s * 0.22));
    return (u + v) % 2 === 0;
  };
  const c = (name, alpha) => hex(COLORS[name], alpha);
  return [
    { shape: shapes.ellipse(X(0), Y(0.64), s * 0.92, s * 0.1), color: c('shadow') },
    { shape: quiltRounded, color: c('theme') },
    { shape: shapes.and(quiltRounded, check), color: c('quiltLight') },
    { shape: shapes.and(quiltRounded, (_x, y) => y > Y(0.46)), color: c('hem') },
    { shape: shapes.rect(X(-0.95), Y(-0.36), X(0.95), Y(-0.16), s * 0.05), color: c('wood') },
    { shape: shapes.rect(X(-0.95), Y(-0.36), X(0.95), Y(-0.3), s * 0.03), color: c('woodLight') },
    { shape: shapes.ellipse(X(-0.22), Y(-0.54), s * 0.19, s * 0.17), color: c('orange') },
    { shape: shapes.ellipse(X(-0.28), Y(-0.6), s * 0.06, s * 0.04), color: c('orangeLight') },
    { shape: shapes.ellipse(X(0.2), Y(-0.52), s * 0.17, s * 0.15), color: c('orange') },
    { shape: shapes.ellipse(X(0.15), Y(-0.57), s * 0.05, s * 0.035), color: c('orangeLight') },
    { shape: shapes.ellipse(X(-0.14), Y(-0.73), s * 0.08, s * 0.035), color: c('leaf') },
    { shape: shapes.ellipse(X(0.27), Y(-0.68), s * 0.07, s * 0.03), color: c('leaf') },
  ];
}
