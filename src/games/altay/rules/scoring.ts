// End and scoring (seed 勝利点): the breakdown by category, wonder points, the ranking and its tie-break.
import { assertDefined } from '../../../engine/assert';
import { type Message, type Seat, type SeatScore, type Status, termParam } from '../../../engine/game';
import { SECRET_BONUS, TERRAINS, TERRITORIES, WONDER_CAP } from '../data';
import { achType, cardOf, cardType, P } from './helpers';
import { mine, ownerOf } from './settlements';
import type { AlState } from './types';

export interface Breakdown {
  readonly achievements: number;
  readonly wonders: number;
  readonly cards: number;
  readonly territories: number;
  readonly captured: number;
  readonly markers: number;
}
export const CATEGORIES: readonly (keyof Breakdown)[] = [
  'achievements',
  'wonders',
  'cards',
  'territories',
  'captured',
  'markers',
];

/** Every card a player owns (the "deck" of the seed's scoring): all piles, kept cards, and not the trashed ones. */
export function ownedCards(s: AlState, seat: Seat): number[] {
  const p = P(s, seat);
  return [...p.deck, ...p.hand, ...p.discard, ...p.played, ...p.kept.map((k) => k.card)];
}
export const ownTerritories = (s: AlState, seat: Seat) => TERRITORIES.filter((t) => mine(s, seat, t.id) > 0);

export function wonderPoints(s: AlState, seat: Seat, key: string): number {
  const p = P(s, seat);
  const owned = ownedCards(s, seat);
  const terr = ownTerritories(s, seat);
  switch (key) {
    case 'academy':
      return p.done.filter((i) => achType(s, i).level < 3).length;
    case 'amphitheatre':
      return Math.floor(owned.length / 4);
    case 'aqueducts':
      return terr.filter((t) => mine(s, seat, t.id) >= 2).length;
    case 'ark':
      return terr.filter((t) => mine(s, seat, t.id) === 1).length;
    case 'colossus':
      return owned.filter((c) => cardOf(s, c).vp > 0).length;
    case 'greatWall':
      return terr.filter((t) =>
        t.adj.some((a) => {
          const o = ownerOf(s, a);
          return o !== null && o !== seat;
        }),
      ).length;
    case 'highways':
      return Math.max(...TERRAINS.map((tr) => terr.filter((t) => t.terrain === tr).length));
    case 'mausoleum':
      return Math.floor(owned.filter((c) => cardType(s, c).starting).length / 2);
    case 'siegeEngines':
      return p.captured;
    case 'triumphalArch':
      return 1 + Math.floor(p.markers.length / 2);
    default:
      return 0;
  }
}

export function breakdown(s: AlState, seat: Seat): Breakdown {
  const p = P(s, seat);
  let achievements = 0;
  let wonders = 0;
  for (const i of p.done) {
    const a = achType(s, i);
    if (a.level < 3) achievements++;
    else {
      wonders += Math.min(WONDER_CAP, wonderPoints(s, seat, a.key));
      if (isSecretOf(s, seat, i)) wonders += SECRET_BONUS;
    }
  }
  const terr = ownTerritories(s, seat);
  return {
    achievements,
    wonders,
    cards: ownedCards(s, seat).reduce((a, c) => a + cardOf(s, c).vp, 0),
    territories: terr.length + terr.filter((t) => t.vp && s.inPlay[t.id]).length,
    captured: p.captured,
    markers: Math.floor(p.markers.reduce((a, m) => a + m.value, 0) / 3),
  };
}
export const isSecretOf = (s: AlState, seat: Seat, inst: number) => s.dealt[seat] === inst;

export const total = (b: Breakdown) => CATEGORIES.reduce((a, k) => a + b[k], 0);

export function over(s: AlState): Extract<Status, { kind: 'over' }> {
  const scores: SeatScore[] = s.players.map((_, seat) => {
    const b = breakdown(s, seat);
    return { seat, total: total(b), categories: CATEGORIES.map((k) => ({ code: `score.${k}`, value: b[k] })) };
  });
  const key = (sc: SeatScore) => [sc.total, ...sc.categories.map((c) => c.value)];
  const sorted = [...scores].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    // the first key that differs, higher first; then seat order
    const d = kb.map((v, i) => v - assertDefined(ka[i], 'a score key')).find((x) => x !== 0);
    return d === undefined ? a.seat - b.seat : d;
  });
  const ranking: Seat[][] = [];
  let tieBreak: Message | undefined;
  let lastKey: number[] | null = null;
  for (const sc of sorted) {
    const k = key(sc);
    const place = ranking.at(-1);
    if (place && lastKey && lastKey.join() === k.join()) place.push(sc.seat);
    else {
      // the first two places on the same total: the first category that differs decides
      if (lastKey && lastKey[0] === k[0] && ranking.length === 1) {
        const i = lastKey.slice(1).findIndex((v, c) => v !== k[c + 1]);
        const category = assertDefined(CATEGORIES[i], 'the category that breaks the tie');
        tieBreak = { code: 'tiebreak.category', params: { category: termParam(`score.${category}`) } };
      }
      ranking.push([sc.seat]);
    }
    lastKey = k;
  }
  return tieBreak
    ? { kind: 'over', scores, ranking, tieBreak, lowerIsBetter: false }
    : { kind: 'over', scores, ranking, lowerIsBetter: false };
}
