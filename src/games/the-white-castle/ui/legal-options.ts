// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import { assertDefined } from '../../../engine/assert';
import { coveredValue, dieAt } from '../rules/place';
import type { WcMove, WcView } from '../rules/types';

type Place = Extract<WcMove, { kind: 'place' }>;

export interface Target {
  readonly move: Place;
  /** Coins the placement gains (positive) or costs (negative), as the rules will count them. */
  readonly delta: number;
}

export interface LegalOptions {
  /** "bridge-end" keys of dice that can be taken. */
  readonly dice: ReadonlySet<string>;
  /** Every placement of the die `key`, by space (and action for Outside the Walls). */
  targets(key: string): readonly Target[];
  /** Moves other than placements, shown as buttons (choices, trades, end turn). */
  readonly others: readonly WcMove[];
}

export function legalOptions(view: WcView, legal: readonly WcMove[]): LegalOptions {
  const dice = new Set<string>();
  const byDie = new Map<string, Target[]>();
  const others: WcMove[] = [];
  for (const m of legal) {
    if (m.kind !== 'place') {
      others.push(m);
      continue;
    }
    const key = `${m.bridge}-${m.end}`;
    dice.add(key);
    const die = assertDefined(dieAt(view, m.bridge, m.end), `the die a legal placement takes (${key})`);
    const delta = die.value - coveredValue(view, m.space);
    byDie.set(key, [...(byDie.get(key) ?? []), { move: m, delta }]);
  }
  return { dice, targets: (key) => byDie.get(key) ?? [], others };
}
