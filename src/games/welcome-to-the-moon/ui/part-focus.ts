// A phone's two steps for lit targets spread wider than one screen (The Virus's quarters, The Escape's starships):
// the parts of the sheet holding a lit target are lit first, the sheet shrunk to show them all (use-reach-zoom.ts),
// and a tap on one lights its own targets, with a way back to the other parts. The table keeps the part in focus
// (SheetProps.part), tied to the lit targets it was chosen for.

import type { SheetProps } from './sheet-props';

/** Where a sheet's targets belong: a slot's or box's part, undefined for a box outside every part (kept lit). */
export interface Parts {
  readonly ofSlot: (slot: number) => number;
  readonly ofBox: (box: number) => number | undefined;
  /** Whether these parts (sorted) lie too far apart for one screen. */
  readonly far: (parts: readonly number[]) => boolean;
  /** Offered on wider screens too (The Virus on a tablet is taller than the screen as well); else phones only. */
  readonly wide?: boolean;
}

export interface PartFocus {
  /** The part in focus; null for the overview (or when the targets are lit at once). */
  readonly part: number | null;
  /** The parts holding a lit target, in order. */
  readonly lit: readonly number[];
  /** True when the parts are offered first (a phone, and the lit targets too far apart). */
  readonly choose: boolean;
  readonly pick: (part: number | null) => void;
}

export function partFocus(props: SheetProps, parts: Parts): PartFocus {
  const o = props.options;
  const slots = o ? [...o.writes.keys(), ...o.xSlots].map(parts.ofSlot) : [];
  const boxes = o ? [...o.marks].flatMap((b) => parts.ofBox(b) ?? []) : [];
  const lit = [...new Set([...slots, ...boxes])].sort((a, b) => a - b);
  const key = lit.join(' ');
  const choose = (props.narrow === true || parts.wide === true) && parts.far(lit);
  const focus = props.part ?? null;
  const part = choose && focus !== null && focus.key === key && lit.includes(focus.at) ? focus.at : null;
  return { part, lit, choose, pick: (p) => props.onPart?.(p === null ? null : { key, at: p }) };
}

/** The sheet's props with only the targets of `part` lit (none of any part when null); boxes outside parts stay. */
export function onlyPart(props: SheetProps, parts: Parts, part: number | null): SheetProps {
  const options = props.options;
  if (!options) return props;
  const inPart = (slot: number) => part !== null && parts.ofSlot(slot) === part;
  const boxInPart = (box: number) => {
    const at = parts.ofBox(box);
    return at === undefined || at === part;
  };
  return {
    ...props,
    options: {
      ...options,
      writes: new Map([...options.writes].filter(([slot]) => inPart(slot))),
      xSlots: new Set([...options.xSlots].filter(inPart)),
      marks: new Set([...options.marks].filter(boxInPart)),
    },
  };
}
