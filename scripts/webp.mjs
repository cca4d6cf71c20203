// Reads the pixel size of a WebP file from its RIFF header (simple lossy VP8, lossless VP8L or extended VP8X).

/** `{ width, height }` of a WebP file's bytes; throws when the bytes are not a WebP file. */
export function webpSize(bytes) {
  const text = (from, to) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const kind = text(12, 16);
  const u16 = (i) => bytes[i] | (bytes[i + 1] << 8);
  const u24 = (i) => bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16);
  if (kind === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
  if (kind === 'VP8L') {
    // After the 0x2f signature: 14 bits width - 1, then 14 bits height - 1, least significant bit first.
    const bits = (bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (kind === 'VP8 ') return { width: u16(26) & 0x3fff, height: u16(28) & 0x3fff };
  throw new Error(`unknown WebP chunk ${kind}`);
}
