// The game log: what each move did, in words (codes translated in text.ts).

import type { LogEvent, Seat } from '../../../engine/game';
import { cardId } from './cards';
import type { TkMove, TkState } from './types';

const name = (ref: string) => ({ term: `card.${cardId(ref)}` });

export function describeMove(before: TkState, seat: Seat, m: TkMove, after: TkState): LogEvent[] {
  const who = { seat: { seat } };
  const out: LogEvent[] = [];
  switch (m.kind) {
    case 'duelStart':
      out.push({ code: 'log.duelStart', params: who });
      break;
    case 'place':
      out.push({ code: m.from === undefined ? 'log.place' : 'log.placeReused', params: who });
      break;
    case 'summon':
      out.push({ code: 'log.summon', params: { ...who, card: name(m.card) } });
      break;
    case 'discard':
      out.push({ code: 'log.discard', params: { ...who, card: name(m.card) } });
      break;
    case 'returnCard':
      out.push({ code: 'log.return', params: who, visibleTo: [seat] });
      break;
    case 'flare':
      out.push({ code: 'log.flare', params: { ...who, card: name(m.card) } });
      break;
    case 'claim':
      out.push({ code: 'log.claim', params: { ...who, task: { term: `task.${m.task}` } } });
      break;
    case 'choose':
    case 'endReturn':
    case 'endTurn':
      break;
  }
  if (after.turnNo !== before.turnNo) {
    const gained = (after.points[seat] ?? 0) - (before.points[seat] ?? 0);
    if (before.options.mode === 'deathmatch' && gained > 0)
      out.push({ code: 'log.points', params: { ...who, n: gained } });
    if (after.trigger && !before.trigger)
      out.push({ code: `log.trigger.${after.trigger.why}`, params: { seat: { seat: after.trigger.seat } } });
    if (after.phase === 'over') out.push({ code: 'log.over' });
  }
  return out;
}
