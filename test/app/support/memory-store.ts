// An in-memory GameStore for component tests: same contract as the IndexedDB store, with switches to make writes fail.

import { err, ok, type Result } from '../../../src/engine/errors';
import type { AnyGame } from '../../../src/engine/game';
import { type MoveRecord, replay } from '../../../src/engine/session';
import { StoreFailure } from '../../../src/storage/connection';
import { resumeFromSnapshot } from '../../../src/storage/load';
import { atSnapshot, noteFits, turnOf } from '../../../src/storage/turn';
import type {
  AfterMove,
  GameStore,
  ImportError,
  ImportSummary,
  LoadedGame,
  NewGame,
  SaveChange,
  SavedGame,
  StoreError,
  StoreErrorCode,
} from '../../../src/storage/types';

export interface MemoryStore extends GameStore {
  readonly saves: Map<string, SavedGame>;
  readonly moves: Map<string, MoveRecord<unknown>[]>;
  /** While set, create, append, truncate and restore fail with this code. */
  failWrites: StoreErrorCode | null;
  /** Load as the real stores do, from the snapshot when every move has its lines (else it always replays). */
  resume: boolean;
  /** What importJson answers. */
  importAnswer: Result<ImportSummary, ImportError>;
  /** Pretend another window wrote this save (what the IndexedDB store hears over its BroadcastChannel). */
  otherWindowWrote(saveId: string): void;
  readonly calls: { method: string; args: unknown[] }[];
}

