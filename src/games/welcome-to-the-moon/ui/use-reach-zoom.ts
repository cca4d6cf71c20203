// The phone's focused sheet. Every lit slot or box gets a hit pad a finger wide (44 CSS px, see finger.ts); where lit
// targets sit closer together than a finger, the drawing is enlarged until they are a finger apart, so no two pads
// overlap, and the frame is panned sideways to the lit part. While nothing on the sheet is lit (choosing a
// combination) the whole sheet fits the width again. Large lit targets that do not fit on the screen together (The
// Virus's quarters to choose from) shrink the drawing instead, down to a finger's size.

import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** The smallest side of a tap target on a phone (issue 28; the design card's 44 px). */
export const FINGER = 44;
/** Never enlarged further than this (the drawing would lose its overview). */
const MOST = 3;

const LIT = 'svg.wtm-sheet [data-legal="true"]';

function litTargets(frame: HTMLElement): Element[] {
  return [...frame.querySelectorAll(LIT)].filter((t) => {
    const r = t.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  });
}

/** True when the frame is drawn upside down (the flat-table view turns the whole table by 180°). */
function turned(el: Element): boolean {
  let flip = false;
  for (let p: Element | null = el; p !== null; p = p.parentElement) {
    const t = getComputedStyle(p).transform;
    if (t && t !== 'none' && new DOMMatrixReadOnly(t).a < 0) flip = !flip;
  }
  return flip;
}

/** Pan the frame sideways so the lit targets are in view: all of them centred, or from the first one. */
function panTo(frame: HTMLElement, targets: readonly Element[]): void {
  if (frame.scrollWidth <= frame.clientWidth + 1) return;
  const box = frame.getBoundingClientRect();
  const flip = turned(frame);
  // Each target's left and right in the frame's own content coordinates.
  const spans = targets.map((t) => {
    const r = t.getBoundingClientRect();
    const left = flip ? box.right - r.right : r.left - box.left;
    return { left: left + frame.scrollLeft, right: left + r.width + frame.scrollLeft };
  });
  const first = spans[0];
  if (!first) return;
  const left = Math.min(...spans.map((s) => s.left));
  const right = Math.max(...spans.map((s) => s.right));
  const room = frame.clientWidth;
  const to = right - left <= room ? (left + right - room) / 2 : first.left - 8;
  frame.scrollTo({ left: Math.max(0, to), behavior: 'instant' });
}

/** The nearest ancestor that scrolls up and down (the table's scroller), or null. */
function verticalScroller(el: Element): HTMLElement | null {
  for (let p = el.parentElement; p !== null; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if ((y === 'auto' || y === 'scroll') && p.scrollHeight > p.clientHeight + 1) return p;
  }
  return null;
}

/**
 * Scroll the page up or down, as little as needed, so that every lit target is wholly in view, when they fit in one
 * screenful (a bonus box below the written slot, an airlock further down the ship). A group taller than the view is
 * left to the table, which shows the screenful from its first target.
 */
function showAll(frame: HTMLElement, targets: readonly Element[]): void {
  const scroller = verticalScroller(frame);
  if (!scroller || targets.length === 0 || turned(frame)) return;
  const box = scroller.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const rects = targets.map((t) => t.getBoundingClientRect());
  const first = Math.min(...rects.map((r) => r.top));
  const last = Math.max(...rects.map((r) => r.bottom));
  if (last - first > bottom - top - 8) return;
  const shift = first < top + 4 ? first - top - 4 : last > bottom - 4 ? last - bottom + 4 : 0;
  if (Math.abs(shift) >= 1) scroller.scrollBy({ top: shift, behavior: 'instant' });
}

interface Drawn {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly lit: boolean;
}

const scaled = (a: Drawn, k: number): Drawn => ({ ...a, x: a.x * k, y: a.y * k, w: a.w * k, h: a.h * k });

/** What a target draws (without its hit areas), in CSS px, and whether it is lit. */
function drawnArea(t: Element): Drawn {
  const r = (t.querySelector(':scope > .wtm-tap-drawn') ?? t).getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height, lit: isLit(t) };
}

const isLit = (t: Element) => t.getAttribute('data-legal') === 'true';

/**
 * Whether, with the drawing enlarged `m` times, a lit target's finger pad keeps clear of a target drawn above it (a
 * later one in the drawing): of its pad when it is lit too, else of its drawing.
 */
function apart(a: Drawn, b: Drawn, m: number): boolean {
  const size = (t: Drawn, p: number) => (t.lit ? Math.max(FINGER, m * p) : m * p);
  const across = (size(a, a.w) + size(b, b.w)) / 2;
  const down = (size(a, a.h) + size(b, b.h)) / 2;
  return m * Math.abs(a.x - b.x) >= across - 1 || m * Math.abs(a.y - b.y) >= down - 1;
}

