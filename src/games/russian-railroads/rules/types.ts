// Russian Railroads' shapes: options, a player's board, the state, its asks, the moves and the view (plain JSON).

import type { Seat, SeatScore } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Colour, EndBonusId, QCardId, RailId, SpaceId, StartBonusId, TokenId } from '../data';

export type Slot = 'ts0' | 'ts1' | 'sp' | 'kiev';
export const SLOTS: readonly Slot[] = ['ts0', 'ts1', 'sp', 'kiev'];
export type TripleOption = 'doubler' | 'industry' | 'black';

export interface RrPlayer {
  readonly workers: number;
  extra: number;
  blackWorker: boolean;
  temp: number;
  used: number;
  blackUsed: boolean;
  coins: number;
  tracks: Record<RailId, number[]>;
  locos: Record<Slot, number>;
  gaps: (number | null)[];
  markers: number[];
  doublers: number;
  revalued: boolean;
  medal: boolean;
  tokens: TokenId[];
  claimed: string[];
  engineers: number[];
  ownUsed: number[];
  endBonus: EndBonusId[];
  qcards: QCardId[];
  passed: boolean;
  /** Points so far by category (score.rounds, score.bonus, score.turn, score.majority, score.endBonus). */
  cat: Record<string, number>;
  perRound: number[];
}

export type RrAsk =
  | { kind: 'bonus'; seats: [Seat] }
  | { kind: 'place'; seats: [Seat] }
  | { kind: 'steps'; seats: [Seat]; colours: Colour[]; left: number; distinct: boolean; optional: boolean }
  | { kind: 'loco'; seats: [Seat]; card: boolean; optional: boolean }
  | { kind: 'lof'; seats: [Seat]; both: boolean; optional: boolean; factoryOnly?: true }
  | { kind: 'gap'; seats: [Seat]; factory: number }
  | { kind: 'industry'; seats: [Seat]; left: number }
  | { kind: 'token'; seats: [Seat] }
  | { kind: 'qcard'; seats: [Seat] }
  | { kind: 'triple'; seats: [Seat]; left: number }
  | { kind: 'endBonus'; seats: [Seat]; orTen: boolean }
  | { kind: 'repeat'; seats: [Seat]; mine: boolean }
  /** A replaced locomotive: onto another slot with a lower one (which moves on in turn) or back (GH pg. 10). */
  | { kind: 'chain'; seats: [Seat]; loco: number }
  /** Between rounds: the worker on a turn-order space moves to an empty 1-worker space and is used (GH pg. 17). */
  | { kind: 'relocate'; seats: [Seat]; from: 'first' | 'second' }
  | { kind: 'turnEnd'; seats: [] }
  | { kind: 'roundEnd'; seats: [] };

export type RrMove =
  | { kind: 'bonus'; card: StartBonusId }
  /** `black`: the black worker is one of the workers placed (seed: 黒の労働者). */
  | { kind: 'place'; space: SpaceId; coins: number; black?: true }
  | { kind: 'useEngineer'; n: number; coins: number; black?: true }
  | { kind: 'pass' }
  | { kind: 'step'; rail: RailId; colour: Colour }
  | { kind: 'skip' }
  | { kind: 'loco'; slot: Slot }
  | { kind: 'choose'; option: 'loco' | 'factory' }
  | { kind: 'gap'; gap: number }
  | { kind: 'marker'; index: number }
  | { kind: 'token'; token: TokenId }
  | { kind: 'qcard'; card: QCardId }
  | { kind: 'triple'; option: TripleOption }
  | { kind: 'endBonus'; card: EndBonusId | 'ten' }
  | { kind: 'repeat'; space: SpaceId }
  | { kind: 'chain'; slot: Slot | 'supply' }
  | { kind: 'relocate'; space: SpaceId | 'stay' };

export type RrOptions = Record<string, never>;

export interface RrState {
  readonly seats: number;
  round: number;
  readonly rounds: number;
  order: Seat[];
  current: Seat;
  occupied: Partial<Record<SpaceId, Seat[]>>;
  nextFirst: Seat | null;
  nextSecond: Seat | null;
  players: RrPlayer[];
  locoSupply: Record<number, number>;
  doublerSupply: number;
  endDisplay: EndBonusId[];
  qcards: QCardId[];
  startBonus: StartBonusId[];
  engineerQueue: number[];
  hired: boolean;
  /** Points each seat scored at the last round's scoring (for the log). */
  lastRound: number[] | null;
  final: SeatScore[] | null;
  asks: RrAsk[];
  rng: Rng;
}

export type RrView = Omit<RrState, 'rng'>;
