// Russian Railroads components as data. Values marked DESIGNED come from no source: Kotatsu chose them (see NOTES.md).

/** Track colours in build order: black, grey, brown, natural, white (index = colour). */
export const COLOURS = ['black', 'grey', 'brown', 'natural', 'white'] as const;
export type Colour = 0 | 1 | 2 | 3 | 4;

/** Points per space by colour; the revaluation "?" token switches to the second set (seed: トラックポイント). */
export const TRACK_VALUE = [0, 1, 2, 4, 7] as const;
export const TRACK_VALUE_REVALUED = [0, 1, 3, 6, 10] as const;

export type RailId = 'ts' | 'sp' | 'kiev';
export const RAILS: readonly RailId[] = ['ts', 'sp', 'kiev'];

/** Railroad lengths and the colours each allows (reference: 15/9/9, 5/4/3 colours). */
export const RAIL: Readonly<Record<RailId, { readonly length: number; readonly colours: number }>> = {
  ts: { length: 15, colours: 5 },
  sp: { length: 9, colours: 4 },
  kiev: { length: 9, colours: 3 },
};

/** The black track on the Trans-Siberian at this space unlocks the colour (reference, GH pg. 8-9). */
export const UNLOCK_AT = [1, 2, 6, 10, 15] as const;

export type SpecialKind = 'worker' | 'token' | 'spDouble';
export interface Special {
  readonly rail: RailId;
  readonly space: number;
  readonly kind: SpecialKind;
  /** Needs a locomotive whose reach covers the space. */
  readonly loco: boolean;
  /** The colour that must reach the space (black unless said). */
  readonly colour: Colour;
}
/** Special spaces along the railroads (reference: GH's reading of the board). */
export const SPECIALS: readonly Special[] = [
  { rail: 'ts', space: 3, kind: 'worker', loco: true, colour: 0 },
  { rail: 'ts', space: 13, kind: 'token', loco: true, colour: 0 },
  { rail: 'sp', space: 4, kind: 'token', loco: true, colour: 0 },
  { rail: 'sp', space: 6, kind: 'token', loco: true, colour: 0 },
  { rail: 'sp', space: 7, kind: 'spDouble', loco: true, colour: 1 },
  { rail: 'kiev', space: 7, kind: 'worker', loco: false, colour: 0 },
];
/** Kiev bonus stars on spaces 1-4, worth 1/2/3/4 at every scoring while black and a locomotive reach them. */
export const KIEV_STARS = [1, 2, 3, 4] as const;

/** Doubler spaces above Trans-Siberian spaces 1..8; the shared supply holds 30. */
export const DOUBLER_SPACES = 8;
export const DOUBLER_SUPPLY = 30;

/**
 * The industry track. 'G' is a gap for a factory, '?' the numberless "?" space; numbers are the points a marker there
 * scores. DESIGNED: the end space is worth 30 (sources: 30 twice, 50 once) and there is no 4 (one source of three).
 */
export const INDUSTRY: readonly (number | 'G' | '?')[] = [
  0,
  1,
  2,
  3,
  5,
  'G',
  10,
  'G',
  15,
  'G',
  '?',
  'G',
  20,
  'G',
  25,
  30,
];
export const INDUSTRY_END = INDUSTRY.length - 1;

/** Points of an industry marker at `pos`: its number, or the previous number on a gap or the "?" space. */
export function industryValue(pos: number): number {
  for (let i = pos; i >= 0; i--) {
    const v = INDUSTRY[i];
    if (typeof v === 'number') return v;
  }
  return 0;
}

/** Locomotives #1-#9; each number's supply stack holds one tile per player; each seat starts with a #1. */
export const LOCO_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** One effect of an action, a factory, an engineer, a "?" token or card. */
export type Effect =
  | { readonly t: 'steps'; readonly colours: readonly Colour[] | 'any'; readonly n: number; readonly distinct?: true }
  | { readonly t: 'industry'; readonly n: number }
  | { readonly t: 'coins'; readonly n: number }
  | { readonly t: 'doublers'; readonly n: number }
  | { readonly t: 'points'; readonly n: number }
  | { readonly t: 'locoOrFactory' }
  | { readonly t: 'locoAndFactory' }
  | { readonly t: 'factory' }
  | { readonly t: 'tempWorkers' }
  | { readonly t: 'bestLocos' }
  | { readonly t: 'perEngineer'; readonly n: number }
  | { readonly t: 'engineerSum' }
  | { readonly t: 'repeat'; readonly mine: boolean }
  | { readonly t: 'endBonusOr10' };

/**
 * DESIGNED: factory action per locomotive number. The seed names the nine actions but not their numbers; GH's readable
 * icons (#2 track move, #6 coin, #9 card) are kept, the rest is ordered so that higher numbers (built later) do more.
 */
export const FACTORY: Readonly<Record<number, Effect>> = {
  1: { t: 'industry', n: 1 },
  2: { t: 'steps', colours: 'any', n: 2 },
  3: { t: 'doublers', n: 2 },
  4: { t: 'perEngineer', n: 5 },
  5: { t: 'locoOrFactory' },
  6: { t: 'coins', n: 1 },
  7: { t: 'repeat', mine: true },
  8: { t: 'bestLocos' },
  9: { t: 'endBonusOr10' },
};
export const FACTORY_DESIGNED = true;

