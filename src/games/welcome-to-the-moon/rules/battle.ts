// Adventure 8 (The Battle), reading and marking a shared sheet (reference §8): whose insignia is where, planet
// control, each half's tracks. Side 0 is the sheet owner's half, side 1 the guest's; an insignia is a mark on the
// shared box (circle = side 0's, cross = side 1's).

import { mark } from './marks';
import { BATTLE_SHEET, type Half, type Planet, type PlanetType } from './sheets/battle';
import type { Mark, SheetState } from './types';

export type Side = 0 | 1;
const S = BATTLE_SHEET;

export const insignia = (side: Side): Mark => (side === 0 ? 'circle' : 'cross');
export const halfOf = (side: Side): Half => S.halves[side];
export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** Boxes of the list carrying this side's insignia. */
export const insignias = (sheet: SheetState, boxes: readonly number[], side: Side): number =>
  boxes.filter((b) => sheet.marks[b] === insignia(side)).length;

export const firstOpen = (sheet: SheetState, boxes: readonly number[]): number | undefined =>
  boxes.find((b) => sheet.marks[b] === undefined);

/** The first empty slot of a planet, if any. */
export const firstEmpty = (sheet: SheetState, p: Planet): number | undefined =>
  p.slots.find((slot) => sheet.cells[slot - 1] === null);

export const planetOfSlot = (slot: number): Planet | undefined => S.planets.find((p) => p.slots.includes(slot));

export const resolved = (sheet: SheetState, p: Planet): boolean => sheet.marks[p.final] === 'circle';

export const controls = (sheet: SheetState, p: Planet, side: Side): boolean =>
  sheet.marks[side === 0 ? p.flag : p.guestFlag] === 'circle';

/** Solo: the side ASTRA holds on this sheet (it loses ties), or −1 with no ASTRA. */
export const astraSide = (sheet: SheetState): number => sheet.counters.astra ?? -1;

/**
 * Resolve a planet (its last slot filled, or the game's end): more insignias on its slots and moons controls it,
 * a tie gives both the flag (solo: the player wins ties); nobody controls a planet without insignia.
 */
export function resolvePlanet(sheet: SheetState, p: Planet): SheetState {
  if (resolved(sheet, p)) return sheet;
  const boxes = [...p.slots, ...p.moons];
  const [a, b] = [insignias(sheet, boxes, 0), insignias(sheet, boxes, 1)];
  let out = mark(sheet, p.final, 'circle');
  const astra = astraSide(sheet);
  const winners: Side[] = a > b ? [0] : b > a ? [1] : a === 0 ? [] : astra === 0 ? [1] : astra === 1 ? [0] : [0, 1];
  for (const w of winners) out = mark(out, w === 0 ? p.flag : p.guestFlag, 'circle');
  return out;
}

/** The planet of this slot is resolved once its last slot is filled. */
export function resolveIfFull(sheet: SheetState, slot: number): SheetState {
  const p = planetOfSlot(slot);
  return p && firstEmpty(sheet, p) === undefined ? resolvePlanet(sheet, p) : sheet;
}

/** At the game's end every open planet is resolved. */
export const resolveAll = (sheet: SheetState): SheetState => S.planets.reduce(resolvePlanet, sheet);

/** Stored astronauts: circled and not yet spent (spent ones are crossed). */
export const storedAstronauts = (sheet: SheetState, side: Side): number =>
  halfOf(side).astronauts.filter((b) => sheet.marks[b] === 'circle').length;

/** A track's value: the value of its last crossed box, or `base` before any. */
export function trackValue(sheet: SheetState, boxes: readonly (readonly [number, number])[], base = 0): number {
  let v = base;
  for (const [box, value] of boxes) if (sheet.marks[box] === 'cross') v = value;
  return v;
}

export const crossed = (sheet: SheetState, boxes: readonly (readonly [number, number])[]): number =>
  boxes.filter(([box]) => sheet.marks[box] === 'cross').length;

/** Cross the next box of a track (no effect when it is full). */
export function crossNext(sheet: SheetState, boxes: readonly (readonly [number, number])[]): SheetState {
  const next = boxes.find(([box]) => sheet.marks[box] === undefined);
  return next ? mark(sheet, next[0], 'cross') : sheet;
}

export const multiplier = (sheet: SheetState, side: Side, type: PlanetType): number =>
  trackValue(sheet, halfOf(side).energy[type], S.base[type]);

export const controlled = (sheet: SheetState, side: Side, type?: PlanetType): number =>
  S.planets.filter((p) => (type === undefined || p.type === type) && controls(sheet, p, side)).length;

export const errorsOn = (sheet: SheetState, side: Side): number =>
  halfOf(side).errors.filter((b) => sheet.marks[b] === 'cross').length;

/** A seat's two halves among the boards: its own sheet's side 0, the next sheet's side 1. */
export function halvesOf(boards: readonly SheetState[], seat: number): { sheet: SheetState; side: Side }[] {
  const own = boards[seat];
  const next = boards[(seat + 1) % boards.length];
  if (!own || !next) throw new Error(`Expected the sheets of seat ${seat}`);
  return [
    { sheet: own, side: 0 },
    { sheet: next, side: 1 },
  ];
}

/** Free moons (one per planet, the first free of its two) of planets not yet resolved. */
export const freeMoons = (sheet: SheetState): number[] =>
  S.planets.flatMap((p) => {
    if (resolved(sheet, p)) return [];
    const moon = firstOpen(sheet, p.moons);
    return moon === undefined ? [] : [moon];
  });
