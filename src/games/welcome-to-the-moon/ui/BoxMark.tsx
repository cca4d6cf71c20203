// Small sheet boxes: a labelled box that shows circled / crossed, a focusable tap target around sheet parts, and
// the numbered slot every sheet draws.

import type { ComponentChildren } from 'preact';
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

export function TapBox({ testid, legal, active, label, onTap, cls, hit, children }: TapBoxProps) {
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
      {hit ? <rect class="wtm-hit" x={hit.x} y={hit.y} width={hit.w} height={hit.h} /> : null}
      {children}
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