export type SpaceId =
  | 'black2'
  | 'black3'
  | 'grey2'
  | 'grey3'
  | 'brown1'
  | 'brown2'
  | 'natural1'
  | 'natural2'
  | 'white1'
  | 'white2'
  | 'mixed'
  | 'bottom'
  | 'loco1'
  | 'loco2'
  | 'loco3'
  | 'ind1'
  | 'ind2'
  | 'ind3'
  | 'coins'
  | 'doubler'
  | 'temp'
  | 'hire'
  | 'engA'
  | 'engB'
  | 'first'
  | 'second'
  | 'lastInd';

export interface Space {
  readonly id: SpaceId;
  /** Workers it takes; a ruble may stand in for any of them unless `workerOnly`. */
  readonly cost: number;
  /** Extra rubles it takes on top of the workers: 1 on the worker + ruble space, 0 elsewhere. */
  readonly coinCost: number;
  /** Payable only in rubles (hiring an engineer). */
  readonly coinOnly?: true;
  readonly workerOnly?: true;
  readonly reusable?: true;
  /** Only with this many players or more. */
  readonly minSeats?: number;
  readonly when?: 'notLast' | 'last';
  readonly effects: readonly Effect[];
  /** The black worker placed here moves black one more space. */
  readonly black?: true;
}

/** A space as the board list below writes it: extra rubles named only where a space takes any. */
type SpaceRow = Omit<Space, 'coinCost'> & { readonly coinCost?: number };

/** The action board (reference list; costs and move counts as read by GH and ChrisPMohr). */
const BOARD: readonly SpaceRow[] = [
  { id: 'black2', cost: 1, minSeats: 3, effects: [{ t: 'steps', colours: [0], n: 2 }], black: true },
  { id: 'black3', cost: 2, effects: [{ t: 'steps', colours: [0], n: 3 }], black: true },
  { id: 'grey2', cost: 1, minSeats: 3, effects: [{ t: 'steps', colours: [1], n: 2 }] },
  { id: 'grey3', cost: 2, effects: [{ t: 'steps', colours: [1], n: 3 }] },
  { id: 'brown1', cost: 1, effects: [{ t: 'steps', colours: [2], n: 1 }] },
  { id: 'brown2', cost: 2, effects: [{ t: 'steps', colours: [2], n: 2 }] },
  { id: 'natural1', cost: 1, effects: [{ t: 'steps', colours: [3], n: 1 }] },
  { id: 'natural2', cost: 2, effects: [{ t: 'steps', colours: [3], n: 2 }] },
  { id: 'white1', cost: 1, effects: [{ t: 'steps', colours: [4], n: 1 }] },
  { id: 'white2', cost: 2, effects: [{ t: 'steps', colours: [4], n: 2 }] },
  { id: 'mixed', cost: 1, coinCost: 1, workerOnly: true, effects: [{ t: 'steps', colours: 'any', n: 2 }] },
  { id: 'bottom', cost: 1, reusable: true, effects: [{ t: 'steps', colours: [0, 1], n: 1 }] },
  { id: 'loco1', cost: 1, effects: [{ t: 'locoOrFactory' }] },
  { id: 'loco2', cost: 2, effects: [{ t: 'locoOrFactory' }] },
  { id: 'loco3', cost: 3, effects: [{ t: 'locoAndFactory' }] },
  { id: 'ind1', cost: 1, effects: [{ t: 'industry', n: 1 }] },
  { id: 'ind2', cost: 2, effects: [{ t: 'industry', n: 2 }] },
  {
    id: 'ind3',
    cost: 2,
    effects: [
      { t: 'industry', n: 1 },
      { t: 'steps', colours: [0], n: 1 },
    ],
    black: true,
  },
  { id: 'coins', cost: 1, effects: [{ t: 'coins', n: 2 }] },
  { id: 'doubler', cost: 1, effects: [{ t: 'doublers', n: 1 }] },
  { id: 'temp', cost: 1, effects: [{ t: 'tempWorkers' }] },
  { id: 'hire', cost: 1, coinOnly: true, effects: [] },
  { id: 'engA', cost: 1, effects: [] },
  { id: 'engB', cost: 1, effects: [] },
  { id: 'first', cost: 1, when: 'notLast', effects: [] },
  { id: 'second', cost: 1, minSeats: 3, when: 'notLast', effects: [] },
  { id: 'lastInd', cost: 1, when: 'last', effects: [{ t: 'industry', n: 3 }] },
];
export const SPACES: readonly Space[] = BOARD.map((row) => ({ coinCost: 0, ...row }));

export function spaceOf(id: SpaceId): Space {
  const s = SPACES.find((x) => x.id === id);
  if (!s) throw new Error(`no space ${id}`);
  return s;
}

/** 1-worker board spaces whose action a repeat may use again. */
export const REPEATABLE: readonly SpaceId[] = [
  'black2',
  'grey2',
  'brown1',
  'natural1',
  'white1',
  'bottom',
  'loco1',
  'ind1',
  'coins',
  'doubler',
];

