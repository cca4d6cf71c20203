// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { Color } from '../data';
import type { AdMove, LineTarget } from '../rules/types';

export interface LegalOptions {
  /** "workshop-colour" keys of sun takes. */
  readonly sun: ReadonlySet<string>;
  readonly moon: ReadonlySet<Color>;
  readonly chipTakes: ReadonlySet<number>;
  readonly plates: ReadonlySet<number>;
  readonly draw: boolean;
  readonly lines: ReadonlySet<LineTarget>;
  readonly stack: readonly Color[];
  /** Slots a pending plate may go to (any of the 4 turns is legal there). */
  readonly slots: ReadonlySet<number>;
  readonly toggles: ReadonlySet<number>;
  readonly fills: readonly { readonly line: number; readonly color: Color }[];
  readonly endChips: boolean;
  /** "line-col" keys of wall moves. */
  readonly walls: ReadonlySet<string>;
  readonly pass: boolean;
}

export function legalOptions(legal: readonly AdMove[]): LegalOptions {
  const sun = new Set<string>();
  const moon = new Set<Color>();
  const chipTakes = new Set<number>();
  const plates = new Set<number>();
  const lines = new Set<LineTarget>();
  const stack: Color[] = [];
  const slots = new Set<number>();
  const toggles = new Set<number>();
  const fills: { line: number; color: Color }[] = [];
  const walls = new Set<string>();
  let draw = false;
  let endChips = false;
  let pass = false;
  for (const m of legal) {
    switch (m.kind) {
      case 'takeSun':
        sun.add(`${m.workshop}-${m.color}`);
        break;
      case 'takeMoon':
        moon.add(m.color);
        break;
      case 'takeChip':
        chipTakes.add(m.workshop);
        break;
      case 'takePlate':
        plates.add(m.plate);
        break;
      case 'drawPlate':
        draw = true;
        break;
      case 'placeTiles':
        lines.add(m.line);
        break;
      case 'stackTile':
        stack.push(m.color);
        break;
      case 'placePlate':
        slots.add(m.slot);
        break;
      case 'toggleChip':
        toggles.add(m.chip);
        break;
      case 'chipFill':
        fills.push({ line: m.line, color: m.color });
        break;
      case 'endChips':
        endChips = true;
        break;
      case 'wall':
        walls.add(`${m.line}-${m.col}`);
        break;
      case 'pass':
        pass = true;
        break;
    }
  }
  return { sun, moon, chipTakes, plates, draw, lines, stack, slots, toggles, fills, endChips, walls, pass };
}
