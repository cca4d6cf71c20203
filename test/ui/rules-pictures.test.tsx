// The rules pictures: every picture the rules text shows is a committed WebP with its size and hash in the table
// that scripts/pictures-webp.mjs writes, and the renderer declares that size.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { webpSize } from '../../scripts/webp.mjs';
import { REGISTRY } from '../../src/games/registry';
import { Markdown } from '../../src/ui/Markdown';
import { RULES_PICTURES } from '../../src/ui/rules-pictures';

const ROOT = resolve(__dirname, '../..');
const PUBLIC = join(ROOT, 'public');

function picturesOf(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
}

describe('rules pictures', () => {
  test.each(REGISTRY.flatMap((e) => (['ja', 'en'] as const).map((lang) => [e.meta.id, lang] as const)))(
    '%s rules.%s.md shows only pictures of the table',
    (id, lang) => {
      const pictures = picturesOf(readFileSync(join(ROOT, 'src', 'games', id, `rules.${lang}.md`), 'utf8'));
      expect(pictures.length).toBeGreaterThan(0);
      for (const src of pictures) expect(RULES_PICTURES[src], src).toBeDefined();
    },
  );

  test.each(Object.entries(RULES_PICTURES))('%s: the file is a WebP of that size and hash', (src, picture) => {
    const bytes = readFileSync(join(PUBLIC, src));
    expect(webpSize(bytes)).toEqual({ width: picture.width, height: picture.height });
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 10)).toBe(picture.hash);
  });

  test('every WebP under public/rules is in the table, and no PNG is left there', () => {
    const files = readdirSync(join(PUBLIC, 'rules'), { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.png'))).toEqual([]);
    const webps = files.filter((f) => f.endsWith('.webp')).map((f) => `/rules/${f.split('\\').join('/')}`);
    expect(webps.sort()).toEqual(Object.keys(RULES_PICTURES).sort());
    expect(webps.every((f) => existsSync(join(PUBLIC, f)))).toBe(true);
  });

  test('a picture of the table gets its size, its hash in the address, lazy loading and async decoding', () => {
    const [src, picture] = Object.entries(RULES_PICTURES)[0] ?? [];
    if (!src || !picture) throw new Error('the picture table is empty');
    const img = render(<Markdown source={`![a picture](${src})`} />).container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(`${src}?v=${picture.hash}`);
    expect(img?.getAttribute('width')).toBe(String(picture.width));
    expect(img?.getAttribute('height')).toBe(String(picture.height));
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('alt')).toBe('a picture');
  });

  test('a same-origin picture outside the table keeps its address and declares no size', () => {
    const img = render(<Markdown source="![other](/rules/other.webp)" />).container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/rules/other.webp');
    expect(img?.hasAttribute('width')).toBe(false);
  });
});
