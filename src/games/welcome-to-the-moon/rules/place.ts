// Where a slot is, in the words of the drawn sheet (the log names places a player can find, never a slot id): the
// floor, row, layer, skyscraper, quarter or starship it belongs to, counted as drawn, and its place in it, counted the
// way its numbers rise. The Journey's single trajectory is counted along from its start; The Battle names planets.

import { assertDefined } from '../../../engine/assert';
import type { Adventure } from '../data';
import { adventureRules } from './adventures';
import { COLONY_SHEET } from './sheets/colony';
import { VIRUS_SHEET } from './sheets/virus';

/** `area` is a term (floor, row, …), `at` its number as drawn or counted, `box` the slot's place in it. */
export interface Place {
  readonly area: string;
  readonly at: number;
  readonly box: number;
}

/** The zone kind each sheet's zones are drawn as (floors top to bottom, skyscrapers left to right, …). */
const ZONE_AREA: Readonly<Partial<Record<Adventure, string>>> = {
  1: 'place.floor',
  2: 'place.trajectory',
  4: 'place.layer',
  5: 'place.skyscraper',
  7: 'place.starship',
  8: 'place.planet',
};

function inGroups(groups: readonly (readonly number[])[], slot: number, area: string): Place {
  const at = groups.findIndex((g) => g.includes(slot));
  const group = assertDefined(groups[at], `the ${area} of slot ${slot}`);
  return { area, at: at + 1, box: group.indexOf(slot) + 1 };
}

export function slotPlace(adventure: Adventure, slot: number): Place {
  // The Colony: rows from the top, a building's place from the left (its zones are rows and columns both).
  if (adventure === 3) return inGroups(COLONY_SHEET.grid, slot, 'place.row');
  // The Virus: the quarters drawn "Quarter n" (its zones are whole floors), a slot's place in reading order.
  if (adventure === 6)
    return inGroups(
      VIRUS_SHEET.quarters.map((q) => q.slots),
      slot,
      'place.quarter',
    );
  const area = assertDefined(ZONE_AREA[adventure], `a place name for adventure ${adventure}'s slots`);
  return inGroups(
    adventureRules(adventure).sheet.zones.map((z) => z.slots),
    slot,
    area,
  );
}

/** A place as message parameters (`{area} {at}, box {box}`). */
export function placeParams(adventure: Adventure, slot: number): { area: { term: string }; at: number; box: number } {
  const p = slotPlace(adventure, slot);
  return { area: { term: p.area }, at: p.at, box: p.box };
}
