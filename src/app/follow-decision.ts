// The view follows the decision. When a decision opens, its legal targets (data-legal="true") are brought into view
// together: centred when they fit in the table's scroller, else the screenful that starts with the first of them. After a
// tap inside the same decision the view moves only when none of the targets is left on screen, so a player who
// scrolled to look at something is not pulled away. Smooth unless reduced motion is asked for; keyboard focus lost
// with a re-render goes to the first target. The turned flat-table view is allowed for (its screen is upside down).

import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

const LEGAL = '[data-legal="true"]:not([disabled])';

interface Band {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The part of the screen where the scroller's content shows (the decision bar is outside it). */
function visibleBand(scroller: Element): Band {
  const box = scroller.getBoundingClientRect();
  return {
    top: Math.max(box.top, 0),
    bottom: Math.min(box.bottom, window.innerHeight),
    left: Math.max(box.left, 0),
    right: Math.min(box.right, window.innerWidth),
  };
}

/** Whether `el` lies wholly inside the scroller's visible box (and so inside the screen, above the decision bar). */
export function isWhollyShown(el: Element, scroller: Element): boolean {
  const r = el.getBoundingClientRect();
  const band = visibleBand(scroller);
  if (r.width === 0 && r.height === 0) return false;
  // A target taller than the view counts as shown when its top is (a board region larger than a phone).
  const tall = r.height > band.bottom - band.top;
  return (
    r.left >= band.left - 1 &&
    r.right <= band.right + 1 &&
    r.top >= band.top - 1 &&
    (tall ? r.top < band.bottom - 44 : r.bottom <= band.bottom + 1)
  );
}

/** Motion off in Settings, or the device asks for reduced motion: scroll at once. */
export function reducedMotion(): boolean {
  if (document.documentElement.dataset.animations === 'off') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** -1 when the view is turned upside down (flat table): scrolling on then moves the content down the screen. */
function screenSign(el: Element): number {
  let sign = 1;
  for (let p: Element | null = el; p !== null; p = p.parentElement) {
    const t = getComputedStyle(p).transform;
    if (t && t !== 'none' && new DOMMatrixReadOnly(t).d < 0) sign = -sign;
  }
  return sign;
}

function liveTargets(scroller: HTMLElement): HTMLElement[] {
  return [...scroller.querySelectorAll<HTMLElement>(LEGAL)].filter((t) => t.getClientRects().length > 0);
}

/**
 * Bring the legal targets into view: on `open` (a new decision) unless all of them are shown, on `tap` only when
 * none is. Returns how far the content was moved on screen (0 when it stayed).
 */
export function followDecision(scroller: HTMLElement, when: 'open' | 'tap' = 'open'): number {
  const targets = liveTargets(scroller);
  if (targets.length === 0) return 0;
  const shown = targets.filter((t) => isWhollyShown(t, scroller)).length;
  if (shown === targets.length || (when === 'tap' && shown > 0)) return 0;
  const rects = targets.map((t) => t.getBoundingClientRect());
  const band = visibleBand(scroller);
  const room = band.bottom - band.top;
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  // How far the content should move up the screen: the whole group centred, or, when it is taller than the view, the
  // screenful from its top (games put the targets that matter first: the pile before the squares it is planted on).
  const shift = bottom - top > room ? top - band.top - 4 : (top + bottom - room) / 2 - band.top;
  if (Math.abs(shift) < 1) return 0;
  scroller.scrollBy({ top: shift * screenSign(scroller), behavior: reducedMotion() ? 'instant' : 'smooth' });
  return shift;
}

function refocus(scroller: HTMLElement): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  scroller.querySelector<HTMLElement>(LEGAL)?.focus({ preventScroll: true });
}

/**
 * Run followDecision whenever `decisionKey` changes (a new decision, another viewer) and after every tap inside the
 * scroller (the next step's targets), once the re-render it caused has been painted.
 */
export function useFollowDecision(scrollerRef: RefObject<HTMLElement | null>, decisionKey: string): void {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const frame = requestAnimationFrame(() => {
      followDecision(scroller, 'open');
      refocus(scroller);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollerRef, decisionKey]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const onClick = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => followDecision(scroller, 'tap'));
      });
    };
    scroller.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('click', onClick);
    };
  }, [scrollerRef]);
}
