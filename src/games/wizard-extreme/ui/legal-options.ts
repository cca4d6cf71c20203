// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { Seat } from '../../../engine/game';
import type { Card, Color, ReturnKind } from '../data';
import type { WeMove } from '../rules/types';

export interface LegalOptions {
  /** Card keys ("red-9") that may be played now. */
  readonly playable: ReadonlySet<string>;
  readonly take: ReadonlySet<Color>;
  /** For each colour, the seats a seal of it may be taken from. */
  readonly steal: ReadonlyMap<Color, readonly Seat[]>;
  readonly wizard: boolean;
  readonly endPrediction: boolean;
  readonly returns: readonly ReturnKind[];
}

export const cardKey = (c: Card): string => `${c.color}-${c.value}`;

export function legalOptions(legal: readonly WeMove[]): LegalOptions {
  const playable = new Set<string>();
  const take = new Set<Color>();
  const steal = new Map<Color, Seat[]>();
  const returns: ReturnKind[] = [];
  let wizard = false;
  let endPrediction = false;
  for (const m of legal) {
    switch (m.kind) {
      case 'play':
        playable.add(cardKey(m.card));
        break;
      case 'takeSeal':
        take.add(m.color);
        break;
      case 'stealSeal':
        steal.set(m.color, [...(steal.get(m.color) ?? []), m.from]);
        break;
      case 'takeWizard':
        wizard = true;
        break;
      case 'endPrediction':
        endPrediction = true;
        break;
      case 'returnSeal':
        returns.push(m.color);
        break;
    }
  }
  return { playable, take, steal, wizard, endPrediction, returns };
}
