// The storage layer's contract: what a saved game is and what the app may ask of the store.

import type { Result } from '../engine/errors';
import type { AnyGame, LogEvent, Seat } from '../engine/game';
import type { MoveRecord } from '../engine/session';
import type { StoredMove } from './schema';

export interface SeatRecord {
  readonly name: string;
  readonly color: string;
  readonly bot: boolean;
}

export type SaveStatus = 'playing' | 'over';

/** A value of the `games` store: everything to rebuild the game, plus the latest state as a cache. */
export interface SavedGame {
  readonly id: string;
  readonly gameId: string;
  /** The rules version the moves were played under (Game.version). */
  readonly version: number;
  readonly seats: readonly SeatRecord[];
  readonly options: unknown;
  readonly seed: string;
  readonly status: SaveStatus;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly moveCount: number;
  /** The state after `moveCount` moves: a cache; the move log is the truth. */
  readonly snapshot: unknown;
  /** Per seat, how many moves of the log that seat has seen (for the hand-off catch-up). */
  readonly seenUpTo: readonly number[];
  /** An imported copy whose moves part from another save of the same game (same game, seed and start). */
  readonly copy?: true;
  /**
   * Whose turn it is in `snapshot` (the seats that must decide; empty once the game is over), written in the same
   * transaction as the snapshot so the library lists it without the game's rules (issue 33). Absent in saves stored
   * before it was kept, and when the rules could not read the snapshot: the library then asks the rules once and
   * stores the answer (GameStore.storeTurns).
   */
  readonly turn?: readonly Seat[];
}

/** Whose turn a listed save stands at, learned from its rules, for a save that does not store it yet. */
export interface TurnNote {
  readonly id: string;
  /** The save as it was read: the note is dropped if it has moved on since. */
  readonly moveCount: number;
  readonly updatedAt: number;
  readonly turn: readonly Seat[];
}

export interface NewGame {
  readonly gameId: string;
  readonly version: number;
  readonly seats: readonly SeatRecord[];
  readonly options: unknown;
  readonly seed: string;
  readonly snapshot: unknown;
  /** Whose turn in `snapshot` (SavedGame.turn); the store asks the game's rules when it is left out. */
  readonly turn?: readonly Seat[];
}

export interface LoadedGame {
  readonly save: SavedGame;
  readonly moves: readonly MoveRecord<unknown>[];
  /** True when the snapshot disagreed with the replay of the moves and was rebuilt from them. */
  readonly repaired: boolean;
  /** The state to continue from: the replayed one, or the save's snapshot when `verified` is false. */
  readonly state: unknown;
  /**
   * False when the game resumed from the save's snapshot without replaying its log (issue 33: opening costs the
   * same at any length); the session then replays the log in the background and repairs what disagrees.
   */
  readonly verified: boolean;
}

/**
 * A move to append. `index` is where the caller believes it goes (the save's moveCount before it); the store
 * refuses the write if the stored log has a different length (out-of-order). The app always states it; only
 * single-writer batch tools (the bench) may leave it out.
 */
export type AppendRecord = MoveRecord<unknown> & { readonly index?: number };

/** Undo: keep the first `length` moves of a log the caller believes holds `expected` moves. */
export interface Cut {
  readonly length: number;
  readonly expected: number;
}

/** A write another window (tab) made to a save: this window's copy of that game is out of date. */
export interface SaveChange {
  readonly saveId: string;
  /** The save's log length after the write; null when the save was removed. */
  readonly moveCount: number | null;
}

export interface AfterMove {
  readonly snapshot: unknown;
  readonly status: SaveStatus;
  /** Whose turn in `snapshot` (SavedGame.turn); the store asks the game's rules when the caller leaves it out. */
  readonly turn?: readonly Seat[];
}

export type StoreErrorCode =
  | 'storage.full'
  | 'storage.unavailable'
  | 'storage.not-found'
  | 'storage.unknown-game'
  | 'storage.replay-failed'
  | 'storage.blocked'
  /** The browser refuses this site any storage (blocked in its settings, or a private window): SecurityError. */
  | 'storage.denied'
  /** A newer Kotatsu upgraded the database past what this copy of the app knows: VersionError. */
  | 'storage.newer'
  /** IndexedDB did not answer the open within the bounded wait (seen on some WebKit versions). */
  | 'storage.timeout'
  /** An append or truncate whose index does not match the stored log (a stale tab or a lost race). */
  | 'storage.out-of-order';