/**
 * The least enlargement (1 or more, at most `most`) at which no lit target's pad is covered by a target drawn after
 * it. `areas` are in drawing order, measured at enlargement 1.
 */
function enough(areas: readonly Drawn[], most: number): number {
  const pairs: [Drawn, Drawn][] = [];
  areas.forEach((a, i) => {
    if (!a.lit) return;
    for (const b of areas.slice(i + 1)) if (!apart(a, b, 1)) pairs.push([a, b]);
  });
  for (let m = 1; m < most; m += 0.02) {
    if (pairs.every(([a, b]) => apart(a, b, m))) return m;
  }
  return most;
}

/** The height of the screen's part where the table's content shows (above the decision bar), or null. */
function bandHeight(frame: HTMLElement): number | null {
  const scroller = verticalScroller(frame);
  if (!scroller) return null;
  const box = scroller.getBoundingClientRect();
  return Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
}

/**
 * Below 1 when the lit targets are large (The Virus's quarters to choose from) and together taller than the screen:
 * the drawing shrinks until they fit, as long as each stays a finger wide and no lit pad is covered. `areas` are
 * measured at enlargement 1, in drawing order; 1 when they fit already or cannot be made to.
 */
function shrinkToFit(areas: readonly Drawn[], band: number | null): number {
  const lit = areas.filter((a) => a.lit);
  if (band === null || lit.length === 0) return 1;
  const top = Math.min(...lit.map((a) => a.y - a.h / 2));
  const bottom = Math.max(...lit.map((a) => a.y + a.h / 2));
  const m = (band - 16) / (bottom - top);
  // Only when they then fit, each still a finger wide: shrinking a little would only move what is out of view.
  const floor = FINGER / Math.min(...lit.map((a) => Math.min(a.w, a.h)));
  if (m >= 1 || m < floor) return 1;
  const clear = areas.every((a, i) => !a.lit || areas.slice(i + 1).every((b) => apart(a, b, m)));
  return clear ? m : 1;
}

/** CSS px per sheet unit of the drawing in the frame (0 when there is none). */
function pxPerUnit(frame: HTMLElement): number {
  const svg = frame.querySelector<SVGSVGElement>('svg.wtm-sheet');
  const units = svg?.viewBox?.baseVal?.width ?? 0;
  return svg && units > 0 ? svg.getBoundingClientRect().width / units : 0;
}

export interface Reach {
  /** The enlargement of the drawing (1 = fitted to the width). */
  readonly factor: number;
  /** A finger in sheet units for the tap targets' pads; null when not on a phone. */
  readonly finger: number | null;
}

/**
 * The phone's enlargement of the sheet and the finger's size in its units, measured from the drawing after every
 * render; `frame` is the sheet's scrolling frame. A new set of lit targets pans the frame to them once (sideways, and
 * up or down when they fit in one screenful), so a player who pans away to look is not pulled back.
 */
export function useReachZoom(frame: RefObject<HTMLElement | null>, narrow: boolean): Reach {
  const [reach, setReach] = useState<Reach>({ factor: 1, finger: null });
  const panned = useRef('');
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const perUnit = narrow ? pxPerUnit(el) : 0;
    const finger = perUnit > 0 ? (FINGER * 1.02) / perUnit : null;
    const lit = litTargets(el);
    // Measured at today's enlargement: lit targets grow apart with the drawing's width; shrink first when the lit
    // targets changed (measuring from 1 again would need a render at 1).
    const all = lit.length > 0 ? [...el.querySelectorAll('svg.wtm-sheet [role="button"]')] : [];
    const areas = all.map((t) => scaled(drawnArea(t), 1 / reach.factor));
    // Only a phone enlarges (its lit targets have finger pads); any screen shrinks large lit targets to fit.
    const grown = finger !== null && lit.length > 0 ? enough(areas, MOST) : 1;
    const factor = grown === 1 && lit.length > 0 ? shrinkToFit(areas, bandHeight(el)) : grown;
    const moved = Math.abs(factor - reach.factor) > 0.02;
    const fingerMoved =
      (finger === null) !== (reach.finger === null) || Math.abs((finger ?? 0) - (reach.finger ?? 0)) > 0.5;
    if (moved || fingerMoved) {
      setReach({ factor: moved ? factor : reach.factor, finger });
      return;
    }
    const key = lit.map((t) => t.getAttribute('data-testid')).join(' ');
    if (key !== panned.current) {
      panned.current = key;
      if (lit.length > 0) {
        panTo(el, lit);
        showAll(el, lit);
      }
    }
  });
  return reach;
}
