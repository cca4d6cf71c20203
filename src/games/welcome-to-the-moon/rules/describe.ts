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
        const mission = { term: `mission.${before.missions[k]}` };
        lines.push({ code: `log.mission-${tier}`, params: { seat: seatP(seat), mission } });
      }
    });
  });
  if (after.over) lines.push({ code: 'log.game-over' });
  return lines;
}

/** A mark in words: what it was for (the solo card, the action in force, a wall, a free robot), not a box id. */
function markLine(before: WtmState, seat: Seat): LogEvent {
  const me = [seat];
  if (before.solo && before.solo.pending.length > 0) return { code: 'log.mark-solo', visibleTo: me };
  const draft = before.drafts[seat];
  const task = draft?.tasks[0];
  if (task?.kind === 'wall') return { code: 'log.mark-wall', visibleTo: me };
  if (task?.kind === 'robot') return { code: 'log.mark-free-robot', visibleTo: me };
  if (task?.kind === 'action' && draft?.action) {
    return { code: 'log.mark-action', params: { action: { term: `term.${draft.action}` } }, visibleTo: me };
  }
  return { code: 'log.mark', visibleTo: me };
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
      return [{ code: 'log.activate', visibleTo: me }];
    case 'mark':
      return [markLine(before, seat)];
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
