// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { Seat } from '../../../engine/game';
import type { Rank } from '../data';
import type { CtMove } from '../rules/types';

export interface LegalOptions {
  readonly draft: ReadonlySet<Rank>;
  readonly discardDraft: ReadonlySet<Rank>;
  readonly takeGold: boolean;
  readonly drawCards: boolean;
  readonly keep: ReadonlySet<number>;
  readonly build: ReadonlySet<number>;
  readonly income: boolean;
  readonly assassinate: ReadonlySet<Rank>;
  readonly rob: ReadonlySet<Rank>;
  readonly swap: ReadonlySet<Seat>;
  readonly toggle: ReadonlySet<number>;
  readonly redraw: boolean;
  /** "seat:card" keys the Warlord may destroy. */
  readonly destroy: ReadonlySet<string>;
  readonly laboratory: ReadonlySet<number>;
  readonly smithy: boolean;
  readonly graveyard: boolean;
  readonly endTurn: boolean;
}

export const destroyKey = (seat: Seat, card: number) => `${seat}:${card}`;

export function legalOptions(legal: readonly CtMove[]): LegalOptions {
  const sets = {
    draft: new Set<Rank>(),
    discardDraft: new Set<Rank>(),
    keep: new Set<number>(),
    build: new Set<number>(),
    assassinate: new Set<Rank>(),
    rob: new Set<Rank>(),
    swap: new Set<Seat>(),
    toggle: new Set<number>(),
    destroy: new Set<string>(),
    laboratory: new Set<number>(),
  };
  const flags = new Set<CtMove['kind']>();
  for (const m of legal) {
    flags.add(m.kind);
    switch (m.kind) {
      case 'draft':
      case 'discardDraft':
      case 'assassinate':
      case 'rob':
        sets[m.kind].add(m.character);
        break;
      case 'keepCard':
        sets.keep.add(m.card);
        break;
      case 'build':
      case 'laboratory':
        sets[m.kind].add(m.card);
        break;
      case 'toggleDiscard':
        sets.toggle.add(m.card);
        break;
      case 'swapHands':
        sets.swap.add(m.seat);
        break;
      case 'destroy':
        sets.destroy.add(destroyKey(m.seat, m.card));
        break;
      default:
        break;
    }
  }
  return {
    ...sets,
    takeGold: flags.has('takeGold'),
    drawCards: flags.has('drawCards'),
    income: flags.has('income'),
    redraw: flags.has('redraw'),
    smithy: flags.has('smithy'),
    graveyard: flags.has('graveyard'),
    endTurn: flags.has('endTurn'),
  };
}
