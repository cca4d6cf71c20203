// The game log: a seat's own steps are private until the reveal; the reveal, sabotage and missions are public. Slots
// are named by their place on the drawn sheet (rules/place.ts), never by id.

import { assertDefined, assertNever } from '../../../engine/assert';
import { askOf } from '../../../engine/decision';
import { type LogEvent, type ParamValue, type Seat, seatParam, termParam } from '../../../engine/game';
import { isOver } from './asks';
import { placeParams } from './place';
import { seriesLines } from './series';
import { BATTLE_SHEET, PLANET_GLYPH } from './sheets/battle';
import { turnCombos } from './solo';
import type { WtmMove, WtmState } from './types';

/** The Battle: the planet a slot belongs to, as drawn on the sheet (G0, R1, …); null in other adventures. */
function battlePlanet(s: WtmState, slot: number): string | null {
  if (s.options.adventure !== 8) return null;
  const i = BATTLE_SHEET.planets.findIndex((p) => p.slots.includes(slot));
  const p = BATTLE_SHEET.planets[i];
  return p ? `${PLANET_GLYPH[p.type]}${i}` : null;
}

/** A slot's log line: `code` with the slot named by its place on the drawn sheet (`-along` on The Journey). */
function placed(s: WtmState, code: string, slot: number, params: Record<string, ParamValue> = {}) {
  const place = placeParams(s.options.adventure, slot);
  return place.area.term === 'place.trajectory'
    ? { code: `${code}-along`, params: { ...params, box: place.box } }
    : { code, params: { ...params, ...place } };
}

function revealLines(before: WtmState, after: WtmState): LogEvent[] {
  const lines: LogEvent[] = [];
  const cs = turnCombos(before);
  for (const r of after.lastTurn) {
    if (r.systemError) lines.push({ code: 'log.system-error', params: { seat: seatParam(r.seat) } });
    else if (r.slot !== null && r.number !== null) {
      const combo = assertDefined(cs[assertDefined(r.combo, 'the combination written')], `combination ${r.combo}`);
      const action = termParam(`term.${combo.action}`);
      const planet = battlePlanet(before, r.slot);
      lines.push(
        planet
          ? { code: 'log.battle-wrote', params: { seat: seatParam(r.seat), number: r.number, planet, action } }
          : placed(before, 'log.wrote', r.slot, { seat: seatParam(r.seat), number: r.number, action }),
      );
    }
  }
  after.sheets.forEach((sheet, seat) => {
    const was = assertDefined(before.drafts[seat], `the confirmed draft of seat ${seat}`).sheet.errors;
    if (sheet.errors > was)
      lines.push({ code: 'log.sabotaged', params: { seat: seatParam(seat), count: sheet.errors - was } });
    sheet.missions.forEach((tier, k) => {
      if (tier && before.sheets[seat]?.missions[k] === null) {
        const mission = termParam(`mission.${before.missions[k]}`);
        lines.push({ code: `log.mission-${tier}`, params: { seat: seatParam(seat), mission } });
      }
    });
  });
  if (isOver(after)) lines.push({ code: 'log.game-over' });
  return lines;
}

/** A mark in words: what it was for (the solo card, the action in force, a wall, a free robot), not a box id. */
function markLine(before: WtmState, seat: Seat): LogEvent {
  const me = [seat];
  const ask = askOf(before.asks, seat);
  if (ask?.kind === 'soloCard') return { code: 'log.mark-solo', visibleTo: me };
  const task = ask?.kind === 'task' ? ask.task.kind : null;
  const action = before.drafts[seat]?.action;
  if (task === 'wall') return { code: 'log.mark-wall', visibleTo: me };
  if (task === 'robot') return { code: 'log.mark-free-robot', visibleTo: me };
  if (task === 'action' && action) {
    return { code: 'log.mark-action', params: { action: termParam(`term.${action}`) }, visibleTo: me };
  }
  return { code: 'log.mark', visibleTo: me };
}

/** The Virus: a spread's pick, and the reveal when it was the last pick the turn waited for. */
function infectLines(before: WtmState, seat: Seat, slot: number, after: WtmState): LogEvent[] {
  const line: LogEvent = { ...placed(before, 'log.infect', slot), visibleTo: [seat] };
  return after.turn !== before.turn || isOver(after) ? [line, ...revealLines(before, after)] : [line];
}

export function describeMove(before: WtmState, seat: Seat, m: WtmMove, after: WtmState): LogEvent[] {
  const me = [seat];
  switch (m.kind) {
    case 'choose':
      if (m.joker) {
        const params = { combo: m.combo + 1, action: termParam(`term.${m.joker}`) };
        return [{ code: 'log.choose-joker', params, visibleTo: me }];
      }
      return [{ code: 'log.choose', params: { combo: m.combo + 1 }, visibleTo: me }];
    case 'write': {
      const planet = battlePlanet(before, m.slot);
      if (planet) return [{ code: 'log.battle-write', params: { number: m.number, planet }, visibleTo: me }];
      return [{ ...placed(before, 'log.write', m.slot, { number: m.number }), visibleTo: me }];
    }
    case 'placeX':
      if (askOf(before.asks, seat)?.kind === 'infect') return infectLines(before, seat, m.slot, after);
      return [{ ...placed(before, 'log.place-x', m.slot), visibleTo: me }];
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
      const lines: LogEvent[] = [{ code: 'log.confirm', params: { seat: seatParam(seat) } }];
      return after.turn !== before.turn || isOver(after) ? [...lines, ...revealLines(before, after)] : lines;
    }
    case 'nextAdventure':
      return seriesLines(before, seat, after);
    default:
      return assertNever(m, 'move');
  }
}
