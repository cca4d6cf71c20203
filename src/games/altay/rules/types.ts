// Altay's shapes: options, state, asks, moves and what one seat sees (all plain JSON).
import type { Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Marker, PeopleId, Res } from '../data';

export type AlOptions = Record<string, never>;
export interface Card {
  readonly t: string;
  readonly vp: number;
}
/** A card that stays in play: an accumulate card (resources until full) or a store card (kept resources). */
export interface Kept {
  readonly card: number;
  readonly op: 'acc' | 'store';
  res: Res[];
  /** Stored on this turn: a store card gives its resources back on a later turn. */
  fresh: boolean;
}
export interface Player {
  people: PeopleId | null;
  /** The secret wonder (achievement instance), or -1. */
  secret: number;
  deck: number[];
  hand: number[];
  discard: number[];
  played: number[];
  kept: Kept[];
  trashed: number[];
  res: number[];
  bought: string[];
  swords: number;
  swordCards: number;
  boosts: number[];
  used: string[];
  done: number[];
  dev: { ach: number; res: Res[] } | null;
  captured: number;
  markers: Marker[];
  supply: number;
}
export interface AlState {
  readonly seats: number;
  readonly options: AlOptions;
  rng: Rng;
  asks: AlAsk[];
  cards: Card[];
  market: number[][];
  /** settlements[t][seat]. */
  settle: number[][];
  marker: (Marker | null)[];
  inPlay: boolean[];
  /** Achievement instances: index into ACHIEVEMENTS. */
  achs: number[];
  achDeck: number[][];
  /** display[level-1] = stacks of instances of one type, top last. */
  display: number[][][];
  achDiscard: number[];
  players: Player[];
  removedMarkers: Marker[];
  unusedMarkers: Marker[];
  /** The secret wonder dealt to each seat at setup (Ruling 3). */
  dealt: number[];
  ending: boolean;
  turns: number;
}

export type AlAsk =
  | { kind: 'people'; seats: [Seat] }
  | { kind: 'start'; seats: [Seat] }
  | { kind: 'turn'; seats: [Seat] }
  | { kind: 'build'; seats: [Seat]; left: number }
  | {
      kind: 'defend';
      seats: [Seat];
      attacker: Seat;
      from: number;
      to: number;
      atk: number;
      shields: number;
      used: number;
    };

export type AlMove =
  | { kind: 'people'; people: PeopleId }
  | { kind: 'start'; t: number }
  | { kind: 'play'; card: number; opt: number; res?: Res }
  | { kind: 'buy'; type: string; pay: Res[] }
  | { kind: 'feed'; card: number; res: Res }
  | { kind: 'stash'; card: number; res: Res }
  | { kind: 'release'; card: number }
  | { kind: 'attack'; from: number; to: number }
  | { kind: 'develop'; ach: number; res: Res }
  | { kind: 'contribute'; res: Res }
  | { kind: 'abandon' }
  | { kind: 'ability'; key: string; card?: number; from?: number; to?: number }
  | { kind: 'end'; keep: number | null }
  | { kind: 'build'; t: number }
  | { kind: 'shield'; card: number }
  | { kind: 'hold' };

export interface PlayerView extends Omit<Player, 'deck' | 'hand' | 'secret'> {
  secret: number | null;
  hand: number[] | null;
  handCount: number;
  deckCount: number;
}
export interface AlView extends Omit<AlState, 'rng' | 'players' | 'achDeck' | 'unusedMarkers' | 'dealt'> {
  dealt: number[];
  me: Seat | 'table';
  players: PlayerView[];
  achDeckCounts: number[];
}
