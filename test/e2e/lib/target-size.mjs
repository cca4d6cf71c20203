// Tap targets on a phone (issue 28): every live data-legal target on the table's surface is at least 44 px each way.
import { assert } from './checks.mjs';

export const MIN_TARGET_PX = 44;

/** Runs in the page: the legal targets drawn smaller than `min` px in width or height, with their sizes. */
function measureSmall(min) {
  const surface = document.querySelector('.game-surface');
  const small = [];
  for (const el of surface ? surface.querySelectorAll('[data-legal="true"]') : []) {
    if (el.getClientRects().length === 0 || el.closest('[hidden], [inert]') || el.disabled) continue;
    const r = el.getBoundingClientRect();
    if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
    const label = (el.getAttribute('data-testid') || el.getAttribute('aria-label') || el.tagName).trim();
    small.push({
      label: label.slice(0, 40),
      width: Math.round(r.width * 10) / 10,
      height: Math.round(r.height * 10) / 10,
    });
  }
  return small;
}

/** The legal targets on screen now that are smaller than `min` px (an empty list when every one is large enough). */
export function smallTargets(page, min = MIN_TARGET_PX) {
  return page.evaluate(measureSmall, min);
}

/** Fails, naming the targets and their sizes, when a legal target on the table now is smaller than `min` px. */
export async function assertTargetSizes(page, what, min = MIN_TARGET_PX) {
  const small = await smallTargets(page, min);
  const list = small.map((t) => `${t.label} ${t.width}x${t.height}`).join(', ');
  assert(small.length === 0, `${what}: ${small.length} legal target(s) under ${min} px: ${list}`);
}
