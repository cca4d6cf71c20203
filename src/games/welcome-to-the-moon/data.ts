// Welcome to the Moon's components as data: the 63 starship cards, the mission cards and each adventure's sheet.

import { LAUNCH_SHEET, type LaunchSheet } from './rules/sheets/launch';

/** The six actions printed on the backs of the starship cards, in the reference's order. */
export const ACTIONS = ['robot', 'energy', 'plant', 'water', 'astronaut', 'planning'] as const;
export type Action = (typeof ACTIONS)[number];

export interface StarshipCard {
  readonly id: number;
  /** 1..15, on the front. */
  readonly number: number;
  /** On the back. */
  readonly action: Action;
}

/** Actions per number (reference §1): 2,2,3,4,5,6,6,7,6,6,5,4,3,2,2 cards for 1..15. */
const ACTIONS_BY_NUMBER: readonly (readonly Action[])[] = [
  ['robot', 'energy'],
  ['robot', 'plant'],
  ['water', 'astronaut', 'planning'],
  ['energy', 'plant', 'astronaut', 'planning'],
  ['robot', 'robot', 'energy', 'energy', 'plant'],
  ['robot', 'energy', 'plant', 'water', 'astronaut', 'planning'],
  ['robot', 'energy', 'energy', 'plant', 'plant', 'water'],
  ['robot', 'robot', 'plant', 'plant', 'water', 'astronaut', 'planning'],
  ['robot', 'energy', 'energy', 'plant', 'plant', 'water'],
  ['robot', 'energy', 'plant', 'water', 'astronaut', 'planning'],
  ['robot', 'robot', 'energy', 'energy', 'plant'],
  ['energy', 'plant', 'astronaut', 'planning'],
  ['water', 'astronaut', 'planning'],
  ['robot', 'plant'],
  ['robot', 'energy'],
];

/** All 63 cards, ids 0..62 in number order. */
export const STARSHIP_CARDS: readonly StarshipCard[] = ACTIONS_BY_NUMBER.flatMap((actions, i) =>
  actions.map((action) => ({ number: i + 1, action })),
).map((c, id) => ({ id, ...c }));

export const PILE_COUNT = 3;
export const PILE_SIZE = 21;
/** The lowest and highest number a slot may hold (astronaut modifiers reach past 1..15). */
export const MIN_NUMBER = 0;
export const MAX_NUMBER = 17;

export function cardById(id: number): StarshipCard {
  const c = STARSHIP_CARDS[id];
  if (!c) throw new Error(`No starship card ${id}`);
  return c;
}

/** Mission stacks: one card of each is in play, drawn from the adventure's two candidates. */
export const STACKS = ['A', 'B', 'C'] as const;
export type Stack = (typeof STACKS)[number];

export interface MissionCard {
  /** The reference's card number (64..111). */
  readonly id: number;
  readonly adventure: number;
  readonly stack: Stack;
  /** Reward for the first achiever(s) and for everyone later: points, or rockets in adventure 1. */
  readonly first: number;
  readonly later: number;
}

/** Missions of adventures 1-4 (reference §2-§5); the condition of each lives in its adventure's rule module. */
export const MISSIONS: readonly MissionCard[] = [
  { id: 64, adventure: 1, stack: 'A', first: 3, later: 2 },
  { id: 65, adventure: 1, stack: 'A', first: 4, later: 2 },
  { id: 66, adventure: 1, stack: 'B', first: 3, later: 2 },
  { id: 67, adventure: 1, stack: 'B', first: 3, later: 2 },
  { id: 68, adventure: 1, stack: 'C', first: 2, later: 1 },
  { id: 69, adventure: 1, stack: 'C', first: 3, later: 2 },
  { id: 70, adventure: 2, stack: 'A', first: 9, later: 5 },
  { id: 71, adventure: 2, stack: 'A', first: 10, later: 5 },
  { id: 72, adventure: 2, stack: 'B', first: 11, later: 6 },
  { id: 73, adventure: 2, stack: 'B', first: 12, later: 6 },
  { id: 74, adventure: 2, stack: 'C', first: 9, later: 5 },
  { id: 75, adventure: 2, stack: 'C', first: 11, later: 6 },
  { id: 76, adventure: 3, stack: 'A', first: 12, later: 6 },
  { id: 77, adventure: 3, stack: 'A', first: 12, later: 5 },
  { id: 78, adventure: 3, stack: 'B', first: 9, later: 4 },
  { id: 79, adventure: 3, stack: 'B', first: 9, later: 4 },
  { id: 80, adventure: 3, stack: 'C', first: 8, later: 4 },
  { id: 81, adventure: 3, stack: 'C', first: 9, later: 5 },
  { id: 82, adventure: 4, stack: 'A', first: 8, later: 4 },
  { id: 83, adventure: 4, stack: 'A', first: 9, later: 4 },
  { id: 84, adventure: 4, stack: 'B', first: 11, later: 6 },
  { id: 85, adventure: 4, stack: 'B', first: 10, later: 4 },
  { id: 86, adventure: 4, stack: 'C', first: 8, later: 3 },
  { id: 87, adventure: 4, stack: 'C', first: 10, later: 4 },
];

export function missionById(id: number): MissionCard {
  const m = MISSIONS.find((c) => c.id === id);
  if (!m) throw new Error(`No mission ${id}`);
  return m;
}

export function missionCandidates(adventure: number, stack: Stack): MissionCard[] {
  return MISSIONS.filter((m) => m.adventure === adventure && m.stack === stack);
}

/** The adventures that are implemented so far (see NOTES.md "Work left"). */
export const ADVENTURES = [1, 2, 3, 4] as const;
export type Adventure = (typeof ADVENTURES)[number];

export { LAUNCH_SHEET, type LaunchSheet };
