// The shapes of Azul Duel: options, state, moves and the view (all plain JSON).

import type { Ask } from '../../../engine/decision';
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

/** What the player on turn still has to do with what they just took (as the view shows it, first first). */
export type Pending =
  | { readonly kind: 'tiles'; readonly color: Color; readonly count: number }
  | { readonly kind: 'plate'; readonly id: number }
  | { readonly kind: 'stack'; readonly workshop: number; readonly rest: readonly Color[] };

/** Seed 3.10: choose one of the face-up plates for the opening (no token, no cost). */
export type OpeningAsk = Ask<'opening'>;

/** Seed 4.1: take a plate, sun tiles, moon tiles or a face-up chip, or pass when nothing can be taken. */
export type AcquireAsk = Ask<'acquire'>;

/** Seed 4.1.1: place the plate just taken in an empty slot, in any turn; `opening` while the opening lasts. */
export interface PlateAsk extends Ask<'plate'> {
  readonly id: number;
  readonly opening: boolean;
}

/** Seed 4.2.1: put the tiles just taken on one pattern line or the floor. */
export interface TilesAsk extends Ask<'tiles'> {
  readonly color: Color;
  readonly count: number;
}

/** Seed 4.1.2: stack the sun space's other tiles on that workshop's moon space, one at a time. */
export interface StackAsk extends Ask<'stack'> {
  readonly workshop: number;
  readonly rest: readonly Color[];
}

/** Seed 4.2.3: use bonus chips (the ones toggled so far are `selected`), or start moving tiles to the wall. */
export interface ChipsAsk extends Ask<'chips'> {
  readonly selected: readonly number[];
}

/** Seed 4.2.2: move the rightmost tile of each full line to the wall (chips are closed now). */
export type WallAsk = Ask<'wall'>;

/** Every open question of Azul Duel. The stack's top is the one answered now; an empty stack is the game's end. */
export type AdAsk = OpeningAsk | AcquireAsk | PlateAsk | TilesAsk | StackAsk | ChipsAsk | WallAsk;

export interface AdState {
  readonly options: AdOptions;
  readonly rng: Rng;
  readonly round: number;
  /** The round's start player (the opening's second player). */
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
  readonly specialsLeft: number;
  /** What the rules ask now and what is still to come this turn or phase; the last one is answered first. */
  readonly asks: readonly AdAsk[];
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
  /** The steps still owed this turn, first first (the plate, tiles and stack asks). */
  readonly pending: readonly Pending[];
  /** Tiling: the chips toggled for the next chip fill, and whether chips are closed (always true once over). */
  readonly selected: readonly number[];
  readonly walling: boolean;
  readonly specialsLeft: number;
}
