// The view follows the decision: when a decision opens (or a tap changes what is lit) and none of its legal targets
// is on screen, the table's scroller brings the first one into view, smoothly unless reduced motion is asked for;
// keyboard focus that was lost with a re-render goes to that target. Games mark legal targets data-legal="true".

import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

const LEGAL = '[data-legal="true"]:not([disabled])';

/** Whether `el` lies wholly inside the scroller's visible box (and so inside the screen, above the decision bar). */
export function isWhollyShown(el: Element, scroller: Element): boolean {
  const r = el.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  // A target taller than the view counts as shown when its top is (a board region larger than a phone).
  const tall = r.height > bottom - top;
  return (
    r.left >= left - 1 &&
    r.right <= right + 1 &&
    r.top >= top - 1 &&
    (tall ? r.top < bottom - 44 : r.bottom <= bottom + 1)
  );
}

function reducedMotion(): boolean {
  if (document.documentElement.dataset.animations === 'off') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Bring the first legal target into view when none is; returns the target scrolled to, or null. */
export function followDecision(scroller: HTMLElement): HTMLElement | null {
  const targets = [...scroller.querySelectorAll<HTMLElement>(LEGAL)].filter((t) => t.getClientRects().length > 0);
  const first = targets[0];
  if (first === undefined || targets.some((t) => isWhollyShown(t, scroller))) return null;
  const tall = first.getBoundingClientRect().height > scroller.clientHeight;
  first.scrollIntoView({
    block: tall ? 'start' : 'center',
    inline: 'nearest',
    behavior: reducedMotion() ? 'auto' : 'smooth',
  });
  return first;
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
      followDecision(scroller);
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
        frame = requestAnimationFrame(() => followDecision(scroller));
      });
    };
    scroller.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('click', onClick);
    };
  }, [scrollerRef]);
}