export interface Engineer {
  readonly n: number;
  readonly stack: 'A' | 'B' | '?';
  readonly effects: readonly Effect[];
}
/**
 * DESIGNED: the 14 engineers #2-#15 (sources give their count and numbers, not their stacks or actions). The actions
 * come from the reference's catalogue; stack A is the plainer half, stack B the stronger one; #8 sits on its "?" card.
 */
export const ENGINEERS: readonly Engineer[] = [
  { n: 2, stack: 'A', effects: [{ t: 'coins', n: 3 }] },
  { n: 3, stack: 'A', effects: [{ t: 'steps', colours: 'any', n: 3, distinct: true }] },
  { n: 4, stack: 'A', effects: [{ t: 'industry', n: 2 }] },
  {
    n: 5,
    stack: 'A',
    effects: [
      { t: 'doublers', n: 1 },
      { t: 'points', n: 5 },
    ],
  },
  { n: 6, stack: 'A', effects: [{ t: 'steps', colours: [0], n: 3 }] },
  { n: 7, stack: 'A', effects: [{ t: 'locoOrFactory' }] },
  { n: 8, stack: '?', effects: [{ t: 'steps', colours: [1, 2], n: 2 }] },
  { n: 9, stack: 'B', effects: [{ t: 'bestLocos' }] },
  { n: 10, stack: 'B', effects: [{ t: 'repeat', mine: false }] },
  { n: 11, stack: 'B', effects: [{ t: 'endBonusOr10' }] },
  { n: 12, stack: 'B', effects: [{ t: 'engineerSum' }] },
  { n: 13, stack: 'B', effects: [{ t: 'steps', colours: 'any', n: 2 }] },
  { n: 14, stack: 'B', effects: [{ t: 'points', n: 10 }] },
  { n: 15, stack: 'B', effects: [{ t: 'industry', n: 3 }] },
];
export const ENGINEERS_DESIGNED = true;

export function engineerOf(n: number): Engineer {
  const e = ENGINEERS.find((x) => x.n === n);
  if (!e) throw new Error(`no engineer ${n}`);
  return e;
}

/** Engineer majority at the end: most 40, second 20; a seat needs one engineer to place (seed). */
export const MAJORITY = [40, 20] as const;

/** The seven "?" tokens each seat owns (seed). */
export const TOKENS = ['tracks4', 'industry5', 'doublers3', 'revalue', 'marker2', 'medal', 'endBonus'] as const;
export type TokenId = (typeof TOKENS)[number];

/** The five "?" cards, chosen with the end-bonus token (seed). DESIGNED: the first card's effect is picked twice. */
export const QCARDS = ['triple', 'engineer', 'factory', 'blackWorker', 'loco9'] as const;
export type QCardId = (typeof QCARDS)[number];
/** The engineer on the engineer "?" card. */
export const QCARD_ENGINEER = 8;

/** End-bonus designs. DESIGNED: of the seed's nine, the flat 15 is left out of the box of eight. */
export const END_BONUS = [
  'railroads',
  'factories',
  'doublers',
  'locoSum',
  'extraEngineer',
  'blackReach',
  'extraWorkers',
  'tokens',
] as const;
export type EndBonusId = (typeof END_BONUS)[number];
/** Two end-bonus cards leave unseen at setup; the other six lie face up (DESIGNED: face up, not drawn blind). */
export const END_BONUS_REMOVED = 2;

/** Starting bonus cards, picked from the last seat in turn order back to the second (the first gets none). */
export const START_BONUS = ['coins', 'black', 'industry', 'doubler'] as const;
export type StartBonusId = (typeof START_BONUS)[number];
/** DESIGNED: what each starting bonus gives (the scorer app names the four kinds, not the amounts). */
export const START_BONUS_EFFECT: Readonly<Record<StartBonusId, Effect>> = {
  coins: { t: 'coins', n: 1 },
  black: { t: 'steps', colours: [0], n: 1 },
  industry: { t: 'industry', n: 1 },
  doubler: { t: 'doublers', n: 1 },
};

/**
 * DESIGNED: points on the back of the turn-order card of the k-th seat in turn order, scored on passing. 0/1/1/1 after
 * the 4-player seat runs (NOTES.md "Turn-order card points"); before that 0/1/1/2, and first 0/1/2/3.
 */
export const TURN_CARD_POINTS = [0, 1, 1, 1] as const;

export const ROUNDS: Readonly<Record<number, number>> = { 2: 6, 3: 6, 4: 7 };
export const WORKERS: Readonly<Record<number, number>> = { 2: 6, 3: 6, 4: 5 };
export const START_COINS: Readonly<Record<number, number>> = { 2: 2, 3: 1, 4: 1 };
/** Engineers in play: A then B stacks (reference: 4p 3A + 4B, 2-3p 3A + 3B). */
export const ENGINEER_DEAL: Readonly<Record<number, { readonly a: number; readonly b: number }>> = {
  2: { a: 3, b: 3 },
  3: { a: 3, b: 3 },
  4: { a: 3, b: 4 },
};
