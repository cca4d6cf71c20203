// Astra's bot: plans a turn from its own view — observe where a constellation can be completed or grand stars
// reached, rest when stardust runs low, use abilities that pay this turn, take the richest boon.

import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { randomInt } from '../../engine/random';
import { type Boon, BY_ID } from './data';
import type { AsMove, AsView } from './rules/types';

const BOON_VALUE: Readonly<Record<Boon['kind'], number>> = {
  fame: 1,
  dust: 0.5,
  scope: 1.5,
  pouch: 2,
  wisdom: 2.5,
  refresh: 1,
};

function cardValue(view: AsView, seat: Seat, id: string): number {
  const sky = view.sky.find((c) => c.id === id);
  const card = BY_ID.get(id);
  const me = view.players[seat];
  if (!sky || !card || !me) return 0;
  const left = sky.marks.filter((m) => m === null).length;
  const canFinish = left <= me.stardust;
  const room = me.cards.length < me.wisdom ? 1 : 0.3;
  return (canFinish ? 10 + card.points * 2 * room : 4) - left * 0.2 + card.grand.length;
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
    case 'observe':
      return me.stardust >= 2 || ask?.kind === 'again' ? cardValue(view, seat, m.card) : 0;
    case 'mark': {
      const card = ask?.kind === 'observe' ? BY_ID.get(ask.card) : undefined;
      return 10 + (card?.grand.includes(m.star) ? 5 : 0);
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
      return -(BY_ID.get(m.card)?.points ?? 0);
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
