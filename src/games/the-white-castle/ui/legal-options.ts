// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { Space, WcMove, WcView } from '../rules/types';

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

const printed: Record<Space, number> = { r0: 3, r1: 3, r2: 3, r3: 4, r4: 4, well: 1, o0: 5, o1: 5, d: 6 };

/** The value a die placed on `space` is compared with: the top die there, else the printed value. */
export function coveredValue(view: WcView, space: Space): number {
  if (space === 'well' || space === 'd') return printed[space];
  const dice =
    space === 'o0' || space === 'o1' ? view.outside[space === 'o0' ? 0 : 1] : view.rooms[Number(space.slice(1))]?.dice;
  return dice?.[dice.length - 1]?.value ?? printed[space];
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
    const bridge = view.bridges[m.bridge] ?? [];
    const die = m.end === 'L' ? bridge[0] : bridge[bridge.length - 1];
    const delta = (die?.value ?? 0) - coveredValue(view, m.space);
    byDie.set(key, [...(byDie.get(key) ?? []), { move: m, delta }]);
  }
  return { dice, targets: (key) => byDie.get(key) ?? [], others };
}
