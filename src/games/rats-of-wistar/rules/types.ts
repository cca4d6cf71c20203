// Rats of Wistar: the options, state, moves, asks and view (plain JSON).

import type { Ask } from '../../../engine/decision';
import type { Rng } from '../../../engine/random';
import type { Bonus, MainAction, Region, Skill } from '../data';

/** `heroGifts`: each hero card gives a one-item start gift (a Kotatsu variant; off, everyone starts alike). */
export interface RwOptions {
  readonly heroGifts: boolean;
}

export interface Workers {
  forest: number;
  burrow: number;
  farm: number;
  /** Standing at the burrow entrance, waiting to be placed by a sub-action. */
  entrance: number;
}
export interface Player {
  wood: number;
  metal: number;
  move: number;
  wild: number;
  /** 0 none, 1 power, 2 advanced power. */
  power: number;
  workers: Workers;
  /** Underground tiles dug (0-6). */
  dug: number;
  beds: number;
  guests: number[];
  cheese: number[];
  hand: number[];
  played: number[];
  /** Cards whose once-per-round effect was used this round. */
  used: number[];
  cubes: { brown: boolean[]; grey: boolean[] };
  /** Mission id -> rows completed by this player. */
  rows: Record<string, number>;
  explorer: number;
  tents: number[];
  chiefs: number;
  sectorsUsed: number[];
  objectives: number[];
  bonusVp: number;
  hero: number;
  /** Whether the hero card gave its one-item start gift (the Kotatsu variant; the seed's start is common). */
  heroGift: boolean;
}
export interface Slot {
  mission: number;
  open: boolean;
}
export interface RwState {
  seats: number;
  round: number;
  order: number[];
  /** Index in `order` of the seat whose turn it is. */
  turn: number;
  hut: number[];
  /** Sector at wheel position p is sectors[(p - rotation + 6) % 6]; position p faces MAIN_ACTIONS[p]. */
  sectors: number[];
  rotation: number;
  /** Chief placed on each space this round: key "sector.space" -> seat. */
  spaces: Record<string, number>;
  doors: boolean[];
  missions: Slot[][];
  /** Face-down guest tiles per area. */
  areaGuests: number[][];
  cheese: number[];
  /** Round guests still to come (top = first); `roundGuest` is the face-up one, or null when taken. */
  guestPile: number[];
  roundGuest: number | null;
  objectives: number[];
  /** Seats that claimed each shown objective, in order. */
  claims: number[][];
  basicDeck: number[];
  advancedDeck: number[];
  basicDisplay: number[];
  advancedDisplay: number[];
  discard: number[];
  players: Player[];
  asks: RwAsk[];
  rng: Rng;
  /** The starting draft's pairs still to take: [basic, advanced]. */
  pairs: [number, number][];
}

export type Source = 'deck' | number;
export type Pay = { wood: number; metal: number; discard: number[] };
export type RwMove =
  | { kind: 'draft'; pair: number }
  | { kind: 'place'; sector: number; space: number }
  | { kind: 'hut' }
  | { kind: 'main' }
  | { kind: 'bonus'; index: number }
  | { kind: 'endTurn' }
  | { kind: 'buyWild'; wood: number; metal: number; discard: number[] }
  | { kind: 'buyPower'; wood: number; metal: number; discard: number[] }
  | { kind: 'moveToken'; from: Region; to: Region }
  | { kind: 'once'; card: number }
  | { kind: 'deploy'; to: Region }
  | { kind: 'tent' }
  | { kind: 'objective'; index: number }
  | { kind: 'dig' }
  | { kind: 'bed' }
  | { kind: 'draw'; tier: 'basic' | 'advanced'; from: Source }
  | { kind: 'door'; door: number }
  | { kind: 'go'; area: number }
  | { kind: 'reveal'; area: number; slot: number }
  | { kind: 'invite'; area: number }
  | { kind: 'shift'; from: Region; to: Region }
  | { kind: 'finish' }
  | { kind: 'potion'; pick: 'mission' | 'play' | 'wood' | 'metal' }
  | { kind: 'play'; card: number }
  | { kind: 'mission'; area: number; slot: number }
  | { kind: 'cube'; track: 'brown' | 'grey'; index: number };

export type StepKind = Exclude<MainAction, 'wood' | 'metal'> | 'move' | 'bonusExplore';
export type RwAsk =
  | { kind: 'draft'; seats: [number] }
  | {
      kind: 'turn';
      seats: [number];
      placed: null | { sector: number; space: number } | 'hut';
      main: boolean;
      bonuses: Bonus[];
    }
  | { kind: 'step'; seats: [number]; step: StepKind; left: number }
  | { kind: 'potion'; seats: [number] }
  | { kind: 'play'; seats: [number] }
  | { kind: 'mission'; seats: [number] }
  | { kind: 'cube'; seats: [number]; track: 'brown' | 'grey' };

export type { Ask, Skill };
/** One kind of ask, by its kind. */
export type Of<K extends RwAsk['kind']> = Extract<RwAsk, { kind: K }>;

export interface PlayerView extends Omit<Player, 'hand'> {
  /** The cards in hand: only in the viewer's own entry; `handCount` tells everyone how many. */
  hand?: number[];
  handCount: number;
}
export interface RwView {
  seats: number;
  round: number;
  order: number[];
  turn: number;
  hut: number[];
  sectors: number[];
  rotation: number;
  spaces: Record<string, number>;
  doors: boolean[];
  /** Revealed missions show their id; face-down ones are null. */
  missions: { mission: number | null; open: boolean }[][];
  areaGuests: number[];
  cheese: number[];
  guestsLeft: number;
  roundGuest: number | null;
  objectives: number[];
  claims: number[][];
  basicDeck: number;
  advancedDeck: number;
  basicDisplay: number[];
  advancedDisplay: number[];
  discard: number;
  pairs: [number, number][];
  players: PlayerView[];
  asks: RwAsk[];
}
