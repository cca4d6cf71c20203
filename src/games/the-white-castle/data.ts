// The White Castle's components as data: cards, gardens, yard tiles, die-tiles, board spaces and constants.
// Numbers come from the reference sheet (reference/the-white-castle.md), keyed by the BGA type numbers. Card names
// are unknown: each card's short name (text.ts, `card.*`) is Kotatsu's own description, not a printed name.

import { assertDefined } from '../../engine/assert';

export const COLORS = ['red', 'black', 'white'] as const;
/** Die colours: red is the coral bridge. Bridge i holds the dice of COLORS[i]. */
export type Color = (typeof COLORS)[number];
export const RESOURCES = ['food', 'iron', 'pearl'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Worker = 'courtier' | 'gardener' | 'warrior';

export const ROUNDS = 3;
export const TURNS_PER_ROUND = 3;
export const RESOURCE_CAP = 7;
export const SEAL_CAP = 5;
export const MEEPLES = 5;
/** Printed values of the action spaces (reference: "Main board action spaces"). */
export const STEWARD_VALUE = 3;
export const DIPLOMAT_VALUE = 4;
export const WELL_VALUE = 1;
export const OUTSIDE_VALUE = 5;
export const DOMAIN_VALUE = 6;
/** Rooms 0-2 are the 1st floor (stewards), rooms 3-4 the 2nd floor (diplomats). */
export const ROOMS = 5;
export const roomFloor = (room: number): 1 | 2 => (room < 3 ? 1 : 2);
/** Dice a room or an Outside space holds: 2 at 3-4 players; 1 at 2 players (NOTES.md ruling R1). */
export const spaceCapacity = (seats: number): number => (seats === 2 ? 1 : 2);
/** Outside the Walls: the two main actions pictured beside each space (NOTES.md ruling R3). */
export const OUTSIDE_ACTIONS: readonly (readonly Worker[])[] = [
  ['gardener', 'courtier'],
  ['warrior', 'courtier'],
];
/** Domain rows, top to bottom: the colour a row takes and the meeples it holds. */
export const ROW_WORKER: readonly Worker[] = ['courtier', 'gardener', 'warrior'];
/** What each empty meeple space of a row shows (NOTES.md ruling R4: 1 of this resource per empty space). */
export const ROW_REVEALS: readonly Resource[] = ['food', 'iron', 'pearl'];
export const COURTIER_POINTS = [1, 3, 6, 10] as const; // gate, 1st, 2nd, 3rd floor
export const GATE_COST = 2;
export const CLIMB_COST = [0, 2, 5] as const; // by floors climbed

/** Everything an icon can make happen. */
export type Effect =
  | { readonly e: 'gain'; readonly what: Resource | 'coin' | 'seal' | 'vp'; readonly n: number }
  | { readonly e: 'any'; readonly n: number } // resources of your choice, one at a time
  | { readonly e: 'pot'; readonly n: number } // Passage of Time steps
  | { readonly e: 'lantern' }
  | { readonly e: 'well' }
  | { readonly e: 'light' } // any light (reward) block of a castle card on the main board
  | { readonly e: 'worker'; readonly w: Worker; readonly gate?: true; readonly climb?: true }
  | { readonly e: 'castle'; readonly color: Color | 'any' } // a castle action without a die
  | { readonly e: 'domain' } // a personal-domain row of your choice
  | { readonly e: 'offer'; readonly coins: number; readonly seals: number; readonly act: Effect }
  | { readonly e: 'bonus' }; // a free 3rd-floor bonus space

const gain = (what: Resource | 'coin' | 'seal' | 'vp', n: number): Effect => ({ e: 'gain', what, n });
const any = (n: number): Effect => ({ e: 'any', n });
const pot = (n: number): Effect => ({ e: 'pot', n });
const LANTERN: Effect = { e: 'lantern' };
const WELL: Effect = { e: 'well' };
const LIGHT: Effect = { e: 'light' };
const worker = (w: Worker): Effect => ({ e: 'worker', w });
const seal = (w: Worker): Effect => ({ e: 'offer', coins: 0, seals: 1, act: worker(w) });

/** A block of a castle card: rows it covers (0 top, 1 middle, 2 bottom), light (reward) or dark (worker action). */
export interface Block {
  readonly rows: readonly number[];
  readonly dark: boolean;
  readonly fx: readonly Effect[];
}
export interface CastleCard {
  readonly id: number;
  readonly blocks: readonly Block[];
  /** Marked with the diamond: used only at 3-4 players. */
  readonly diamond: boolean;
}

const L = (rows: number[], ...fx: Effect[]): Block => ({ rows, dark: false, fx });
const D = (rows: number[], fx: Effect): Block => ({ rows, dark: true, fx: [fx] });

/** 1st floor, 15 stewards. Dark blocks cost 1 seal. Steward 3 bottom: 2 VP (NOTES.md ruling R7). */
export const STEWARDS: readonly CastleCard[] = [
  {
    id: 1,
    diamond: true,
    blocks: [D([0], seal('courtier')), L([1], gain('seal', 1), gain('vp', 1)), L([2], gain('food', 1), LANTERN)],
  },
  { id: 2, diamond: false, blocks: [D([0], seal('courtier')), L([1], pot(1)), L([2], gain('iron', 2))] },
  { id: 3, diamond: true, blocks: [D([0], seal('courtier')), L([1], LANTERN), L([2], gain('vp', 2))] },
  { id: 4, diamond: false, blocks: [D([0], seal('warrior')), L([1], gain('coin', 1), WELL), L([2], LANTERN)] },
  {
    id: 5,
    diamond: false,
    blocks: [D([0], seal('warrior')), L([1], gain('food', 1), gain('pearl', 1)), L([2], gain('iron', 1), LANTERN)],
  },
  { id: 6, diamond: true, blocks: [L([0], gain('iron', 1), LANTERN), D([1], seal('gardener')), L([2], any(2))] },
  { id: 7, diamond: false, blocks: [L([0], pot(1)), D([1], seal('gardener')), L([2], gain('food', 2))] },
  { id: 8, diamond: true, blocks: [L([0], gain('coin', 1), WELL), D([1], seal('gardener')), L([2], pot(1))] },
  { id: 9, diamond: false, blocks: [L([0], gain('coin', 1), WELL), D([1], seal('courtier')), L([2], gain('food', 2))] },
  {
    id: 10,
    diamond: false,
    blocks: [L([0], gain('seal', 1), any(1)), D([1], seal('courtier')), L([2], gain('iron', 1), gain('food', 1))],
  },
  { id: 11, diamond: true, blocks: [L([0], any(2)), L([1], gain('pearl', 1), LANTERN), D([2], seal('warrior'))] },
  {
    id: 12,
    diamond: false,
    blocks: [L([0], gain('pearl', 2)), L([1], gain('seal', 1), gain('vp', 1)), D([2], seal('gardener'))],
  },
  { id: 13, diamond: false, blocks: [L([0], gain('iron', 2)), L([1], LANTERN), D([2], seal('gardener'))] },
  { id: 14, diamond: true, blocks: [L([0], gain('vp', 2)), L([1], gain('seal', 1), any(1)), D([2], seal('warrior'))] },
  { id: 15, diamond: false, blocks: [L([0], pot(1)), L([1], gain('pearl', 2)), D([2], seal('warrior'))] },
];

/** 2nd floor, 12 diplomats. Dark blocks are free. */
export const DIPLOMATS: readonly CastleCard[] = [
  { id: 1, diamond: true, blocks: [D([0], worker('courtier')), L([1, 2], any(3))] },
  { id: 2, diamond: false, blocks: [D([0], worker('courtier')), L([1, 2], pot(2))] },
  { id: 3, diamond: false, blocks: [D([0], worker('courtier')), L([1, 2], gain('vp', 2), WELL)] },
  { id: 4, diamond: false, blocks: [D([0], worker('courtier')), L([1, 2], gain('seal', 1), LANTERN)] },
  { id: 5, diamond: false, blocks: [D([0], worker('warrior')), L([1, 2], any(3))] },
  { id: 6, diamond: false, blocks: [D([0], worker('warrior')), L([1, 2], pot(2))] },
  { id: 7, diamond: false, blocks: [L([0], pot(2)), D([1, 2], worker('gardener'))] },
  { id: 8, diamond: false, blocks: [L([0], gain('vp', 2), WELL), D([1, 2], worker('gardener'))] },
  { id: 9, diamond: true, blocks: [L([0, 1], gain('vp', 2), WELL), D([2], worker('warrior'))] },
  { id: 10, diamond: false, blocks: [L([0, 1], gain('coin', 2), LANTERN), D([2], worker('warrior'))] },
  { id: 11, diamond: false, blocks: [L([0, 1], pot(1), LANTERN), D([2], worker('gardener'))] },
  { id: 12, diamond: true, blocks: [L([0, 1], any(3)), D([2], worker('gardener'))] },
];

/** 3rd floor, 9 cards (provisional, one hobby source): one per game; its 3 items are the 3 bonus spaces. */
export const TOP_CARDS: readonly (readonly [Effect, Effect, Effect])[] = [
  [WELL, gain('food', 2), pot(2)],
  [LIGHT, gain('pearl', 2), gain('vp', 2)],
  [WELL, gain('vp', 2), gain('seal', 2)],
  [WELL, gain('pearl', 2), gain('coin', 3)],
  [LANTERN, gain('iron', 2), gain('seal', 2)],
  [LIGHT, gain('iron', 2), gain('coin', 3)],
  [LIGHT, pot(2), gain('seal', 2)],
  [LANTERN, gain('food', 2), gain('vp', 2)],
  [LANTERN, pot(2), gain('coin', 3)],
];

/** Garden cards (10; one plant and one stone beside each bridge, 6 dealt). Points = 2 × food cost − 1. */
export interface Garden {
  readonly id: number;
  readonly kind: 'plant' | 'stone';
  readonly food: number;
  readonly points: number;
  readonly fx: readonly Effect[];
}
const offer = (coins: number, then: Effect): Effect => ({ e: 'offer', coins, seals: 0, act: then });
export const GARDENS: readonly Garden[] = [
  { id: 1, kind: 'plant', food: 5, points: 9, fx: [offer(4, { e: 'castle', color: 'any' })] },
  { id: 2, kind: 'plant', food: 4, points: 7, fx: [offer(3, worker('gardener'))] },
  { id: 3, kind: 'plant', food: 4, points: 7, fx: [offer(3, worker('courtier'))] },
  { id: 4, kind: 'plant', food: 4, points: 7, fx: [offer(3, worker('warrior'))] },
  { id: 5, kind: 'plant', food: 3, points: 5, fx: [offer(4, { e: 'domain' })] },
  { id: 6, kind: 'stone', food: 1, points: 1, fx: [any(2)] },
  { id: 7, kind: 'stone', food: 1, points: 1, fx: [gain('coin', 3)] },
  { id: 8, kind: 'stone', food: 2, points: 3, fx: [gain('seal', 2)] },
  { id: 9, kind: 'stone', food: 2, points: 3, fx: [LIGHT] },
  { id: 10, kind: 'stone', food: 3, points: 5, fx: [WELL] },
];
export const gardenById = (id: number): Garden =>
  assertDefined(
    GARDENS.find((g) => g.id === id),
    `garden card ${id}`,
  );

/** Training yards printed on the board: iron cost and point value per warrior. */
export const YARDS = [
  { iron: 5, points: 2, faces: ['action', 'reward'] },
  { iron: 3, points: 1, faces: ['action'] },
  { iron: 1, points: 1, faces: ['reward'] },
] as const;
/** Yard tiles (8, double-sided): front = action, back = reward. Re-dealt every round (NOTES.md ruling R5). */
export const YARD_TILES: readonly { readonly id: number; readonly action: Effect; readonly reward: Effect }[] = [
  { id: 1, action: worker('courtier'), reward: gain('pearl', 3) },
  { id: 2, action: worker('warrior'), reward: pot(2) },
  { id: 3, action: worker('gardener'), reward: gain('food', 3) },
  { id: 4, action: { e: 'castle', color: 'red' }, reward: WELL },
  { id: 5, action: { e: 'castle', color: 'white' }, reward: gain('seal', 2) },
  { id: 6, action: { e: 'castle', color: 'black' }, reward: gain('coin', 5) },
  { id: 7, action: { e: 'castle', color: 'any' }, reward: LIGHT },
  { id: 8, action: { e: 'domain' }, reward: gain('vp', 2) },
];

/** Die-tiles (15): a colour side and a reward side; 5 per colour, rewards food, iron, pearl, any, coin (1 each). */
export type TileReward = Resource | 'any' | 'coin';
export const TILE_REWARDS: readonly TileReward[] = ['food', 'iron', 'pearl', 'any', 'coin'];
export const DIE_TILES: readonly { readonly id: number; readonly color: Color; readonly reward: TileReward }[] =
  COLORS.flatMap((color, c) => TILE_REWARDS.map((reward, r) => ({ id: c * 5 + r, color, reward })));
export const tileEffect = (r: TileReward): Effect => (r === 'any' ? any(1) : gain(r === 'coin' ? 'coin' : r, 1));

/** Starting resource cards (9): goods gained; the back (lantern) gives 1 of `back`. Decrees go to the lantern. */
export type Decree = 'coin' | 'seal' | 'vp';
export const RESOURCE_CARDS: readonly {
  readonly id: number;
  readonly fx: readonly Effect[];
  readonly decree: Decree | null;
  readonly back: Resource;
}[] = [
  { id: 1, decree: 'coin', back: 'pearl', fx: [gain('food', 2), gain('iron', 1), gain('coin', 2), gain('seal', 1)] },
  { id: 2, decree: null, back: 'pearl', fx: [any(2), gain('coin', 4), gain('seal', 2)] },
  { id: 3, decree: null, back: 'pearl', fx: [gain('iron', 2), gain('pearl', 1), gain('coin', 5), gain('seal', 1)] },
  { id: 4, decree: 'seal', back: 'iron', fx: [gain('pearl', 2), gain('iron', 1), gain('coin', 4)] },
  { id: 5, decree: null, back: 'iron', fx: [any(3), gain('coin', 4), gain('seal', 1)] },
  {
    id: 6,
    decree: null,
    back: 'iron',
    fx: [gain('food', 1), gain('iron', 2), gain('pearl', 1), gain('coin', 3), gain('seal', 1)],
  },
  { id: 7, decree: 'vp', back: 'food', fx: [any(1), gain('coin', 2), gain('seal', 2)] },
  {
    id: 8,
    decree: null,
    back: 'food',
    fx: [gain('food', 2), gain('iron', 2), gain('pearl', 1), gain('coin', 4), gain('seal', 1)],
  },
  { id: 9, decree: null, back: 'food', fx: [gain('food', 4), gain('iron', 2), gain('coin', 3), gain('seal', 2)] },
];
/** Starting action cards (6): one block over all three rows; the back (lantern) is Passage of Time +1. */
export const ACTION_CARDS: readonly { readonly id: number; readonly w: Worker }[] = [
  { id: 1, w: 'courtier' },
  { id: 2, w: 'courtier' },
  { id: 3, w: 'gardener' },
  { id: 4, w: 'gardener' },
  { id: 5, w: 'warrior' },
  { id: 6, w: 'warrior' },
];

/** Passage of Time: 0..20; entering 6 / 11 / 15 costs 1 / 2 / 3 seals, else the marker stops before. */
export const POT_MAX = 20;
export const POT_GATES: readonly (readonly [number, number])[] = [
  [6, 1],
  [11, 2],
  [15, 3],
];
export function potPoints(step: number): number {
  if (step >= 15) return step - 5;
  if (step >= 11) return 6;
  if (step >= 6) return 3;
  return 0;
}
