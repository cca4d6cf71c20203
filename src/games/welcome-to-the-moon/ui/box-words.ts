// Names a sheet box in words a player recognises on the drawing (which floor, station, quarter or track it belongs
// to), read from the sheet data; used by the solo-card buttons instead of the reference's box ids.

import { LAUNCH_SHEET } from '../data';
import { BATTLE_SHEET, PLANET_GLYPH } from '../rules/sheets/battle';
import { COLONY_SHEET } from '../rules/sheets/colony';
import { DOME_SHEET } from '../rules/sheets/dome';
import { ESCAPE_SHEET } from '../rules/sheets/escape';
import { JOURNEY_SHEET } from '../rules/sheets/journey';
import { MINE_SHEET } from '../rules/sheets/mine';
import { VIRUS_SHEET } from '../rules/sheets/virus';

export type Say = (code: string, params?: Record<string, string | number>) => string;

/** Where a Launch quarter is: its floor (1-9 from the top), that floor's action, and its part left to right. */
function quarterPlace(qi: number, say: Say): { floor: number; action: string; part: number } | null {
  const quarter = LAUNCH_SHEET.quarters[qi];
  if (!quarter) return null;
  const first = quarter.slots[0] ?? 0;
  const floorIndex = LAUNCH_SHEET.zones.findIndex((z) => z.slots.includes(first));
  const floor = LAUNCH_SHEET.floors[floorIndex];
  if (!floor) return null;
  const zoneSlots = LAUNCH_SHEET.zones[floorIndex]?.slots ?? [];
  const part = LAUNCH_SHEET.quarters.slice(0, qi + 1).filter((q) => zoneSlots.includes(q.slots[0] ?? 0)).length;
  return { floor: floorIndex + 1, action: say(`term.${floor.action}`), part };
}

