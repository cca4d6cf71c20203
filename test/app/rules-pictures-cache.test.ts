// The rules pictures' own cache: filled with what it lacks, cleared of pictures no longer shown, and left as it is
// when a copy fails (offline), so the next start tries again.

import { describe, expect, test } from 'vitest';
import { keepRulesPictures, PICTURE_CACHE, pictureUrls } from '../../src/app/pwa/rules-pictures';
import { RULES_PICTURES } from '../../src/ui/rules-pictures';

const PAGE = 'https://kotatsu.test/sub/#/';

/** A CacheStorage of one cache, keyed by URL; `add` fails for the addresses in `failing`. */
function fakeCaches(held: readonly string[], failing: ReadonlySet<string> = new Set()) {
  const urls = new Set(held);
  const opened: string[] = [];
  const adds: string[] = [];
  const cache = {
    keys: async () => [...urls].map((url) => ({ url })),
    delete: async (r: { url: string }) => urls.delete(r.url),
    add: async (url: string) => {
      adds.push(url);
      if (failing.has(url)) throw new TypeError('Failed to fetch');
      urls.add(url);
    },
  };
  const storage = {
    open: async (name: string) => {
      opened.push(name);
      return cache;
    },
  } as unknown as CacheStorage;
  return { storage, urls, opened, adds };
}

describe('keepRulesPictures', () => {
  const urls = pictureUrls('./');
  const absolute = urls.map((u) => new URL(u, PAGE).href);

  test('every picture of the table has an address under the base with its hash', () => {
    expect(urls.length).toBe(Object.keys(RULES_PICTURES).length);
    const [path, picture] = Object.entries(RULES_PICTURES)[0] ?? [];
    expect(urls[0]).toBe(`.${path}?v=${picture?.hash}`);
    expect(absolute[0]).toMatch(/^https:\/\/kotatsu\.test\/sub\/rules\/.+\.webp\?v=[0-9a-f]{10}$/);
  });

  test('an empty cache gets every picture', async () => {
    const c = fakeCaches([]);
    await keepRulesPictures(c.storage, urls, PAGE);
    expect(c.opened).toEqual([PICTURE_CACHE]);
    expect([...c.urls].sort()).toEqual([...absolute].sort());
  });

  test('pictures already held are not fetched again; an older hash is dropped', async () => {
    const stale = 'https://kotatsu.test/sub/rules/astra/sky.webp?v=0000000000';
    const c = fakeCaches([stale, absolute[0] ?? '']);
    await keepRulesPictures(c.storage, urls, PAGE);
    expect(c.adds).not.toContain(absolute[0]);
    expect(c.adds.length).toBe(absolute.length - 1);
    expect(c.urls.has(stale)).toBe(false);
    expect([...c.urls].sort()).toEqual([...absolute].sort());
  });

  test('the first failed copy stops the run without throwing', async () => {
    const c = fakeCaches([], new Set([absolute[1] ?? '']));
    await keepRulesPictures(c.storage, urls, PAGE);
    expect(c.adds).toEqual(absolute.slice(0, 2));
    expect([...c.urls]).toEqual(absolute.slice(0, 1));
  });

  test('offline, or gone offline part way, it fetches nothing more (a fetch would only fail)', async () => {
    const none = fakeCaches([]);
    await keepRulesPictures(none.storage, urls, PAGE, () => false);
    expect(none.adds).toEqual([]);
    const partway = fakeCaches([]);
    let left = 2;
    await keepRulesPictures(partway.storage, urls, PAGE, () => left-- > 0);
    expect(partway.adds).toEqual(absolute.slice(0, 2));
  });
});
