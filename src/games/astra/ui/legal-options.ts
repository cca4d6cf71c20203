// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself.

import type { AsMove } from '../rules/types';

export interface LegalOptions {
  /** "card:star" keys of stars that may be tapped now, and the move each sends. */
  readonly stars: ReadonlyMap<string, AsMove>;
  readonly activate: ReadonlySet<string>;
  readonly refresh: ReadonlySet<string>;
  readonly discover: ReadonlySet<string>;
  readonly discard: ReadonlySet<string>;
  readonly boons: ReadonlySet<number>;
  readonly rest: boolean;
  readonly stop: boolean;
  readonly pass: boolean;
}

export const starKey = (card: string, star: number) => `${card}:${star}`;

/** `observing` is the card of the observe action under way (mark moves name only the star). */
export function legalOptions(legal: readonly AsMove[], observing: string | null): LegalOptions {
  const stars = new Map<string, AsMove>();
  const sets = { activate: new Set<string>(), refresh: new Set<string>(), discover: new Set<string>() };
  const discard = new Set<string>();
  const boons = new Set<number>();
  const flags = { rest: false, stop: false, pass: false };
  for (const m of legal) {
    switch (m.kind) {
      case 'observe':
        stars.set(starKey(m.card, m.star), m);
        break;
      case 'mark':
        if (observing) stars.set(starKey(observing, m.star), m);
        break;
      case 'activate':
      case 'refresh':
      case 'discover':
        sets[m.kind].add(m.card);
        break;
      case 'discard':
        discard.add(m.card);
        break;
      case 'boon':
        boons.add(m.boon);
        break;
      case 'rest':
      case 'stop':
      case 'pass':
        flags[m.kind] = true;
        break;
    }
  }
  return { stars, ...sets, discard, boons, ...flags };
}
