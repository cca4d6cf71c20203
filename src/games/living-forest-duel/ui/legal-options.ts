// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { Element } from '../data';
import type { LfMove } from '../rules/types';

export interface LegalOptions {
  readonly reveal: boolean;
  readonly pass: boolean;
  readonly finish: boolean;
  readonly tokens: ReadonlySet<Element>;
  readonly recruit: ReadonlySet<number>;
  readonly extinguish: ReadonlySet<number>;
  /** Per pile, the forest squares ("x,y") it may go on. */
  readonly plant: ReadonlyMap<Element, ReadonlySet<string>>;
  readonly steps: readonly number[];
  readonly varan: boolean;
  readonly skipSanki: boolean;
}

export const squareKey = (x: number, y: number): string => `${x},${y}`;

export function legalOptions(legal: readonly LfMove[]): LegalOptions {
  const tokens = new Set<Element>();
  const recruit = new Set<number>();
  const extinguish = new Set<number>();
  const plant = new Map<Element, Set<string>>();
  const steps: number[] = [];
  const flags = { reveal: false, pass: false, finish: false, varan: false, skipSanki: false };
  for (const m of legal) {
    switch (m.kind) {
      case 'token':
        tokens.add(m.element);
        break;
      case 'recruit':
        recruit.add(m.slot);
        break;
      case 'extinguish':
        extinguish.add(m.clearing);
        break;
      case 'plant': {
        const set = plant.get(m.pile) ?? new Set<string>();
        set.add(squareKey(m.x, m.y));
        plant.set(m.pile, set);
        break;
      }
      case 'advance':
        steps.push(m.steps);
        break;
      case 'sankiVaran':
        flags.varan = true;
        break;
      case 'reveal':
      case 'pass':
      case 'finish':
      case 'skipSanki':
        flags[m.kind] = true;
        break;
      case 'keepVaran':
        break;
    }
  }
  return { ...flags, tokens, recruit, extinguish, plant, steps };
}
