// After a choice, the sheet's lit targets are brought into view together (the frame only scrolls when none of them
// is on screen; a number that may go in a dozen slots over two floors should show them all, not just the first).

const LIT = '[data-legal="true"]';

/** The nearest ancestor that scrolls vertically now (the table's scroller), or null. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p !== null; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

/** -1 when the view is turned upside down (flat-table mode): scrolling down then moves the content down on screen. */
function verticalSign(el: HTMLElement): number {
  let sign = 1;
  for (let p: HTMLElement | null = el; p !== null; p = p.parentElement) {
    const t = getComputedStyle(p).transform;
    if (t && t !== 'none' && new DOMMatrixReadOnly(t).d < 0) sign = -sign;
  }
  return sign;
}

/** The top of the view-high window that holds the most lit targets, for targets spread wider than the view. */
function busiestTop(rects: readonly DOMRect[], room: number): number {
  let top = rects[0]?.top ?? 0;
  let count = 0;
  for (const r of rects) {
    const n = rects.filter((o) => o.top >= r.top - 1 && o.bottom <= r.top + room).length;
    if (n > count) [top, count] = [r.top, n];
  }
  return top;
}

/**
 * When some of the lit targets inside `region` are off screen, scroll so that they all are if they fit (centred),
 * else so that as many as fit are.
 */
export function showLit(region: HTMLElement | null): void {
  if (region === null) return;
  const rects = [...region.querySelectorAll<Element>(LIT)]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => el.getBoundingClientRect());
  const scroller = rects.length > 0 ? scrollParent(region) : null;
  if (scroller === null) return;
  const box = scroller.getBoundingClientRect();
  const viewTop = Math.max(box.top, 0);
  const room = Math.min(box.bottom, window.innerHeight) - viewTop;
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  if (top >= viewTop - 1 && bottom <= viewTop + room + 1) return;
  // How far the content should move up on screen.
  const shift = bottom - top > room ? busiestTop(rects, room) - viewTop - 4 : (top + bottom - room) / 2 - viewTop;
  scroller.scrollBy({ top: shift * verticalSign(scroller), behavior: 'instant' });
}
