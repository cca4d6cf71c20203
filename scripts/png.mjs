// A tiny dependency-free PNG writer and shape rasterizer (zlib + CRC32), shared by the icon and screenshot scripts.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encode RGBA pixels (Uint8Array of width*height*4) as a PNG file. */
export function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  // Each scanline starts with filter type 0 (none); zlib does the compressing.
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Read width and height from a PNG's IHDR (used by tests to check icon sizes). */
export function pngSize(bytes) {
  const buf = Buffer.from(bytes);
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

export function hex(color, alpha = 1) {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, alpha];
}

// Shapes are predicates over pixel-space points, painted in order; `paint` supersamples for smooth edges.
export const shapes = {
  rect:
    (x0, y0, x1, y1, r = 0) =>
    (x, y) => {
      if (x < x0 || x > x1 || y < y0 || y > y1) return false;
      const cx = Math.min(Math.max(x, x0 + r), x1 - r);
      const cy = Math.min(Math.max(y, y0 + r), y1 - r);
      return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
    },
  ellipse: (cx, cy, rx, ry) => (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
  /** A trapezoid between two horizontal edges, top [tx0, tx1] at y0 and bottom [bx0, bx1] at y1. */
  trapezoid: (y0, tx0, tx1, y1, bx0, bx1) => (x, y) => {
    if (y < y0 || y > y1) return false;
    const t = (y - y0) / (y1 - y0);
    return x >= tx0 + (bx0 - tx0) * t && x <= tx1 + (bx1 - tx1) * t;
  },
  and: (a, b) => (x, y) => a(x, y) && b(x, y),
};

/** Rasterize layers [{ shape, color:[r,g,b,a] }] onto a width x height canvas with n x n supersampling. */
export function paint(width, height, layers, n = 4) {
  const out = new Uint8Array(width * height * 4);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const [cr, cg, cb, ca] = sample(layers, px + (sx + 0.5) / n, py + (sy + 0.5) / n);
          r += cr * ca;
          g += cg * ca;
          b += cb * ca;
          a += ca;
        }
      }
      const i = (py * width + px) * 4;
      if (a > 0) {
        out[i] = Math.round(r / a);
        out[i + 1] = Math.round(g / a);
        out[i + 2] = Math.round(b / a);
      }
      out[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return out;
}

// Source-over compositing of the layers at one point.
function sample(layers, x, y) {
  let r = 0;
  let g = 0;
  let b = 0;
  let a = 0;
  for (const { shape, color } of layers) {
    if (!shape(x, y)) continue;
    const [cr, cg, cb, ca] = color;
    const na = ca + a * (1 - ca);
    if (na === 0) continue;
    r = (cr * ca + r * a * (1 - ca)) / na;
    g = (cg * ca + g * a * (1 - ca)) / na;
    b = (cb * ca + b * a * (1 - ca)) / na;
    a = na;
  }
  return [r, g, b, a];
}
