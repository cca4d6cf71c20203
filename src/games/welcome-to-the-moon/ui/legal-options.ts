// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { WtmMove } from '../rules/types';

export interface LegalOptions {
  readonly combos: ReadonlySet<number>;
  /** Slot -> the numbers a write there may put (several where the astronaut modifies the number). */
  readonly writes: ReadonlyMap<number, readonly number[]>;
  readonly xSlots: ReadonlySet<number>;
  readonly arrows: ReadonlySet<number>;
  /** Boxes a `mark` move may take now (robots, plants, walls). */
  readonly marks: ReadonlySet<number>;
  /** Joker choices: combination index -> actions a joker may turn it into. */
  readonly jokers: ReadonlyMap<number, readonly string[]>;
  readonly skip: boolean;
  /** Solo: a choice may spend an ASTRA bonus to remove the third card. */
  readonly removable: boolean;
  readonly systemError: boolean;
  readonly cancel: boolean;
  readonly confirm: boolean;
}

export function legalOptions(legal: readonly WtmMove[]): LegalOptions {
  const combos = new Set<number>();
  const writes = new Map<number, number[]>();
  const xSlots = new Set<number>();
  const arrows = new Set<number>();
  const marks = new Set<number>();
  const jokers = new Map<number, string[]>();
  let skip = false;
  let removable = false;
  let systemError = false;
  let cancel = false;
  let confirm = false;
  for (const m of legal) {
    switch (m.kind) {
      case 'choose':
        if (m.remove) removable = true;
        // A choice and its `remove: true` twin (solo, an ASTRA bonus left) offer the same joker action once.
        if (m.joker && !jokers.get(m.combo)?.includes(m.joker)) {
          jokers.set(m.combo, [...(jokers.get(m.combo) ?? []), m.joker]);
        } else combos.add(m.combo);
        break;
      case 'mark':
        marks.add(m.box);
        break;
      case 'skip':
        skip = true;
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
  return { combos, writes, xSlots, arrows, marks, jokers, skip, removable, systemError, cancel, confirm };
}
