// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { WtmMove } from '../rules/types';

export interface LegalOptions {
  readonly combos: ReadonlySet<number>;
  /** Slot -> the numbers a write there may put (several where the astronaut modifies the number). */
  readonly writes: ReadonlyMap<number, readonly number[]>;
  readonly xSlots: ReadonlySet<number>;
  readonly arrows: ReadonlySet<number>;
  readonly systemError: boolean;
  readonly cancel: boolean;
  readonly confirm: boolean;
}

export function legalOptions(legal: readonly WtmMove[]): LegalOptions {
  const combos = new Set<number>();
  const writes = new Map<number, number[]>();
  const xSlots = new Set<number>();
  const arrows = new Set<number>();
  let systemError = false;
  let cancel = false;
  let confirm = false;
  for (const m of legal) {
    switch (m.kind) {
      case 'choose':
        combos.add(m.combo);
        break;
      case 'write':
        writes.set(m.slot, [...(writes.get(m.slot) ?? []), m.number]);
        break;
      case 'placeX':
        xSlots.add(m.slot);
        break;
      case 'activate':
        arrows.add(m.box);
        break;
      case 'systemError':
        systemError = true;
        break;
      case 'cancel':
        cancel = true;
        break;
      case 'confirm':
        confirm = true;
        break;
    }
  }
  return { combos, writes, xSlots, arrows, systemError, cancel, confirm };
}
