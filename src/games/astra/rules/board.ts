// Reading and updating the board: star graphs, players, the sky.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { BY_ID, type Constellation, TRACKS } from '../data';
import type { AsState, Player, SkyCard } from './types';

export const cardOf = (id: string): Constellation => assertDefined(BY_ID.get(id), `constellation ${id}`);
export const playerOf = (s: AsState, seat: Seat): Player => assertDefined(s.players[seat], `player ${seat}`);
export const skyCard = (s: AsState, id: string): SkyCard | undefined => s.sky.find((c) => c.id === id);

export function neighbours(c: Constellation, star: number): number[] {
  return c.edges.flatMap(([a, b]) => (a === star ? [b] : b === star ? [a] : []));
}

/** Where an observe action may begin on this card: its start star while unmarked, else a free star by a mark. */
export function firstStars(sky: SkyCard): number[] {
  const c = cardOf(sky.id);
  if (sky.marks.every((m) => m === null)) return [c.start];
  const free = new Set<number>();
  sky.marks.forEach((m, i) => {
    if (m === null) return;
    for (const n of neighbours(c, i)) if (sky.marks[n] === null) free.add(n);
  });
  return [...free].sort((a, b) => a - b);
}

/** The unmarked stars joined to the star marked just before. */
export function nextStars(sky: SkyCard, last: number): number[] {
  return neighbours(cardOf(sky.id), last)
    .filter((n) => sky.marks[n] === null)
    .sort((a, b) => a - b);
}

/** Helpers of a discovery by `seat`: every other seat with marks on the card, most marks first (then seat order). */
export function helperOrder(marks: readonly (Seat | null)[], seat: Seat): [Seat, number][] {
  const others = [...new Set(marks.filter((m): m is Seat => m !== null && m !== seat))];
  const helpers = others.map((m): [Seat, number] => [m, marks.filter((x) => x === m).length]);
  return helpers.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}

export const isComplete = (sky: SkyCard) => sky.marks.every((m) => m !== null);

export function withPlayer(s: AsState, seat: Seat, f: (p: Player) => Player): AsState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? f(p) : p)) };
}

export const gainPouch = (p: Player, n: number): Player => ({ ...p, pouch: Math.min(TRACKS.pouchMax, p.pouch + n) });
export const gainWisdom = (p: Player, n: number): Player => ({
  ...p,
  wisdom: Math.min(TRACKS.wisdomMax, p.wisdom + n),
});

/** Exhausted constellations of this seat other than `except`. */
export const exhaustedCards = (p: Player, except?: string) =>
  p.cards.filter((c) => c.exhausted && c.id !== except).map((c) => c.id);

export function setExhausted(p: Player, ids: readonly string[], exhausted: boolean): Player {
  return { ...p, cards: p.cards.map((c) => (ids.includes(c.id) ? { ...c, exhausted } : c)) };
}

/** The most stars one observe line could mark starting at `from` (free), walking only free stars. */
export function longestLine(c: Constellation, marks: readonly (Seat | null)[], from: number): number {
  const seen = marks.map((m) => m !== null);
  const walk = (star: number): number => {
    seen[star] = true;
    let best = 0;
    for (const n of neighbours(c, star)) if (!seen[n]) best = Math.max(best, walk(n));
    seen[star] = false;
    return best + 1;
  };
  return walk(from);
}
