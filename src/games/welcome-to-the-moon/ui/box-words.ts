// Names a sheet box in words a player recognises on the drawing (which floor, station, quarter or track it belongs
// to), read from the sheet data; used by the solo-card buttons instead of the reference's box ids.

import { LAUNCH_SHEET } from '../data';
import { COLONY_SHEET } from '../rules/sheets/colony';
import { JOURNEY_SHEET } from '../rules/sheets/journey';
import { MINE_SHEET } from '../rules/sheets/mine';

export type Say = (code: string, params?: Record<string, string | number>) => string;

function launchSabotage(box: number, say: Say): string | null {
  const qi = LAUNCH_SHEET.quarters.findIndex((q) => q.bonuses.some((b) => b.box === box));
  const quarter = LAUNCH_SHEET.quarters[qi];
  if (!quarter) return null;
  const first = quarter.slots[0] ?? 0;
  const floorIndex = LAUNCH_SHEET.zones.findIndex((z) => z.slots.includes(first));
  const floor = LAUNCH_SHEET.floors[floorIndex];
  if (!floor) return null;
  // Which part of its floor (left to right) the quarter is, counting the quarters that start on that floor.
  const zoneSlots = LAUNCH_SHEET.zones[floorIndex]?.slots ?? [];
  const part = LAUNCH_SHEET.quarters.slice(0, qi + 1).filter((q) => zoneSlots.includes(q.slots[0] ?? 0)).length;
  const sabotages = quarter.bonuses.filter((b) => b.kind === 'sabotage');
  const nth = sabotages.length > 1 ? sabotages.findIndex((b) => b.box === box) + 1 : 0;
  return say(nth > 0 ? 'ui.box-sabotage-nth' : 'ui.box-sabotage', {
    floor: floorIndex + 1,
    action: say(`term.${floor.action}`),
    part,
    nth,
  });
}

function journeyBox(box: number, say: Say): string | null {
  const i = JOURNEY_SHEET.stations.findIndex((st) => st.big.box === box || st.small.box === box);
  const st = JOURNEY_SHEET.stations[i];
  if (!st) return null;
  const big = st.big.box === box;
  return say(big ? 'ui.box-big-mult' : 'ui.box-small-mult', {
    mult: big ? st.big.mult : st.small.mult,
    station: i + 1,
  });
}

function colonyBox(box: number, say: Say): string | null {
  const i = COLONY_SHEET.quarters.findIndex((q) => q.first === box);
  if (i < 0) return null;
  return say('ui.box-quarter-first', { quarter: i + 1, points: COLONY_SHEET.quarterPoints.first });
}

function mineBox(box: number, say: Say): string | null {
  const entry = Object.entries(MINE_SHEET.fillBonus).find(([, f]) => f.box === box);
  if (!entry) return null;
  const [resource, f] = entry;
  return say('ui.box-fill-bonus', {
    track: say(resource === 'water' ? 'score.mine-water' : `score.${resource}`),
    points: f.points,
    at: f.at,
  });
}

/** A box's name for a button; falls back to a generic "this box" wording if the box is not one we name. */
export function boxWords(adventure: number, box: number, say: Say): string {
  const named =
    adventure === 1
      ? launchSabotage(box, say)
      : adventure === 2
        ? journeyBox(box, say)
        : adventure === 3
          ? colonyBox(box, say)
          : mineBox(box, say);
  return named ?? say('ui.box-other');
}
