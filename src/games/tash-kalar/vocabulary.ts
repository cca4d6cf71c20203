// The effect vocabulary of Tash-Kalar as data types: every card's effect in data.ts is a list of these steps,
// and rules/effects.ts implements each step once.

/** Piece ranks: common, heroic, legendary. */
export type Rank = 'c' | 'h' | 'L';
export const RANKS: readonly Rank[] = ['c', 'h', 'L'];
export const ALL: readonly Rank[] = RANKS;
export const NON_LEGEND: readonly Rank[] = ['c', 'h'];
export const COMMON: readonly Rank[] = ['c'];
export const HEROIC: readonly Rank[] = ['h'];
export const UPGRADED: readonly Rank[] = ['h', 'L'];

/** Whose pieces a step may pick. */
export type Who = 'own' | 'enemy' | 'any';

/** A choice of pieces: by owner and rank; `notSelf` leaves the summoned being out. */
export interface Sel {
  readonly who: Who;
  readonly ranks: readonly Rank[];
  readonly notSelf?: boolean;
}

/**
 * Where a step looks. Distances are king moves. `of` says around what: the being (default) or the square the
 * previous step acted on. `marks` are the card's marked squares, `markedPieces` the pattern pieces it marks.
 */
export type Area =
  | { readonly at: 'adj' | 'orth' | 'diag'; readonly of?: 'self' | 'last' }
  | { readonly at: 'within'; readonly d: number }
  | { readonly at: 'any' }
  | { readonly at: 'marks' }
  | { readonly at: 'markedPieces' }
  | { readonly at: 'nearGreen' }
  | { readonly at: 'nearOwn' }
  | { readonly at: 'onOrNearRed' }
  | { readonly at: 'onOrNearGreen' }
  | { readonly at: 'redOrGreen' };

/** Who moves: the being, the piece the previous step chose, or pieces matching a selection (in an area). */
export type Mover = 'self' | 'last' | { readonly sel: Sel; readonly area?: Area };

/**
 * standard: onto empty or a lower rank; combat: onto empty or equal/lower rank; empty: onto empty squares only.
 */
export type MoveKind = 'standard' | 'combat' | 'empty';

/** A condition checked when the step is reached. */
export type Cond =
  | 'selfOnGreen'
  | 'selfOnRed'
  | 'selfOnColourNotCentre'
  | 'notLastAction'
  | 'did'
  | 'lastWasLegend'
  | 'lastOnRed'
  | 'destroyedTwo'
  | 'markOccupied';

/** Card effects too particular for the shared steps; each is one routine in rules/specials.ts. */
export type Special =
  | 'hypnotist'
  | 'masterOfIntrigue'
  | 'warlord'
  | 'legendSlayer'
  | 'forestWardens'
  | 'kiskinSpirit'
  | 'centaurSpearman'
  | 'centaurChieftain'
  | 'woodlandDruid'
  | 'forestAncient'
  | 'treeShepherd'
  | 'fireDragon'
  | 'angelOfDeath'
  | 'eldestTree'
  | 'boneCatapult'
  | 'leviathan'
  | 'stormElemental';

export type Step =
  /** Put pieces of `who`'s colour and `rank` on empty squares of the area, one by one. */
  | {
      readonly op: 'place';
      readonly who: 'own' | 'enemy';
      readonly rank: Rank;
      readonly n: number;
      readonly upTo: boolean;
      readonly area: Area;
    }
  /** Destroy n chosen pieces. `uncounted`: they do not count as destroyed by you (Titan). */
  | { readonly op: 'destroy'; readonly sel: Sel; readonly area: Area; readonly n: number; readonly upTo: boolean }
  | { readonly op: 'destroyAll'; readonly sel: Sel; readonly area: Area; readonly uncounted?: boolean }
  | { readonly op: 'upgrade'; readonly sel: Sel; readonly area: Area; readonly n: number; readonly upTo: boolean }
  /** Replace an enemy piece with one of yours: of the same rank, or a common one. */
  | {
      readonly op: 'convert';
      readonly sel: Sel;
      readonly area: Area;
      readonly sameRank: boolean;
      readonly upTo: boolean;
    }
  /**
   * Single-square moves. pieces: 'one' = one piece makes them all, 'any' = each by any eligible piece,
   * 'each' = different pieces. `mix` splits the budget into standard and combat moves. `dest` limits where
   * moves end; `avoid` ranks it may not destroy; `stopOnEmpty` ends after a move onto an empty square;
   * `nearOwn` each move ends next to another own piece.
   */
  | {
      readonly op: 'move';
      readonly mover: Mover;
      readonly kind: MoveKind;
      readonly n: number;
      readonly upTo: boolean;
      readonly pieces: 'one' | 'any' | 'each';
      readonly mix?: { readonly standard: number; readonly combat: number };
      readonly dest?: Area;
      readonly avoid?: readonly Rank[];
      readonly stopOnEmpty?: boolean;
      readonly nearOwn?: boolean;
    }
  /** Jump to any square (or exactly at distance `dist`). */
  | {
      readonly op: 'leap';
      readonly mover: Mover;
      readonly kind: 'standard' | 'combat';
      readonly n: number;
      readonly upTo: boolean;
      readonly dist?: number;
    }
  /** Any number of moves in one straight line, stopping where the player says (or after a legend dies). */
  | {
      readonly op: 'slide';
      readonly mover: Mover;
      readonly kind: 'standard' | 'combat';
      readonly upTo: boolean;
      readonly stopAfterLegend?: boolean;
    }
  /** Pick a direction (toward a marked square, or a diagonal) and hit pieces along that line. */
  | {
      readonly op: 'shoot';
      readonly dirs: 'marks' | 'diag';
      readonly hits: readonly Rank[];
      readonly max: number;
      readonly blockedBy: readonly Rank[];
      readonly times: number;
    }
  | { readonly op: 'gainAction'; readonly n: number }
  | { readonly op: 'draw'; readonly deck: number; readonly legends: number }
  | { readonly op: 'extraTurn' }
  | { readonly op: 'upgradeSelf' }
  | { readonly op: 'downgradeSelf' }
  | { readonly op: 'destroySelf' }
  /** The next being summoned this turn may use one enemy piece in its pattern (War Summoner). */
  | { readonly op: 'borrowEnemy' }
  /** Pick one of your pieces; later steps use it as 'last'. */
  | { readonly op: 'pick'; readonly sel: Sel; readonly area: Area }
  | { readonly op: 'when'; readonly cond: Cond; readonly do: readonly Step[]; readonly else?: readonly Step[] }
  /** The player may do these steps or skip them all. */
  | { readonly op: 'may'; readonly do: readonly Step[] }
  /** The player chooses one of the options. */
  | { readonly op: 'oneOf'; readonly options: readonly (readonly Step[])[] }
  | { readonly op: 'special'; readonly name: Special };

export type Effect = readonly Step[];
