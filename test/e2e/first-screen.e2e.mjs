// The first screen (issue 33): index.html paints the app's frame before any script runs, and the library that
// replaces it keeps that frame (the title bar in the same place, size and colour) in both languages.
import { assert } from './lib/checks.mjs';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };

/** Where the title bar is and how it looks. */
function barOf(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.app-bar');
    if (!bar) return null;
    const r = bar.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, background: getComputedStyle(bar).backgroundColor };
  });
}

function sameBar(a, b) {
  const near = (k) => Math.abs(a[k] - b[k]) <= 1;
  return near('x') && near('y') && near('width') && near('height') && a.background === b.background;
}

async function firstScreenKeepsTheFrame(ctx, viewport, name) {
  const { page } = await ctx.profile({ viewport });
  // Every script answers empty: what shows is index.html with its stylesheet alone, as before the shell has run.
  await page.route('**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(ctx.url);
  await page.waitForSelector('.app-bar');
  const loading = await page.evaluate(() =>
    [...document.querySelectorAll('#app [lang]')].map((e) => `${e.getAttribute('lang')}:${e.textContent}`),
  );
  assert(
    loading.length === 2 && loading.some((t) => t.startsWith('ja:')) && loading.some((t) => t.startsWith('en:')),
    `the first screen says "loading" in both languages, got ${loading.join(' / ')}`,
  );
  const before = await barOf(page);
  assert(before && before.height >= 44, `the first screen has no title bar: ${JSON.stringify(before)}`);
  await ctx.screen(page, `first-screen-static-${name}`);
  await page.unroute('**/*.js');
  for (const lang of ['ja', 'en']) {
    ctx.step(`the library in ${lang} keeps the first screen's title bar`);
    await page.evaluate((l) => localStorage.setItem('kotatsu.settings', JSON.stringify({ lang: l })), lang);
    await page.reload();
    await page.waitForSelector('[data-testid="library"]');
    const after = await barOf(page);
    await ctx.screen(page, `first-screen-library-${lang}-${name}`);
    assert(
      after && sameBar(before, after),
      `the title bar moves when the library mounts (${lang}): ${JSON.stringify({ before, after })}`,
    );
    const stale = await page.evaluate(() => document.querySelectorAll('[aria-busy="true"] .boot-loading').length);
    assert(stale === 0, 'the static "loading" line stays after the library mounted');
  }
}

export default [
  {
    name: 'phone: the static first screen has the frame the library keeps',
    run: (ctx) => firstScreenKeepsTheFrame(ctx, PHONE, 'phone'),
  },
  {
    name: 'tablet: the static first screen has the frame the library keeps',
    run: (ctx) => firstScreenKeepsTheFrame(ctx, TABLET, 'tablet'),
  },
];
