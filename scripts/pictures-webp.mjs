// The rules pictures in a modern format: turns each PNG the rules-picture scripts saved in public/rules/<game>/
// into a lossless WebP beside it (the same pixels, about half the bytes), removes the PNG, and writes
// src/ui/rules-pictures.ts: each picture's pixel size (for <img width height>) and a short hash of its bytes (so a
// changed picture gets a new address in the app's picture cache). Every rules-picture script calls it when it is
// done; on its own (the table again, or PNGs saved by hand):
//   node scripts/pictures-webp.mjs
// Needs ImageMagick's `convert` with WebP (`convert -list format | grep WEBP`); the build does not: the WebP files
// and the table are committed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../test/e2e/lib/server.mjs';
import { webpSize } from './webp.mjs';

const RULES = join(ROOT, 'public', 'rules');
const TABLE = join(ROOT, 'src', 'ui', 'rules-pictures.ts');

function filesUnder(dir, ending) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(ending))
    .map((f) => join(dir, f))
    .sort();
}

/** Converts every PNG under public/rules to WebP (removing the PNG) and writes the picture table again. */
export function convertRulesPictures() {
  for (const png of filesUnder(RULES, '.png')) {
    const webp = png.replace(/\.png$/, '.webp');
    // Lossless: a screenshot of text and thin lines keeps every pixel; lossy WebP at quality 80 came out larger.
    execFileSync('convert', [png, '-define', 'webp:lossless=true', '-define', 'webp:method=6', webp]);
    rmSync(png);
    console.log(`${relative(ROOT, png)} -> ${relative(ROOT, webp)}`);
  }

  const rows = filesUnder(RULES, '.webp').map((file) => {
    const bytes = readFileSync(file);
    const { width, height } = webpSize(bytes);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const path = `/${relative(join(ROOT, 'public'), file).split('\\').join('/')}`;
    return `  '${path}': { width: ${width}, height: ${height}, hash: '${hash}' },`;
  });

  writeFileSync(
    TABLE,
    [
      '// Made by scripts/pictures-webp.mjs from public/rules/**/*.webp: do not edit by hand, run the script again.',
      '',
      '/** A rules picture: its pixel size and a short hash of its bytes. */',
      'export interface RulesPicture {',
      '  readonly width: number;',
      '  readonly height: number;',
      '  readonly hash: string;',
      '}',
      '',
      "/** Every rules picture, by the root path the rules text uses ('/rules/<game>/<name>.webp'). */",
      'export const RULES_PICTURES: Readonly<Record<string, RulesPicture>> = {',
      ...rows,
      '};',
      '',
    ].join('\n'),
  );
  console.log(`${relative(ROOT, TABLE)}: ${rows.length} pictures`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) convertRulesPictures();
