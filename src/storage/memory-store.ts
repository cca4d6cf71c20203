// A GameStore that lives only in this page, for when IndexedDB does not open: play goes on, export saves the games.

import { err, ok, type Result } from '../engine/errors';
import { backupKey, toBackup, toBackupGame } from './backup';
import { checkFile, nothingWritten, outcomeOf, type Written } from './import';
import type { PreparedGame } from './import-check';
import { replaySave, resumeFromSnapshot } from './load';
import { placeGame } from './placement';
import { newSave, wholeSave } from './saves';
import { type StoredMove, storedMove } from './schema';
import { atSnapshot, noteFits, withTurn } from './turn';
import type {
  AfterMove,
  GameLookup,
  GameStore,
  ImportError,
  ImportSummary,
  LoadedGame,
  SavedGame,
  SaveWithMoves,
  StoreError,
} from './types';

export interface MemoryStoreOptions {
  readonly lookup: GameLookup;
  readonly now?: () => number;
  readonly idFactory?: () => string;
}

const NOT_FOUND: StoreError = { code: 'storage.not-found' };

export interface MemoryGameStore extends GameStore {
  /** Every save with a copy of its log, as it is now: what IndexedDB takes over when it answers late. */
  contents(): SaveWithMoves[];
}

/** Same contract and same checks as the IndexedDB store (ordered writes, strict import), but `durable: false`. */
export function openMemoryStore(opts: MemoryStoreOptions): MemoryGameStore {
  const now = opts.now ?? Date.now;
  const idFactory = opts.idFactory ?? (() => crypto.randomUUID());
  const saves = new Map<string, SavedGame>();
  const logs = new Map<string, StoredMove[]>();

  function edit(
    id: string,
    patch: (s: SavedGame, log: StoredMove[]) => SavedGame | StoreError,
  ): Result<void, StoreError> {
    const save = saves.get(id);
    const log = logs.get(id);
    if (!save || !log) return err(NOT_FOUND);
    const next = patch(save, log);
    if ('code' in next) return err(next);
    saves.set(id, next);
    return ok(undefined);
  }

  /** `after` with whose turn it stands at (SavedGame.turn), asked of the save's rules. */
  async function turned(id: string, after: AfterMove): Promise<AfterMove> {
    const save = saves.get(id);
    return save ? withTurn(opts.lookup, save.gameId, after) : after;
  }

  function place(p: PreparedGame, out: Written): void {
    const key = backupKey(p.save);
    const twins = [...saves.values()].filter((s) => backupKey(s) === key);
    const placed = placeGame(
      p.moves,
      twins.map((s) => ({ id: s.id, moves: logs.get(s.id) ?? [] })),
    );
    if (placed.kind === 'same') {
      out.skipped++;
      return;
    }
    if (p.oddDates) out.oddDates++;
    if (placed.kind === 'extend') {
      const log = logs.get(placed.id) ?? [];
      log.push(...p.moves.slice(placed.from).map((m) => ({ ...m, saveId: placed.id })));
      const { moveCount, updatedAt } = p.save;
      edit(placed.id, (s) => ({ ...atSnapshot(s, p.save), moveCount, updatedAt }));
      out.updated.push({ id: placed.id, moveCount });
      return;
    }
    const id = idFactory();
    const { copy: _copy, ...save } = p.save;
    saves.set(id, { ...save, ...(placed.copy ? { copy: true as const } : {}), id });
    logs.set(
      id,
      p.moves.map((m) => ({ ...m, saveId: id })),
    );
    out.ids.push(id);
    if (placed.copy) out.copies++;
  }

  return {
    durable: false,
    contents() {
      return [...saves.values()].map((save) => ({ save, moves: [...(logs.get(save.id) ?? [])] }));
    },
    async list() {
      return [...saves.values()].sort((a, b) => b.updatedAt - a.updatedAt);
    },
    async create(init) {
      const { turn } = await withTurn(opts.lookup, init.gameId, { snapshot: init.snapshot, status: 'playing' });
      const save = newSave(turn ? { ...init, turn } : init, idFactory(), now());
      saves.set(save.id, save);
      logs.set(save.id, []);
      return save;
    },
    async load(id): Promise<Result<LoadedGame, StoreError>> {
      const save = saves.get(id);
      if (!save) return err(NOT_FOUND);
      const game = await opts.lookup(save.gameId);
      if (!game) return err({ code: 'storage.unknown-game', params: { gameId: save.gameId } });
      const stored = logs.get(id) ?? [];
      const resumed = resumeFromSnapshot(game, save, stored);
      if (resumed) return ok(resumed);
      const replayed = replaySave(game, save, stored);
      if (!replayed.ok) return replayed;
      return ok({ save, moves: replayed.value.records, repaired: false, state: replayed.value.state, verified: true });
    },
    async append(id, record, given) {
      const after = await turned(id, given);
      return edit(id, (s, log) => {
        if (record.index !== undefined && record.index !== s.moveCount) {
          return { code: 'storage.out-of-order', params: { expected: s.moveCount, got: record.index } };
        }
        const time = now();
        log.push(storedMove(id, s.moveCount, record, time));
        return { ...atSnapshot(s, after), moveCount: s.moveCount + 1, updatedAt: time };
      });
    },
    async restore(game, given) {
      const after = await withTurn(opts.lookup, game.save.gameId, given);
      const stored = saves.get(game.save.id);
      if (stored) return err({ code: 'storage.out-of-order', params: { expected: stored.moveCount, got: 0 } });
      const time = now();
      const id = game.save.id;
      saves.set(id, wholeSave(game, after, time));
      logs.set(
        id,
        game.moves.map((m, index) => storedMove(id, index, m, time)),
      );
      return ok(undefined);
    },
    async truncate(id, cut, given) {
      const after = await turned(id, given);
      return edit(id, (s, log) => {
        if (
          cut.expected !== s.moveCount ||
          !Number.isInteger(cut.length) ||
          cut.length < 0 ||
          cut.length > s.moveCount
        ) {
          return { code: 'storage.out-of-order', params: { expected: s.moveCount, got: cut.expected } };
        }
        log.length = cut.length;
        const seenUpTo = s.seenUpTo.map((n) => Math.min(n, cut.length));
        return { ...atSnapshot(s, after), moveCount: cut.length, updatedAt: now(), seenUpTo };
      });
    },
    async repair(id, lines, given) {
      const after = await turned(id, given);
      return edit(id, (s, log) => {
        if (lines.length !== s.moveCount) {
          return { code: 'storage.out-of-order', params: { expected: s.moveCount, got: lines.length } };
        }
        for (const [i, m] of log.entries()) log[i] = { ...m, log: lines[i] ?? [] };
        return atSnapshot(s, after);
      });
    },
    async storeTurns(notes) {
      for (const note of notes) {
        const save = saves.get(note.id);
        if (save && noteFits(save, note)) saves.set(note.id, { ...save, turn: note.turn });
      }
    },
    async remove(id) {
      saves.delete(id);
      logs.delete(id);
    },
    async rename(id, names) {
      return edit(id, (s) => ({ ...s, seats: s.seats.map((seat, i) => ({ ...seat, name: names[i] ?? seat.name })) }));
    },
    async markSeen(id, seat, upTo) {
      edit(id, (s) => ({ ...s, seenUpTo: s.seenUpTo.map((n, i) => (i === seat ? Math.min(upTo, s.moveCount) : n)) }));
    },
    async exportJson(ids) {
      const chosen = [...saves.values()].filter((s) => !ids || ids.includes(s.id));
      return JSON.stringify(
        toBackup(
          chosen.map((s) => toBackupGame(s, logs.get(s.id) ?? [])),
          now(),
        ),
      );
    },
    async importJson(text, importOpts): Promise<Result<ImportSummary, ImportError>> {
      const file = await checkFile(text, opts.lookup, { ...importOpts, now: now() });
      if (!file.ok) return file;
      const out = nothingWritten();
      for (const p of file.value.prepared) place(p, out);
      return outcomeOf(out, file.value);
    },
    async estimate() {
      return { usage: null, quota: null, persisted: false };
    },
    async requestPersist() {
      return false;
    },
    // One page, one window: nobody else writes these saves.
    watch: () => () => {},
    close() {},
  };
}
