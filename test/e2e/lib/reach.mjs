// Reach: a seeded scripted game played only by tapping what a player may tap (the table's data-legal="true" targets
// and the decision bar's buttons other than cancel/other, the hand-off's "ready", the catch-up's "continue"),
// recording for every tap whether its target was wholly on screen where the previous tap left the page, before any
// scroll of the driver's own; and at every decision whether each decision-bar button lay inside the viewport.

/** A small seeded generator (mulberry32), so a run picks the same targets every time. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs in the page: the candidates for the next tap, each with whether it is wholly on screen (inside the viewport
 * and the table's scroller, and the topmost element at its centre), plus the decision bar's buttons outside the
 * viewport. Each candidate gets a data-reach index so the driver can find it again.
 */
function survey() {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const scroller = document.querySelector('[data-testid="table-scroll"]');
  const box = scroller ? scroller.getBoundingClientRect() : { top: 0, left: 0, right: vw, bottom: vh };
  const top = Math.max(0, box.top);
  const bottom = Math.min(vh, box.bottom);
  const left = Math.max(0, box.left);
  const right = Math.min(vw, box.right);
  const hits = (el, x, y) => {
    const at = document.elementFromPoint(x, y);
    return at !== null && (at === el || el.contains(at) || at.contains(el));
  };
  const shown = (el, inScroller) => {
    const r = el.getBoundingClientRect();
    const [t, b, l, rr] = inScroller ? [top, bottom, left, right] : [0, vh, 0, vw];
    // A target larger than the view (a whole board region) counts when 44 px of it show; any other wholly.
    const big = r.height > b - t || r.width > rr - l;
    const it = Math.max(r.top, t);
    const ib = Math.min(r.bottom, b);
    const il = Math.max(r.left, l);
    const ir = Math.min(r.right, rr);
    const whole = r.top >= t - 1 && r.bottom <= b + 1 && r.left >= l - 1 && r.right <= rr + 1;
    const enough = ib - it >= Math.min(44, r.height) && ir - il >= Math.min(44, r.width);
    if (!(whole || (big && enough))) return false;
    return hits(el, (il + ir) / 2, (it + ib) / 2);
  };
  const live = (el) => el.getClientRects().length > 0 && !el.closest('[hidden], [inert]');
  const screen = document.querySelector('[data-testid="handoff-ready"]')
    ? 'handoff'
    : document.querySelector('[data-testid="catch-up-continue"]')
      ? 'catch-up'
      : document.querySelector('[data-testid="game-over"]')
        ? 'over'
        : document.querySelector('[data-testid="table"]')
          ? 'table'
          : 'other';
  const candidates = [];
  const add = (el, kind, inScroller) => {
    el.setAttribute('data-reach', String(candidates.length));
    const r = el.getBoundingClientRect();
    const size = Math.round(Math.min(r.width, r.height) * 10) / 10;
    candidates.push({ index: candidates.length, kind, shown: shown(el, inScroller), label: describe(el), size });
  };
  const describe = (el) =>
    (el.getAttribute('data-testid') || el.getAttribute('aria-label') || el.textContent || el.tagName)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
  for (const el of document.querySelectorAll('[data-reach]')) el.removeAttribute('data-reach');
  if (screen === 'handoff') add(document.querySelector('[data-testid="handoff-ready"]'), 'handoff', false);
  else if (screen === 'catch-up') add(document.querySelector('[data-testid="catch-up-continue"]'), 'catch-up', false);
  else if (screen === 'table') {
    const surface = document.querySelector('.game-surface');
    for (const el of surface ? surface.querySelectorAll('[data-legal="true"]') : []) {
      if (live(el) && !el.disabled && el.getAttribute('aria-disabled') !== 'true') add(el, 'target', true);
    }
    for (const el of document.querySelectorAll('[data-testid="decision-actions"] button')) {
      const kind = el.getAttribute('data-bar-action');
      const available = !el.disabled && el.getAttribute('aria-disabled') !== 'true';
      if (live(el) && available && kind !== 'cancel' && kind !== 'other') add(el, 'bar', false);
    }
  }
  const outside = [...document.querySelectorAll('[data-testid="decision-bar"] button')]
    .filter((el) => el.getClientRects().length > 0 && !shown(el, false))
    .map(describe);
  const bar = document.querySelector('[data-testid="decision-bar"]');
  const barHeight = bar ? Math.round(bar.getBoundingClientRect().height) : 0;
  return { screen, candidates, outside, barHeight };
}

/**
 * Wait until the tap's re-render and the frame's follow-up scroll are over: the page has painted and the table's
 * scroller has stood still for three frames (a smooth scroll takes a few hundred ms), at most 1.5 s.
 */
export async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((done) => {
        const scroller = document.querySelector('[data-testid="table-scroll"]');
        const until = performance.now() + 1500;
        let last = -1;
        let still = 0;
        const tick = () => {
          const now = scroller ? scroller.scrollTop : 0;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3 || performance.now() > until) setTimeout(done, 30);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(() => requestAnimationFrame(tick));
      }),
  );
}

/**
 * Play up to `taps` taps from the current page. Returns { taps, off, outside, end, log, smallest, tallestBar }: `off`
 * the taps whose target was not wholly on screen, `outside` the decisions with a bar button outside the viewport,
 * `end` why it stopped, `smallest` the smallest side of any target offered ({ size, label }), `tallestBar` the
 * decision bar's greatest height in px.
 */
export async function playReach(page, { taps, seed, waitMs = 12_000 }) {
  const rng = seeded(seed);
  const log = [];
  let off = 0;
  let outside = 0;
  let end = 'taps';
  let smallest = { size: Number.POSITIVE_INFINITY, label: '' };
  let tallestBar = 0;
  while (log.length < taps) {
    let s = await page.evaluate(survey);
    const waitUntil = Date.now() + waitMs;
    // A bot's turn, or a screen still changing: wait for something to tap.
    while (s.screen !== 'over' && s.candidates.length === 0 && Date.now() < waitUntil) {
      await page.waitForTimeout(150);
      s = await page.evaluate(survey);
    }
    if (s.screen === 'over') {
      end = 'over';
      break;
    }
    if (s.candidates.length === 0) {
      end = `stuck on ${s.screen}`;
      break;
    }
    if (s.outside.length > 0) outside++;
    if (s.screen === 'table') tallestBar = Math.max(tallestBar, s.barHeight);
    for (const c of s.candidates) if (c.size < smallest.size) smallest = { size: c.size, label: c.label };
    const pick = s.candidates[Math.floor(rng() * s.candidates.length)];
    if (!pick.shown) off++;
    log.push({ ...pick, screen: s.screen, outside: s.outside });
    const handle = page.locator(`[data-reach="${pick.index}"]`);
    // Like a thumb: scroll only when the target is not on screen, and only as far as needed.
    if (!pick.shown) {
      await handle.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' }));
    }
    await handle.click({ timeout: 5000 }).catch(() => {
      end = `could not tap ${pick.label}`;
    });
    if (end.startsWith('could not')) break;
    await settle(page);
  }
  return { taps: log.length, off, outside, end, log, smallest, tallestBar };
}
