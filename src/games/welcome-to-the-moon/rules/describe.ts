// The game log: a seat's own steps are private until the reveal; the reveal, sabotage and missions are public.

import { assertNever } from '../../../engine/assert';
import type { LogEvent, Seat } from '../../../engine/game';
import { turnCombos } from './solo';
import type { WtmMove, WtmState } from './types';

const seatP = (seat: Seat) => ({ seat });

function revealLines(before: WtmState, after: WtmState): LogEvent[] {
  const lines: LogEvent[] = [];
  const cs = turnCombos(before);
  for (const r of after.lastTurn) {
    if (r.systemError) lines.push({ code: 'log.system-error', params: { seat: seatP(r.seat) } });
    else if (r.slot !== null && r.number !== null) {
      const action = cs[r.combo ?? 0]?.action ?? 'robot';
      lines.push({
        code: 'log.wrote',
        params: { seat: seatP(r.seat), number: r.number, slot: r.slot, action: { term: `term.${action}` } },
      });
    }
  }
  after.sheets.forEach((sheet, seat) => {
    const was = before.drafts[seat]?.sheet.errors ?? sheet.errors;
    if (sheet.errors > was)
      lines.push({ code: 'log.sabotaged', params: { seat: seatP(seat), count: sheet.errors - was } });
    sheet.missions.forEach((tier, k) => {
      if (tier && before.sheets[seat]?.missions[k] === null) {
        lines.push({ code: `log.mission-${tier}`, params: { seat: seatP(seat), mission: String(before.missions[k]) } });
      }
    });
  });
  if (after.over) lines.push({ code: 'log.game-over' });
  return lines;
}

export function describeMove(before: WtmState, seat: Seat, m: WtmMove, after: WtmState): LogEvent[] {
  const me = [seat];
  switch (m.kind) {
    case 'choose':
      if (m.joker) {
        const params = { combo: m.combo + 1, action: { term: `term.${m.joker}` } };
        return [{ code: 'log.choose-joker', params, visibleTo: me }];
      }
      return [{ code: 'log.choose', params: { combo: m.combo + 1 }, visibleTo: me }];
    case 'write':
      return [{ code: 'log.write', params: { number: m.number, slot: m.slot }, visibleTo: me }];
    case 'placeX':
      return [{ code: 'log.place-x', params: { slot: m.slot }, visibleTo: me }];
    case 'activate':
      return [{ code: 'log.activate', params: { box: m.box }, visibleTo: me }];
    case 'mark':
      return [{ code: 'log.mark', params: { box: m.box }, visibleTo: me }];
    case 'skip':
      return [{ code: 'log.skip', visibleTo: me }];
    case 'systemError':
      return [{ code: 'log.my-system-error', visibleTo: me }];
    case 'cancel':
      return [{ code: 'log.cancel', visibleTo: me }];
    case 'confirm': {
      const lines: LogEvent[] = [{ code: 'log.confirm', params: { seat: seatP(seat) } }];
      return after.turn !== before.turn || after.over ? [...lines, ...revealLines(before, after)] : lines;
    }
    default:
      return assertNever(m, 'move');
  }
}
