// The shapes of Azul Duel: options, state, moves and the view (all plain JSON).

import type { Seat } from '../../../engine/game';
import type { Hidden } from '../../../engine/hidden';
import type { Rng } from '../../../engine/random';
import type { Color, PlateKind, TabletId } from '../data';

export type TabletSet = 'beginner' | 'random3' | 'random4';

export interface AdOptions {
  /** Which scoring tablets: the beginner sides, or random sides of 3 (or all 4) tablets. */
  readonly tablets: TabletSet;
}

export type Phase = 'opening' | 'acquire' | 'tiling' | 'over';

/** A wall cell's content: a regular tile or a special tile. */
export type WallTile = Color | 'special';

export interface PlacedPlate {
  readonly id: number;
  /** Quarter turns clockwise, 0-3. */
  readonly rotation: number;
}

export interface PatternLine {
  readonly color: Color | null;
  /** Filled spaces, tiles and chip-paid spaces together. */
  readonly count: number;
  /** Spaces paid for with bonus chips (no tile lies there). */
  readonly chips: number;
}

/** Nominal points by category; `zeroFloor` is what the score floor of 0 gave back. Their sum is the score. */
export interface Tally {
  readonly start: number;
  readonly wall: number;
  readonly special: number;
  readonly floor: number;
  readonly startTile: number;
  readonly blind: number;
  readonly tablets: number;
  readonly zeroFloor: number;
}

export interface Board {
  readonly score: number;
  readonly tally: Tally;
  /** 3x3 plate slots, index = slotRow * 3 + slotCol. */
  readonly plates: readonly (PlacedPlate | null)[];
  /** 6x6 cells, index = row * 6 + col. */
  readonly wall: readonly (WallTile | null)[];
  readonly lines: readonly PatternLine[];
  /** Floor tiles (at most 4; more go to the tower). */
  readonly floor: readonly Color[];
  readonly chips: readonly number[];
  /** Player tokens used this round. */
  readonly tokensUsed: number;
}

export interface WorkshopChip {
  readonly id: number;
  readonly faceUp: boolean;
}

export interface Workshop {
  readonly sun: readonly Color[];
  /** Bottom first; the last tile is the top of the moon stack. */
  readonly moon: readonly Color[];
  /** Small workshops only: the bonus chip under the moon space. */
  readonly chip: WorkshopChip | null;
}

/** What the player on turn still has to do with what they just took. */
export type Pending =
  | { readonly kind: 'tiles'; readonly color: Color; readonly count: number }
  | { readonly kind: 'plate'; readonly id: number }
  | { readonly kind: 'stack'; readonly workshop: number; readonly rest: readonly Color[] };

export interface AdState {
  readonly options: AdOptions;
  readonly rng: Rng;
  readonly round: number;
  readonly phase: Phase;
  readonly turn: Seat;
  readonly startPlayer: Seat;
  /** Who holds the start-player tile; null while it lies on the large workshop. */
  readonly startTile: Seat | null;
  readonly boards: readonly Board[];
  readonly bag: readonly Color[];
  readonly tower: readonly Color[];
  readonly workshops: readonly Workshop[];
  readonly chipSupply: readonly number[];
  /** Chips spent in the tiling phase (out of the game). */
  readonly usedChips: readonly number[];
  readonly display: readonly number[];
  readonly stack: readonly number[];
  readonly tablets: readonly TabletId[];
  /** Steps still owed in the current turn, first first. */
  readonly pending: readonly Pending[];
  /** Tiling phase: chips toggled for the next chip fill, and whether this seat has moved a tile to the wall. */
  readonly selected: readonly number[];
  readonly walling: boolean;
  /** Tiling phase: how many seats have finished. */
  readonly tiled: number;
  readonly specialsLeft: number;
}

export type LineTarget = number | 'floor';

export type AdMove =
  | { readonly kind: 'takePlate'; readonly plate: number }
  | { readonly kind: 'drawPlate' }
  | { readonly kind: 'placePlate'; readonly slot: number; readonly rotation: number }
  | { readonly kind: 'takeSun'; readonly workshop: number; readonly color: Color }
  | { readonly kind: 'takeMoon'; readonly color: Color }
  | { readonly kind: 'takeChip'; readonly workshop: number }
  | { readonly kind: 'placeTiles'; readonly line: LineTarget }
  | { readonly kind: 'stackTile'; readonly color: Color }
  | { readonly kind: 'pass' }
  | { readonly kind: 'toggleChip'; readonly chip: number }
  | { readonly kind: 'chipFill'; readonly line: number; readonly color: Color }
  | { readonly kind: 'endChips' }
  | { readonly kind: 'wall'; readonly line: number; readonly col: number };

export interface WorkshopView {
  readonly sun: readonly Color[];
  readonly moon: readonly Color[];
  readonly chip: Hidden<number> | null;
}

/** Everything is public except the bag and stack order, face-down chips and the rng. */
export interface AdView {
  readonly viewer: Seat | 'table';
  readonly round: number;
  readonly phase: Phase;
  readonly turn: Seat;
  readonly startPlayer: Seat;
  readonly startTile: Seat | null;
  readonly boards: readonly Board[];
  readonly bagCount: number;
  readonly tower: readonly Color[];
  readonly workshops: readonly WorkshopView[];
  readonly chipSupplyCount: number;
  readonly usedChips: readonly number[];
  readonly display: readonly number[];
  readonly stackCount: number;
  /** The back of the top plate shows its kind. */
  readonly stackTop: PlateKind | null;
  readonly tablets: readonly TabletId[];
  readonly pending: readonly Pending[];
  readonly selected: readonly number[];
  readonly walling: boolean;
  readonly specialsLeft: number;
}