export interface StoreError {
  readonly code: StoreErrorCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Why an import file (or one game of it) was refused; `code` is an i18n key, e.g. 'import.not-json'. */
export interface ImportError {
  readonly code: string;
  /** A game's refusal names it: `game` (0-based position in the file) and, when the file says, `gameId`. */
  readonly params?: Readonly<Record<string, string | number>>;
  /** 'import.all-refused': the reason of each game. */
  readonly games?: readonly ImportError[];
}

export interface ImportSummary {
  /** New saves (diverging copies included). */
  readonly imported: number;
  readonly ids: readonly string[];
  /** Of the new saves, those kept beside a stored game whose moves they part from. */
  readonly copies: number;
  /** Stored games the file carried further (its moves extend the stored log). */
  readonly updated: number;
  /** Games of the file that were already stored (with all their moves) and left as they were. */
  readonly skipped: number;
  /** Games of the file left out, each with its reason (`params.game` says which); the others came in. */
  readonly refused: readonly ImportError[];
  /** Of the games stored, those whose dates came from a wrong clock (kept in move order, see EARLIEST_TIME). */
  readonly oddDates: number;
}

/** What an import is doing: reading the file, re-checking every move through the rules, or storing the games. */
export type ImportPhase = 'read' | 'check' | 'write';

export interface ImportProgress {
  readonly phase: ImportPhase;
  /** Characters read, moves re-checked, or moves stored so far, of `total`. */
  readonly done: number;
  readonly total: number;
}

export interface ImportOptions {
  readonly onProgress?: (p: ImportProgress) => void;
  /** Aborting stops the import between slices, in any phase; nothing is stored ('import.cancelled'). */
  readonly signal?: AbortSignal;
  /** Work this long (ms) between two yields to the page (default 12); tests pass 0 to yield after every move. */
  readonly sliceMs?: number;
}

export interface StorageEstimate {
  readonly usage: number | null;
  readonly quota: number | null;
  readonly persisted: boolean | null;
}

/** Finds a game's rules by id (the app passes the registry's lazy loader). */
export type GameLookup = (gameId: string) => Promise<AnyGame | undefined>;

export interface GameStore {
  /** False while games live only in the page (IndexedDB failed, or has not answered yet): nothing outlives it. */
  readonly durable: boolean;
  /** Tells `listener` once, when a store that kept games in the page moved them into IndexedDB (it answered late)
   * and is durable from then on. Returns the unsubscribe. Absent on stores that never change. */
  onDurable?(listener: () => void): () => void;
  list(): Promise<SavedGame[]>;
  create(init: NewGame): Promise<SavedGame>;
  /** Loads, replays the log, repairs a disagreeing snapshot. */
  load(id: string): Promise<Result<LoadedGame, StoreError>>;
  /** One readwrite transaction (durability 'strict'): append the move and update the snapshot. Resolves once durable. */
  append(id: string, record: AppendRecord, after: AfterMove): Promise<Result<void, StoreError>>;
  /** Write a whole game as the page holds it, under its own id, in one transaction: for a save the store does not
   * hold (never stored because the disk was full, or lost with a wiped origin). Refused (out-of-order) when a save
   * with that id is stored: it is never overwritten. */
  restore(game: WholeGame, after: AfterMove): Promise<Result<void, StoreError>>;
  /** Undo: drop moves from index `cut.length` on and store the replayed snapshot, in one transaction; refused
   * (out-of-order) unless the stored log holds exactly `cut.expected` moves. */
  truncate(id: string, cut: Cut, after: AfterMove): Promise<Result<void, StoreError>>;
  /**
   * The background check of a game resumed from its snapshot (LoadedGame.verified false) found the snapshot or log
   * lines wrong: store the replayed snapshot and every move's lines in one transaction; refused (out-of-order) unless
   * the stored log holds exactly `lines.length` moves.
   */
  repair(id: string, lines: readonly (readonly LogEvent[])[], after: AfterMove): Promise<Result<void, StoreError>>;
  remove(id: string): Promise<void>;
  /**
   * Store whose turn each save stands at, for saves listed without it (stored before it was kept); one transaction,
   * not an edit of the game (updatedAt stays, nobody is told). A note whose save moved on since it was read is
   * dropped.
   */
  storeTurns(notes: readonly TurnNote[]): Promise<void>;
  rename(id: string, names: readonly string[]): Promise<Result<void, StoreError>>;
  markSeen(id: string, seat: Seat, upTo: number): Promise<void>;
  /** A JSON backup of the given saves (all when omitted). */
  exportJson(ids?: readonly string[]): Promise<string>;
  /** Validates the file and re-validates every move through the rules; a bad file changes nothing. */
  importJson(text: string, opts?: ImportOptions): Promise<Result<ImportSummary, ImportError>>;
  /** Tells `listener` when another window writes a save (append, undo, import, removal). Returns the unsubscribe. */
  watch(listener: (change: SaveChange) => void): () => void;
  estimate(): Promise<StorageEstimate>;
  requestPersist(): Promise<boolean>;
  close(): void;
}

/** A save and its log as the table holds them in memory: what `restore` writes back. */
export interface WholeGame {
  readonly save: SavedGame;
  readonly moves: readonly MoveRecord<unknown>[];
}

/** One save with its whole log, as the in-page store holds it and as IndexedDB takes it over. */
export interface SaveWithMoves {
  readonly save: SavedGame;
  readonly moves: readonly StoredMove[];
}
