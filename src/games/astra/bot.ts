// Astra's bot: plans a turn from its own view — observe where a line can complete a constellation worth having
// (its points, its ability, what it adds to the bot's element sets), rest when stardust runs low, use abilities
// that pay this turn, take the richest boon.

import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { randomInt } from '../../engine/random';
import { type AbilityId, type Boon, BY_ID, ELEMENT_POINTS, ELEMENTS, type Element, SCORING_CARDS } from './data';
import { longestLine } from './rules/board';
import { setPoints } from './rules/scoring';
import type { AsMove, AsView, SkyCard } from './rules/types';

const BOON_VALUE: Readonly<Record<Boon['kind'], number>> = {
  fame: 1,
  dust: 0.5,
  scope: 1.5,
  pouch: 2,
  wisdom: 2.5,
  refresh: 1,
};

/**
 * What owning a card's ability is worth, in points, over the rest of a game (a used card comes back when the sphere
 * reaches its element). Until balance round 3 the bot valued a card by its printed points only, so it left cards
 * like Lepus (1 point, pouch) in the sky all game.
 */
const ABILITY_WORTH: Readonly<Record<AbilityId, number>> = {
  dust3: 1,
  scope: 1.5,
  fame2: 2.5,
  pouch: 2.5,
  wisdom: 2.5,
  refresh: 1.5,
  dustScope: 1.5,
  perStar: 1.5,
  perGrand: 1,
  perDiscovery: 2,
  restDust: 1,
  restFame: 1.5,
};

/** Element and set points a seat gains with one more (`by` 1) or loses with one fewer (-1) card of `element`. */
function elementGain(view: AsView, seat: Seat, element: string, by: 1 | -1): number {
  const me = view.players[seat];
  if (!me) return 0;
  const plus: readonly Element[] = me.scoring.known ? (SCORING_CARDS[me.scoring.value] ?? []) : [];
  const counts = ELEMENTS.map(
    (e) => me.cards.filter((c) => BY_ID.get(c.id)?.element === e).length + (plus.includes(e) ? 1 : 0),
  );
  const worth = (cs: number[]) => cs.reduce((n, c) => n + (ELEMENT_POINTS[Math.min(c, 4)] ?? 0), 0) + setPoints(cs);
  const other = counts.map((c, i) => (ELEMENTS[i] === element ? c + by : c));
  return by * (worth(other) - worth(counts));
}

/** A card's worth to `seat` if it were kept to the end (`by` -1: a card it holds, valued by what it would lose). */
function worthOf(view: AsView, seat: Seat, id: string, by: 1 | -1 = 1): number {
  const card = BY_ID.get(id);
  return card ? card.points + ABILITY_WORTH[card.ability] + elementGain(view, seat, card.element, by) : 0;
}

/** An observe line starting at `star`: finishing the card is worth most; else its grand stars and boon marks. */
function lineValue(view: AsView, seat: Seat, sky: SkyCard, star: number): number {
  const card = BY_ID.get(sky.id);
  const me = view.players[seat];
  if (!card || !me) return 0;
  const left = sky.marks.filter((m) => m === null).length;
  const reach = Math.min(me.stardust, longestLine(card, sky.marks, star));
  const room = me.cards.length < me.wisdom ? 1 : 0.3;
  const grand = card.grand.filter((g) => sky.marks[g] === null).length;
  if (reach >= left) return 10 + 2 * worthOf(view, seat, sky.id) * room - left * 0.2 + grand;
  return 4 + reach * 0.1 + grand;
}

function score(view: AsView, seat: Seat, m: AsMove): number {
  const me = view.players[seat];
  const ask = view.asks[view.asks.length - 1];
  if (!me) return 0;
  switch (m.kind) {
    case 'activate': {
      const a = BY_ID.get(m.card)?.ability;
      if (a === 'restDust' || a === 'restFame') return me.stardust < 3 ? 30 : -5;
      if (a === 'perStar' || a === 'perGrand' || a === 'perDiscovery') return me.stardust >= 4 ? 25 : -5;
      if (a === 'dust3' || a === 'dustScope') return me.stardust < 4 ? 28 : -1;
      return view.deckCount < 3 ? -5 : 20;
    }
    case 'refresh':
      return BY_ID.get(m.card)?.points ?? 0;
    case 'observe': {
      const sky = view.sky.find((c) => c.id === m.card);
      return sky && (me.stardust >= 2 || ask?.kind === 'again') ? lineValue(view, seat, sky, m.star) : 0;
    }
    case 'mark': {
      // Go on where the line can run longest (so it can reach every free star), grand stars first.
      const sky = ask?.kind === 'observe' ? view.sky.find((c) => c.id === ask.card) : undefined;
      const card = sky && BY_ID.get(sky.id);
      if (!sky || !card) return 10;
      return 10 + (card.grand.includes(m.star) ? 5 : 0) + longestLine(card, sky.marks, m.star);
    }
    case 'stop':
      return 1;
    case 'rest':
      // Resting is worth what it refills; with a full pouch it gives nothing.
      return me.stardust <= 1 ? 50 : me.pouch - me.stardust - 1;
    case 'pass':
      return 3;
    case 'discover':
      return 0;
    case 'boon': {
      const card = ask?.kind === 'boon' ? BY_ID.get(ask.card) : undefined;
      const boon = card?.boons[m.boon];
      return boon ? BOON_VALUE[boon.kind] * boon.amount : 0;
    }
    case 'discard':
      return -worthOf(view, seat, m.card, -1);
  }
}

export const bot: Bot<AsView, AsMove> = {
  choose(view, seat, legal, rng) {
    let best: AsMove[] = [];
    let top = Number.NEGATIVE_INFINITY;
    for (const m of legal) {
      const v = score(view, seat, m);
      if (v > top) {
        top = v;
        best = [m];
      } else if (v === top) best.push(m);
    }
    const [i] = randomInt(rng, best.length);
    return best[i] ?? (legal[0] as AsMove);
  },
};