function launchBox(box: number, say: Say): string | null {
  const arrow = LAUNCH_SHEET.arrows.find((a) => a.box === box);
  if (arrow) {
    const place = quarterPlace(arrow.quarter, say);
    return place ? say('ui.box-arrow', place) : null;
  }
  const qi = LAUNCH_SHEET.quarters.findIndex((q) => q.bonuses.some((b) => b.box === box));
  const place = quarterPlace(qi, say);
  const sabotages = LAUNCH_SHEET.quarters[qi]?.bonuses.filter((b) => b.kind === 'sabotage') ?? [];
  if (!place || !sabotages.some((b) => b.box === box)) return null;
  const nth = sabotages.length > 1 ? sabotages.findIndex((b) => b.box === box) + 1 : 0;
  return say(nth > 0 ? 'ui.box-sabotage-nth' : 'ui.box-sabotage', { ...place, nth });
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

/** Main factories are named by what they produce; secondary ones by their number, as drawn ("2·n"). */
const MAIN_FACTORY_WORDS: Readonly<Record<string, string>> = {
  plants: 'term.plant',
  water: 'term.water',
  pearls: 'score.pearls',
  rubies: 'score.rubies',
  astronauts: 'term.astronaut',
  planning: 'term.planning',
};

/** An action's mark as a choice: the question the buttons answer, and this box's short answer. */
export interface MarkChoice {
  readonly question: string;
  readonly label: string;
}

function journeyMark(box: number, say: Say): MarkChoice | null {
  const i = JOURNEY_SHEET.stations.findIndex((st) => st.robots.includes(box) || st.plants.includes(box));
  const st = JOURNEY_SHEET.stations[i];
  if (!st) return null;
  const question = say(st.robots.includes(box) ? 'ui.mark-q-station-robot' : 'ui.mark-q-station-plant');
  return { question, label: `S${i + 1}` };
}

function colonyMark(box: number, say: Say): MarkChoice | null {
  for (const [track, steps] of Object.entries(COLONY_SHEET.tracks)) {
    const step = steps.find((t) => t.box === box);
    if (step) return { question: say('ui.mark-q-track'), label: `${say(`score.${track}`)} ×${step.mult}` };
  }
  return null;
}

function mineMark(box: number, say: Say): MarkChoice | null {
  const entry = Object.entries(MINE_SHEET.factories).find(([, f]) => f.robots.includes(box) || f.energy.includes(box));
  if (!entry) return null;
  const [key, f] = entry;
  const main = MAIN_FACTORY_WORDS[key];
  const question = say(f.robots.includes(box) ? 'ui.mark-q-factory-robot' : 'ui.mark-q-factory-energy');
  return { question, label: main ? say(main) : `2·${key.replace('secondary', '')}` };
}

/**
 * An action's mark as a worded choice ("which station?" — "S2"), or null where the drawing is the only sensible way
 * to pick (tunnels, symbols next to the slot just written).
 */
export function markWords(adventure: number, box: number, say: Say): MarkChoice | null {
  if (adventure === 2) return journeyMark(box, say);
  if (adventure === 3) return colonyMark(box, say);
  if (adventure === 4) return mineMark(box, say);
  if (adventure === 8) return battleMark(box, say);
  return null;
}

/** The Battle: a multiplier to raise (which planet type) or a moon to draw on (which planet). */
function battleMark(box: number, say: Say): MarkChoice | null {
  for (const half of BATTLE_SHEET.halves) {
    for (const [type, boxes] of Object.entries(half.energy)) {
      const hit = boxes.find(([b]) => b === box);
      if (hit)
        return { question: say('ui.battle-energy-question'), label: `${say(`ui.battle-type-${type}`)} ×${hit[1]}` };
    }
  }
  const i = BATTLE_SHEET.planets.findIndex((p) => p.moons.includes(box as never));
  const p = BATTLE_SHEET.planets[i];
  if (!p) return null;
  return { question: say('ui.battle-moon-question'), label: `${PLANET_GLYPH[p.type]}${i}` };
}

/** A box's name for a button; falls back to a generic "this box" wording if the box is not one we name. */
/** The Dome: a skyscraper end's first-completion box (what a solo card crosses). */
function domeBox(box: number, say: Say): string | null {
  for (const [k, sky] of DOME_SHEET.skyscrapers.entries()) {
    for (const [end, where] of [
      [sky.top, 'ui.top'],
      [sky.bottom, 'ui.bottom'],
    ] as const) {
      if (end.first === box) return say('ui.box-dome-end', { n: k + 1, end: say(where), points: end.points[0] });
    }
  }
  return null;
}

/** The Virus: what a solo card offers (wake the green or blue virus, or cross a spread symbol). */
function virusWords(box: number, say: Say): string | null {
  const q = VIRUS_SHEET.quarters.find((x) => x.virus?.box === box);
  if (q?.virus) return say('ui.box-virus-wake', { virus: say(`ui.virus-${q.virus.colour}`) });
  for (const [track, name] of [
    [VIRUS_SHEET.plantTrack, 'score.plant-track'],
    [VIRUS_SHEET.waterTrack, 'score.water-track'],
  ] as const) {
    const st = track.steps.find((x) => x.symbol === box);
    if (st) return say('ui.box-virus-symbol', { n: st.at, track: say(name) });
  }
  return null;
}

/** The Escape: a greenhouse's x2 box (what a solo card crosses). */
function escapeWords(box: number, say: Say): string | null {
  const k = ESCAPE_SHEET.greenhouses.findIndex((g) => g.double === box);
  return k < 0 ? null : say('ui.box-escape-double', { n: k + 1 });
}

const NAMERS: readonly ((box: number, say: Say) => string | null)[] = [
  launchBox,
  journeyBox,
  colonyBox,
  mineBox,
  domeBox,
  virusWords,
  escapeWords,
];

export function boxWords(adventure: number, box: number, say: Say): string {
  const named = NAMERS[adventure - 1]?.(box, say) ?? null;
  return named ?? say('ui.box-other');
}
