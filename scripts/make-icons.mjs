// Writes the PWA icons into public/ (no dependencies); `--placeholder-screens` also writes stand-in manifest screenshots.
// Usage: node scripts/make-icons.mjs [--placeholder-screens]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLORS, motifLayers } from './motif.mjs';
import { encodePng, hex, paint, shapes } from './png.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

function write(name, width, height, layers) {
  const file = join(publicDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, encodePng(width, height, paint(width, height, layers)));
  console.log(`wrote public/${name} (${width}x${height})`);
}

/** Purpose 'any': a rounded cream tile with transparent corners, motif large. */
function anyIcon(size) {
  const tile = { shape: shapes.rect(0, 0, size, size, size * 0.2), color: hex(COLORS.background) };
  return [tile, ...motifLayers(size / 2, size * 0.52, size * 0.42)];
}

/**
 * Purpose 'maskable': full bleed; the platform may crop to a circle of radius 40% of the size,
 * so the motif (which reaches about 1.1 of its half-size) is scaled to stay inside it.
 */
function maskableIcon(size) {
  const bg = { shape: () => true, color: hex(COLORS.background) };
  return [bg, ...motifLayers(size / 2, size / 2, size * 0.36)];
}

/** iOS rounds the corners itself and wants an opaque square. */
function appleIcon(size) {
  const bg = { shape: () => true, color: hex(COLORS.background) };
  return [bg, ...motifLayers(size / 2, size * 0.52, size * 0.4)];
}

/** A plain stand-in screen (header bar + motif), until scripts/screenshots.mjs captures the real app. */
function placeholderScreen(width, height) {
  const bg = { shape: () => true, color: hex(COLORS.background) };
  const bar = { shape: shapes.rect(0, 0, width, 64), color: hex(COLORS.theme) };
  const s = Math.min(width, height) * 0.3;
  return [bg, bar, ...motifLayers(width / 2, height / 2, s)];
}

write('pwa-192x192.png', 192, 192, anyIcon(192));
write('pwa-512x512.png', 512, 512, anyIcon(512));
write('maskable-512x512.png', 512, 512, maskableIcon(512));
write('apple-touch-icon.png', 180, 180, appleIcon(180));
if (process.argv.includes('--placeholder-screens')) {
  write('screenshots/phone.png', 390, 844, placeholderScreen(390, 844));
  write('screenshots/tablet.png', 1180, 820, placeholderScreen(1180, 820));
}
