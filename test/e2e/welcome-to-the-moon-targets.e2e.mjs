// Issue 28, Welcome to the Moon on a 390x844 phone: every legal target a player taps during a turn (combinations,
// the slots and boxes of the sheet, worded answers, the decision bar's buttons) is at least 44x44 CSS px, in every
// adventure. Two people play a few turns of each adventure by tapping; before every tap the smallest legal target is
// measured, and a finger-sized square on each lit target of the sheet must land on it everywhere. WTM_SHOTS=<dir> saves a screenshot of each adventure mid-turn.
import { assert } from './lib/checks.mjs';
import { seeded, settle } from './lib/reach.mjs';
import { startHumanGame } from './lib/setup.mjs';
import { adventureChoice, LEGAL, tap, toTable } from './lib/wtm-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
const PHONE = { width: 390, height: 844 };
const MIN = 44;
const TAPS = 36;

/** Runs in the page: every live legal target on the table and every bar button, with its size in CSS px. */
function measure() {
  const live = (el) => el.getClientRects().length > 0 && !el.closest('[hidden], [inert]');
  const els = [
    ...document.querySelectorAll('[data-testid="table-scroll"] [data-legal="true"]'),
    ...document.querySelectorAll('[data-testid="decision-actions"] button'),
  ].filter((el) => live(el) && !el.disabled);
  // A target on the sheet is as big as the part of it inside the drawing (the drawing clips what lies outside it).
  const clip = (el, box) => {
    const svg = el.closest('svg')?.getBoundingClientRect();
    if (!svg) return box;
    const left = Math.max(box.left, svg.left);
    const top = Math.max(box.top, svg.top);
    const right = Math.min(box.right, svg.right);
    const bottom = Math.min(box.bottom, svg.bottom);
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };
  const sized = els.map((el) => {
    const r = clip(el, el.getBoundingClientRect());
    const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.tagName;
    const onTable = el.closest('[data-testid="table-scroll"]') !== null;
    return { id, r, onTable, w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 };
  });
  // A finger on a lit target of the sheet: a 44 px square centred on it must land on that target wherever it touches
  // (sampled on a 3x3 grid of points on screen), not on a neighbour's pad or drawing.
  const vw = window.innerWidth;
  const scroller = document.querySelector('[data-testid="table-scroll"]')?.getBoundingClientRect();
  const overlaps = [];
  for (const { id, r } of sized) {
    const el = document.querySelector(`[data-testid="table-scroll"] [data-testid="${id}"]`);
    const frame = el?.closest('[data-testid="sheet"]')?.getBoundingClientRect();
    if (!el || !scroller || !frame) continue;
    // Only where the target shows: inside the sheet's frame (it pans sideways) and the table's scroller.
    const [top, bottom] = [Math.max(scroller.top, frame.top), Math.min(scroller.bottom, frame.bottom)];
    const [left, right] = [Math.max(0, frame.left), Math.min(vw, frame.right)];
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    for (const dx of [-19, 0, 19]) {
      for (const dy of [-19, 0, 19]) {
        const [x, y] = [cx + dx, cy + dy];
        if (x < left + 1 || x > right - 1 || y < top + 1 || y > bottom - 1) continue;
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
        const at = document.elementFromPoint(x, y);
        if (at && !el.contains(at))
          overlaps.push(`${id}@${dx},${dy}:${at.closest('[data-testid]')?.getAttribute('data-testid')}`);
      }
    }
  }
  return { sizes: sized.map(({ id, w, h, onTable }) => ({ id, w, h, onTable })), overlaps };
}

/** The next tap of a turn, picked by `rng` among the lit targets (combinations first), else skip, confirm, System Error. */
async function nextTarget(page, rng) {
  const combos = await page.locator(`${LEGAL}[data-testid^="combo-"]`).all();
  const lit = combos.length ? combos : await page.locator(LEGAL).all();
  if (lit.length) return lit[Math.floor(rng() * lit.length)];
  for (const id of ['skip', 'confirm-turn', 'system-error']) {
    if (await page.locator(T(id)).count()) return page.locator(T(id));
  }
  return null;
}

/** `TAPS` taps of two people's game of `adventure`; returns the smallest legal target seen and every one under MIN. */
async function playMeasured(page, adventure) {
  await startHumanGame(page, 'welcome-to-the-moon', { seats: 2, options: { adventure: adventureChoice(adventure) } });
  let smallest = { id: '-', w: Infinity, h: Infinity };
  const under = new Map();
  const rng = seeded(4400 + adventure);
  let overlapping = '';
  for (let i = 0; i < TAPS; i++) {
    await toTable(page);
    await settle(page);
    const { sizes, overlaps } = await page.evaluate(measure);
    if (overlaps.length && !overlapping) overlapping = overlaps.slice(0, 3).join(', ');
    for (const m of sizes) {
      // The smallest target on the table (the bar's buttons are the frame's, 44 px tall by design).
      if (m.onTable && Math.min(m.w, m.h) < Math.min(smallest.w, smallest.h)) smallest = m;
      const kind = m.id.replace(/\d+/g, 'n');
      if ((m.w < MIN || m.h < MIN) && !under.has(kind)) {
        under.set(kind, m);
        if (process.env.WTM_SHOTS)
          await page.screenshot({ path: `${process.env.WTM_SHOTS}/small-a${adventure}-${kind}.png` });
      }
    }
    const target = await nextTarget(page, rng);
    if (!target) break;
    if (process.env.WTM_SHOTS && i % 6 === 3) {
      await page.screenshot({ path: `${process.env.WTM_SHOTS}/wtm-targets-a${adventure}-${i}.png` });
    }
    await tap(page, target);
  }
  return { smallest, under: [...under.values()], overlapping };
}

function adventureTest(adventure) {
  return async (ctx) => {
    const { page } = ctx;
    await page.setViewportSize(PHONE);
    await page.goto(ctx.url);
    ctx.step(`adventure ${adventure} on a phone`);
    const { smallest, under, overlapping } = await playMeasured(page, adventure);
    console.log(
      `      adventure ${adventure}: smallest lit target on the table ${smallest.id} ${smallest.w}×${smallest.h} px`,
    );
    const list = under.map((m) => `${m.id} ${m.w}×${m.h}`).join(', ');
    assert(under.length === 0, `adventure ${adventure}: legal targets under ${MIN} px on the phone: ${list}`);
    assert(!overlapping, `adventure ${adventure}: a finger on a lit target lands elsewhere: ${overlapping}`);
  };
}

export default [1, 2, 3, 4, 5, 6, 7, 8].map((adventure) => ({
  name: `phone: every legal target of adventure ${adventure} is at least ${MIN}x${MIN} px`,
  run: adventureTest(adventure),
  timeout: 300_000,
}));
