// The game log: what each move did, in words.

import { assertDefined } from '../../../engine/assert';
import { type LogEvent, type Seat, seatParam, termParam } from '../../../engine/game';
import { cardOf, playerOf } from './board';
import type { AsMove, AsState } from './types';

const name = (id: string) => termParam(`card.${id}`);

export function describeMove(before: AsState, seat: Seat, m: AsMove, after: AsState): LogEvent[] {
  const who = seatParam(seat);
  const lines: LogEvent[] = [...moveLine(before, seat, m)];
  const mine = playerOf(after, seat).cards.map((c) => c.id);
  for (const id of mine)
    if (!playerOf(before, seat).cards.some((c) => c.id === id))
      lines.push({ code: 'log.discover', params: { seat: who, card: name(id) } });
  if (before.turnsLeft === null && after.turnsLeft !== null) lines.push({ code: 'log.game-end-card' });
  if (after.asks.length === 0) lines.push({ code: 'log.game-over' });
  return lines;
}

function moveLine(before: AsState, seat: Seat, m: AsMove): LogEvent[] {
  const who = seatParam(seat);
  switch (m.kind) {
    case 'activate':
      return [
        {
          code: 'log.activate',
          params: { seat: who, card: name(m.card), ability: termParam(`ability.${cardOf(m.card).ability}`) },
        },
      ];
    case 'refresh':
      return [{ code: 'log.refresh', params: { seat: who, card: name(m.card) } }];
    case 'observe':
    case 'mark': {
      const ask = before.asks[before.asks.length - 1];
      const card = m.kind === 'observe' ? m.card : ask?.kind === 'observe' ? ask.card : '';
      const grand = card !== '' && cardOf(card).grand.includes(m.star);
      return [{ code: grand ? 'log.mark-grand' : 'log.mark', params: { seat: who, card: name(card) } }];
    }
    case 'stop':
      return [{ code: 'log.stop', params: { seat: who } }];
    case 'rest':
      return [{ code: 'log.rest', params: { seat: who } }];
    case 'pass':
      return [];
    case 'discover':
      return [];
    case 'boon': {
      const ask = before.asks.find((a) => a.kind === 'boon' && a.seats.includes(seat));
      if (ask?.kind !== 'boon' || ask.seats.length > 1) return [];
      // The group's choices are revealed together, when the last of them has chosen.
      return [...ask.chosen, { seat, boon: m.boon }].map((c) => {
        const boon = assertDefined(cardOf(ask.card).boons[c.boon], `boon ${c.boon} of ${ask.card}`);
        return {
          code: 'log.boon',
          params: { seat: seatParam(c.seat), boon: termParam(`boon.${boon.kind}`), n: boon.amount },
        };
      });
    }
    case 'discard':
      return [{ code: 'log.discard', params: { seat: who, card: name(m.card) } }];
  }
}
