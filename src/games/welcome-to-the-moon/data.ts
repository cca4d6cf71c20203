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

/** Missions of all eight adventures (reference §2-§8); the condition of each lives in its adventure's rule module. */
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
  // Adventure 5 pays missions from its missions track (reference §6), not from the card: 0 here.
  { id: 88, adventure: 5, stack: 'A', first: 0, later: 0 },
  { id: 89, adventure: 5, stack: 'A', first: 0, later: 0 },
  { id: 90, adventure: 5, stack: 'B', first: 0, later: 0 },
  { id: 91, adventure: 5, stack: 'B', first: 0, later: 0 },
  { id: 92, adventure: 5, stack: 'C', first: 0, later: 0 },
  { id: 93, adventure: 5, stack: 'C', first: 0, later: 0 },
  // Adventure 6 (reference §7); a first completion also wakes the red (A), purple (B) or yellow (C) virus.
  { id: 94, adventure: 6, stack: 'A', first: 8, later: 3 },
  { id: 95, adventure: 6, stack: 'A', first: 8, later: 3 },
  { id: 96, adventure: 6, stack: 'B', first: 11, later: 4 },
  { id: 97, adventure: 6, stack: 'B', first: 12, later: 5 },
  { id: 98, adventure: 6, stack: 'C', first: 10, later: 4 },
  { id: 99, adventure: 6, stack: 'C', first: 10, later: 4 },
  // Adventure 7 (reference §7b).
  { id: 100, adventure: 7, stack: 'A', first: 10, later: 5 },
  { id: 101, adventure: 7, stack: 'A', first: 7, later: 3 },
  { id: 102, adventure: 7, stack: 'B', first: 9, later: 4 },
  { id: 103, adventure: 7, stack: 'B', first: 10, later: 5 },
  { id: 104, adventure: 7, stack: 'C', first: 10, later: 5 },
  { id: 105, adventure: 7, stack: 'C', first: 10, later: 5 },
  // Adventure 8 (reference §8): met on either of a player's two halves, paid to the player.
  { id: 106, adventure: 8, stack: 'A', first: 12, later: 5 },
  { id: 107, adventure: 8, stack: 'A', first: 9, later: 4 },
  { id: 108, adventure: 8, stack: 'B', first: 9, later: 5 },
  { id: 109, adventure: 8, stack: 'B', first: 11, later: 6 },
  { id: 110, adventure: 8, stack: 'C', first: 10, later: 4 },
  { id: 111, adventure: 8, stack: 'C', first: 10, later: 6 },
];

export function missionById(id: number): MissionCard {
  const m = MISSIONS.find((c) => c.id === id);
  if (!m) throw new Error(`No mission ${id}`);
  return m;
}

export function missionCandidates(adventure: number, stack: Stack): MissionCard[] {
  return MISSIONS.filter((m) => m.adventure === adventure && m.stack === stack);
}

/** The eight adventures, in the sheet's order; parseOptions accepts only these. */
export const ADVENTURES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type Adventure = (typeof ADVENTURES)[number];

export { LAUNCH_SHEET, type LaunchSheet };

/** Solo against ASTRA: the three solo cards shuffled into the third pile. */
export const SOLO_CARDS = ['A', 'B', 'C'] as const;

/** ASTRA's levels 1-8: names and the multiplier per action (robot, energy, plant, water, astronaut, planning). */
export const ASTRA_LEVELS: readonly { readonly name: string; readonly mult: Readonly<Record<Action, number>> }[] = [
  ['Katherine', 2, 3, 2, 3, 1, 4],
  ['Alexei', 2, 3, 3, 2, 4, 3],
  ['Margaret', 5, 4, 2, 2, 2, 3],
  ['Franklin', 2, 6, 4, 3, 3, 2],
  ['Sergei', 4, 4, 4, 4, 4, 3],
  ['Stephanie', 6, 2, 4, 5, 4, 4],
  ['Thomas', 5, 4, 3, 6, 5, 4],
  ['Peggy', 5, 3, 6, 3, 6, 6],
].map(([name, robot, energy, plant, water, astronaut, planning]) => ({
  name: String(name),
  mult: {
    robot: Number(robot),
    energy: Number(energy),
    plant: Number(plant),
    water: Number(water),
    astronaut: Number(astronaut),
    planning: Number(planning),
  },
}));

/** ASTRA's score per adventure (2-8): fixed + level × levelMult on top of its cards; and its bonus boxes. */
export const ASTRA_ADVENTURE: Readonly<Record<number, { fixed: number; levelMult: number; bonusBoxes: number }>> = {
  2: { fixed: 5, levelMult: 1, bonusBoxes: 10 },
  3: { fixed: 10, levelMult: 3, bonusBoxes: 8 },
  4: { fixed: 5, levelMult: 2, bonusBoxes: 8 },
  5: { fixed: 10, levelMult: 2, bonusBoxes: 8 },
  6: { fixed: 5, levelMult: 4, bonusBoxes: 9 },
  7: { fixed: 15, levelMult: 1, bonusBoxes: 6 },
  8: { fixed: 20, levelMult: 3, bonusBoxes: 6 },
};

/** Adventure 1's ASTRA: an 81-rocket track, pre-crossed by level (L1..L8), 9 bonus boxes. */
export const ASTRA_LAUNCH = { rockets: 81, preCrossed: [15, 12, 10, 8, 6, 4, 2, 0], bonusBoxes: 9 } as const;

/** ASTRA's adventure-1 score: 10, then 20 at 16 rockets crossed, +10 for every 5 more (up to 150 at 81). */
export function astraLaunchScore(crossed: number): number {
  if (crossed < 16) return 10;
  return Math.min(150, 20 + 10 * Math.floor((crossed - 16) / 5));
}
