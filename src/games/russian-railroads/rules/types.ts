// Russian Railroads' shapes: options, a player's board, the state, its asks, the moves and the view (plain JSON).

import type { Seat, SeatScore } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Colour, EndBonusId, QCardId, RailId, SpaceId, StartBonusId, TokenId } from '../data';

export const SLOTS = ['ts0', 'ts1', 'sp', 'kiev'] as const;
/** A locomotive slot: the two Trans-Siberian ones, St. Petersburg and Kiev. */
export type Slot = (typeof SLOTS)[number];
export type TripleOption = 'doubler' | 'industry' | 'black';

/** Score categories, in the order the final count lists them. */
export const SCORE_CATS = ['score.rounds', 'score.bonus', 'score.turn', 'score.majority', 'score.endBonus'] as const;
export type ScoreCat = (typeof SCORE_CATS)[number];

export interface RrPlayer {
  readonly workers: number;
  readonly extra: number;
  readonly blackWorker: boolean;
  readonly temp: number;
  readonly used: number;
  readonly blackUsed: boolean;
  readonly coins: number;
  /** Per railroad, how far each colour reaches (index = colour, one entry per colour the railroad allows). */
  readonly tracks: Readonly<Record<RailId, readonly number[]>>;
  readonly locos: Readonly<Record<Slot, number>>;
  readonly gaps: readonly (number | null)[];
  readonly markers: readonly number[];
  readonly doublers: number;
  readonly revalued: boolean;
  readonly medal: boolean;
  readonly tokens: readonly TokenId[];
  readonly claimed: readonly string[];
  readonly engineers: readonly number[];
  readonly ownUsed: readonly number[];
  readonly endBonus: readonly EndBonusId[];
  readonly qcards: readonly QCardId[];
  readonly passed: boolean;
  /** Points so far by category, every category from the start. */
  readonly cat: Readonly<Record<ScoreCat, number>>;
  readonly perRound: readonly number[];
}

type One = readonly [Seat];

export type RrAsk =
  | { readonly kind: 'bonus'; readonly seats: One }
  | { readonly kind: 'place'; readonly seats: One }
  | {
      readonly kind: 'steps';
      readonly seats: One;
      readonly colours: readonly Colour[];
      readonly left: number;
      readonly distinct: boolean;
      readonly optional: boolean;
    }
  | { readonly kind: 'loco'; readonly seats: One; readonly card: boolean; readonly optional: boolean }
  | {
      readonly kind: 'lof';
      readonly seats: One;
      readonly both: boolean;
      readonly optional: boolean;
      readonly factoryOnly?: true;
    }
  | { readonly kind: 'gap'; readonly seats: One; readonly factory: number }
  | { readonly kind: 'industry'; readonly seats: One; readonly left: number }
  | { readonly kind: 'token'; readonly seats: One }
  | { readonly kind: 'qcard'; readonly seats: One }
  | { readonly kind: 'triple'; readonly seats: One; readonly left: number }
  | { readonly kind: 'endBonus'; readonly seats: One; readonly orTen: boolean }
  | { readonly kind: 'repeat'; readonly seats: One; readonly mine: boolean }
  /** A replaced locomotive: onto another slot with a lower one (which moves on in turn) or back (GH pg. 10). */
  | { readonly kind: 'chain'; readonly seats: One; readonly loco: number }
  /** Between rounds: the worker on a turn-order space moves to an empty 1-worker space and is used (GH pg. 17). */
  | { readonly kind: 'relocate'; readonly seats: One; readonly from: 'first' | 'second' }
  | { readonly kind: 'turnEnd'; readonly seats: readonly [] }
  | { readonly kind: 'roundEnd'; readonly seats: readonly [] };

/** The ask of kind `K`. */
export type AskOf<K extends RrAsk['kind']> = Extract<RrAsk, { readonly kind: K }>;

export type RrMove =
  | { readonly kind: 'bonus'; readonly card: StartBonusId }
  /** `black`: the black worker is one of the workers placed (seed: 黒の労働者). */
  | { readonly kind: 'place'; readonly space: SpaceId; readonly coins: number; readonly black?: true }
  | { readonly kind: 'useEngineer'; readonly n: number; readonly coins: number; readonly black?: true }
  | { readonly kind: 'pass' }
  | { readonly kind: 'step'; readonly rail: RailId; readonly colour: Colour }
  | { readonly kind: 'skip' }
  | { readonly kind: 'loco'; readonly slot: Slot }
  | { readonly kind: 'choose'; readonly option: 'loco' | 'factory' }
  | { readonly kind: 'gap'; readonly gap: number }
  | { readonly kind: 'marker'; readonly index: number }
  | { readonly kind: 'token'; readonly token: TokenId }
  | { readonly kind: 'qcard'; readonly card: QCardId }
  | { readonly kind: 'triple'; readonly option: TripleOption }
  | { readonly kind: 'endBonus'; readonly card: EndBonusId | 'ten' }
  | { readonly kind: 'repeat'; readonly space: SpaceId }
  | { readonly kind: 'chain'; readonly slot: Slot | 'supply' }
  | { readonly kind: 'relocate'; readonly space: SpaceId | 'stay' };

/** The moves of kinds `K`. */
export type MoveOf<K extends RrMove['kind']> = Extract<RrMove, { readonly kind: K }>;

export type RrOptions = Record<string, never>;

export interface RrState {
  readonly seats: number;
  readonly round: number;
  readonly rounds: number;
  readonly order: readonly Seat[];
  readonly current: Seat;
  /** Who stands on each action space this round; a space nobody has used has no entry. */
  readonly occupied: Readonly<Partial<Record<SpaceId, readonly Seat[]>>>;
  readonly nextFirst: Seat | null;
  readonly nextSecond: Seat | null;
  readonly players: readonly RrPlayer[];
  /** Locomotives (and factories) left per number, every number #1-#9 from the setup on. */
  readonly locoSupply: Readonly<Record<number, number>>;
  readonly doublerSupply: number;
  readonly endDisplay: readonly EndBonusId[];
  readonly qcards: readonly QCardId[];
  readonly startBonus: readonly StartBonusId[];
  readonly engineerQueue: readonly number[];
  readonly hired: boolean;
  /** Points each seat scored at the last round's scoring (for the log). */
  readonly lastRound: readonly number[] | null;
  readonly final: readonly SeatScore[] | null;
  readonly asks: readonly RrAsk[];
  readonly rng: Rng;
}

export type RrView = Omit<RrState, 'rng'>;
