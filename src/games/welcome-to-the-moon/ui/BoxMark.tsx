// Small sheet boxes: a labelled box that shows circled / crossed, a focusable tap target around sheet parts, and
// the numbered slot every sheet draws.

import type { ComponentChildren } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { FingerContext } from './finger';
import type { SheetProps } from './sheet-props';

export function BoxMark({ x, y, w, text, mark }: { x: number; y: number; w: number; text: string; mark?: string }) {
  return (
    <g class="wtm-bonus" data-mark={mark}>
      <rect x={x} y={y} width={w} height={20} rx={4} />
      <text x={x + w / 2} y={y + 14} text-anchor="middle">
        {text}
      </text>
      {mark === 'circle' ? (
        <ellipse class="wtm-ring" cx={x + w / 2} cy={y + 10} rx={w / 2 + 1} ry={Math.min(w / 2 + 1, 12)} />
      ) : null}
      {mark === 'cross' ? <line class="wtm-strike" x1={x} y1={y + 20} x2={x + w} y2={y} /> : null}
    </g>
  );
}

export interface TapBoxProps {
  readonly testid: string;
  readonly legal: boolean;
  /** Focusable only on the viewer's own sheet during their turn. */
  readonly active: boolean;
  readonly label: string;
  readonly onTap: () => void;
  readonly cls: string;
  /** An invisible hit area larger than the drawn box (as far as its neighbours allow), for fingers. */
  readonly hit?: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly children: ComponentChildren;
}

interface Area {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A pad at least a finger wide and tall, centred on what the target draws and kept inside the drawing's bounds. */
function fingerPad(drawn: Area, finger: number, bounds: Area): Area {
  const w = Math.max(finger, drawn.w);
  const h = Math.max(finger, drawn.h);
  const inside = (at: number, size: number, from: number, room: number) =>
    Math.min(Math.max(at, from), Math.max(from, from + room - size));
  return {
    x: inside(drawn.x + (drawn.w - w) / 2, w, bounds.x, bounds.w),
    y: inside(drawn.y + (drawn.h - h) / 2, h, bounds.y, bounds.h),
    w,
    h,
  };
}

const same = (a: Area | null, b: Area) => a !== null && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * The sheet-unit box of what a target draws and of the whole drawing (its viewBox), measured once it is on the page
 * (null until then, or where SVG cannot be measured).
 */
function useDrawnArea(wanted: boolean) {
  const ref = useRef<SVGGElement>(null);
  const [area, setArea] = useState<{ drawn: Area; bounds: Area } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!wanted || !el || typeof el.getBBox !== 'function') return;
    const b = el.getBBox();
    const v = el.ownerSVGElement?.viewBox.baseVal;
    const drawn = { x: b.x, y: b.y, w: b.width, h: b.height };
    const bounds = v ? { x: v.x, y: v.y, w: v.width, h: v.height } : drawn;
    if (!area || !same(area.drawn, drawn) || !same(area.bounds, bounds)) setArea({ drawn, bounds });
  });
  return { ref, area: wanted ? area : null };
}

export function TapBox({ testid, legal, active, label, onTap, cls, hit, children }: TapBoxProps) {
  // On a phone a lit target reaches a finger's size over what is around it (nothing else near it is lit: the table
  // enlarges the sheet until lit targets are a finger apart, use-reach-zoom.ts).
  const finger = useContext(FingerContext);
  const drawn = useDrawnArea(legal && finger !== null);
  const pad = drawn.area && finger !== null ? fingerPad(drawn.area.drawn, finger, drawn.area.bounds) : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG part cannot be a <button>; it is focusable and labelled instead.
    <g
      class={`${cls}${legal ? ' wtm-legal' : ''}`}
      data-testid={testid}
      data-legal={legal ? 'true' : 'false'}
      role="button"
      tabIndex={active ? 0 : -1}
      aria-label={label}
      onClick={onTap}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onTap();
      }}
    >
      {pad ? (
        <rect class="wtm-hit wtm-finger" x={pad.x} y={pad.y} width={pad.w} height={pad.h} />
      ) : hit ? (
        <rect class="wtm-hit" x={hit.x} y={hit.y} width={hit.w} height={hit.h} />
      ) : null}
      <g ref={drawn.ref} class="wtm-tap-drawn">
        {children}
      </g>
    </g>
  );
}

export interface TapBoxMarkProps {
  readonly box: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly text: string;
  /** What a screen reader says (the box's meaning in the viewer's words). */
  readonly words: string;
  /** The sheet drawn: its marks, the viewer's legal marks and where a tap goes. */
  readonly sheet: SheetProps;
  /**
   * The invisible hit pad: `snug` just around the box, `h` tall (boxes side by side, as on The Dome's towers), or
   * `wide`, centred on the box and at least 28 units a side (boxes with room around them).
   */
  readonly pad?: 'snug' | 'wide';
  readonly h?: number;
}

const WIDE_HIT = 28;

/** A small box of a sheet that a `mark` move may take: drawn with its mark, lit when legal, tapped to mark it. */
export function TapBoxMark({ box, x, y, w, text, words, sheet, pad = 'snug', h = 26 }: TapBoxMarkProps) {
  const hit =
    pad === 'wide'
      ? { x: x - (WIDE_HIT - w) / 2, y: y - (WIDE_HIT - 20) / 2, w: Math.max(WIDE_HIT, w), h: WIDE_HIT }
      : { x: x - 1, y: y - 3, w: w + 2, h };
  return (
    <TapBox
      testid={`box-${box}`}
      legal={sheet.options?.marks.has(box) ?? false}
      active={sheet.options !== null}
      label={words}
      onTap={() => sheet.onBox(box)}
      cls="wtm-box"
      hit={hit}
    >
      <BoxMark x={x} y={y} w={w} text={text} mark={sheet.sheet.marks[box]} />
    </TapBox>
  );
}

export interface SheetSlotProps {
  readonly slot: number;
  readonly x: number;
  readonly y: number;
  /** The square's side in sheet units. */
  readonly size: number;
  readonly props: SheetProps;
  /** Extra classes (a station's slot, the slot picked for the wall picker). */
  readonly extra?: string;
  readonly hit?: TapBoxProps['hit'];
}

/** A numbered slot of any sheet: its written number (or X), highlighted where the viewer may write now. */
export function SheetSlot({ slot, x, y, size, props, extra = '', hit }: SheetSlotProps) {
  const value = props.sheet.cells[slot - 1] ?? null;
  const legal = props.options ? props.options.writes.has(slot) || props.options.xSlots.has(slot) : false;
  return (
    <TapBox
      testid={`slot-${slot}`}
      legal={legal}
      active={props.options !== null}
      label={`${slot}: ${value ?? '—'}`}
      onTap={() => props.onSlot(slot)}
      cls={`wtm-slot${extra}`}
      hit={hit}
    >
      <rect x={x + 2} y={y + 2} width={size - 4} height={size - 4} rx={6} />
      <text x={x + size / 2} y={y + size / 2 + 7} text-anchor="middle" class="wtm-slot-value">
        {value === null ? '' : String(value)}
      </text>
    </TapBox>
  );
}