export function createMemoryStore(games: readonly AnyGame[]): MemoryStore {
  let nextId = 1;
  let clock = 1_700_000_000_000;
  const saves = new Map<string, SavedGame>();
  const moves = new Map<string, MoveRecord<unknown>[]>();
  const calls: { method: string; args: unknown[] }[] = [];
  const log = (method: string, ...args: unknown[]) => calls.push({ method, args });

  function update(id: string, patch: Partial<SavedGame>): void {
    const s = saves.get(id);
    if (s) saves.set(id, { ...s, ...patch, updatedAt: ++clock });
  }

  /** As the real stores do: the new snapshot with whose turn it stands at (SavedGame.turn) when the caller omits it. */
  function moveTo(id: string, after: AfterMove, patch: Partial<SavedGame>): void {
    const s = saves.get(id);
    if (!s) return;
    const game = games.find((g) => g.id === s.gameId);
    const turn = after.turn ?? (game ? turnOf(game, after.snapshot) : undefined);
    saves.set(id, { ...atSnapshot(s, turn ? { ...after, turn } : after), ...patch, updatedAt: ++clock });
  }

  const watchers = new Set<(c: SaveChange) => void>();
  const store: MemoryStore = {
    durable: true,
    saves,
    moves,
    calls,
    failWrites: null,
    resume: false,
    importAnswer: ok({ imported: 0, ids: [], copies: 0, updated: 0, skipped: 0, refused: [], oddDates: 0 }),
    otherWindowWrote(saveId) {
      for (const w of watchers) w({ saveId, moveCount: moves.get(saveId)?.length ?? null });
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    async list() {
      return [...saves.values()];
    },
    async create(init: NewGame) {
      log('create', init);
      if (store.failWrites) throw new StoreFailure(store.failWrites);
      const id = `save-${nextId++}`;
      const game = games.find((g) => g.id === init.gameId);
      const turn = init.turn ?? (game ? turnOf(game, init.snapshot) : undefined);
      const save: SavedGame = {
        ...init,
        ...(turn ? { turn } : {}),
        id,
        status: 'playing',
        createdAt: ++clock,
        updatedAt: clock,
        moveCount: 0,
        seenUpTo: init.seats.map(() => 0),
      };
      saves.set(id, save);
      moves.set(id, []);
      return save;
    },
    async load(id): Promise<Result<LoadedGame, StoreError>> {
      log('load', id);
      const save = saves.get(id);
      if (!save) return err({ code: 'storage.not-found' });
      const game = games.find((g) => g.id === save.gameId);
      if (!game) return err({ code: 'storage.unknown-game' });
      const match = {
        gameId: save.gameId,
        version: save.version,
        seats: save.seats.length,
        options: save.options,
        seed: save.seed,
      };
      const resumed = store.resume ? resumeFromSnapshot(game, save, moves.get(id) ?? []) : null;
      if (resumed) return ok(resumed);
      const r = replay(game, match, moves.get(id) ?? [], true, true);
      if (!r.ok) return err({ code: 'storage.replay-failed' });
      const repaired = JSON.stringify(r.value.state) !== JSON.stringify(save.snapshot);
      return ok({ save, moves: r.value.records, repaired, state: r.value.state, verified: true });
    },
    async append(id, record, after: AfterMove) {
      log('append', id, record, after);
      if (store.failWrites) return err({ code: store.failWrites });
      const list = moves.get(id);
      if (!list) return err({ code: 'storage.not-found' });
      if (record.index !== undefined && record.index !== list.length) {
        return err({ code: 'storage.out-of-order', params: { expected: list.length, got: record.index } });
      }
      const { index: _index, ...stored } = record;
      list.push(stored);
      moveTo(id, after, { moveCount: list.length });
      return ok(undefined);
    },
    async restore(game, after) {
      log('restore', game, after);
      if (store.failWrites) return err({ code: store.failWrites });
      const id = game.save.id;
      if (saves.has(id)) return err({ code: 'storage.out-of-order' });
      saves.set(id, game.save);
      moveTo(id, after, { moveCount: game.moves.length });
      moves.set(id, [...game.moves]);
      return ok(undefined);
    },
    async truncate(id, cut, after) {
      log('truncate', id, cut, after);
      if (store.failWrites) return err({ code: store.failWrites });
      const list = moves.get(id);
      if (!list) return err({ code: 'storage.not-found' });
      if (cut.expected !== list.length) {
        return err({ code: 'storage.out-of-order', params: { expected: list.length, got: cut.expected } });
      }
      list.length = cut.length;
      moveTo(id, after, { moveCount: cut.length });
      return ok(undefined);
    },
    async repair(id, lines, after) {
      log('repair', id, lines, after);
      if (store.failWrites) return err({ code: store.failWrites });
      const list = moves.get(id);
      if (!list) return err({ code: 'storage.not-found' });
      if (lines.length !== list.length) {
        return err({ code: 'storage.out-of-order', params: { expected: list.length, got: lines.length } });
      }
      moves.set(
        id,
        list.map((m, i) => ({ ...m, log: lines[i] ?? [] })),
      );
      moveTo(id, after, {});
      return ok(undefined);
    },
    async remove(id) {
      log('remove', id);
      saves.delete(id);
      moves.delete(id);
    },
    async storeTurns(notes) {
      log('storeTurns', notes);
      for (const note of notes) {
        const s = saves.get(note.id);
        if (s && noteFits(s, note)) saves.set(note.id, { ...s, turn: note.turn });
      }
    },
    async rename(id, names) {
      log('rename', id, names);
      const s = saves.get(id);
      if (!s) return err({ code: 'storage.not-found' });
      update(id, { seats: s.seats.map((seat, i) => ({ ...seat, name: names[i] ?? seat.name })) });
      return ok(undefined);
    },
    async markSeen(id, seat, upTo) {
      log('markSeen', id, seat, upTo);
      const s = saves.get(id);
      if (s) saves.set(id, { ...s, seenUpTo: s.seenUpTo.map((v, i) => (i === seat ? upTo : v)) });
    },
    async exportJson(ids) {
      log('exportJson', ids);
      return JSON.stringify({ saves: [...saves.values()].filter((s) => !ids || ids.includes(s.id)) });
    },
    async importJson(text) {
      log('importJson', text);
      return store.importAnswer;
    },
    async estimate() {
      return { usage: 2048, quota: 1024 * 1024, persisted: false };
    },
    async requestPersist() {
      log('requestPersist');
      return true;
    },
    close() {},
  };
  return store;
}
