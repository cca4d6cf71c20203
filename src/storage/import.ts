// Importing a backup game by game: read the file, check each game against its rules (every move replayed), then
// store the games that passed in one transaction, its writes sent in chunks so progress shows and Cancel works.

import { unwrap } from 'idb';
import { err, ok, type Result } from '../engine/errors';
import { backupKey } from './backup';
import { type Connection, type Durability, inWriteTx, type WriteTx } from './connection';
import { checkBackupRules, type PreparedGame } from './import-check';
import { readBackup } from './parse-backup';
import { placeGame, type StoredLog } from './placement';
import { movesOf, type StoredMove } from './schema';
import { atSnapshot } from './turn';
import type { GameLookup, ImportError, ImportOptions, ImportSummary, SaveChange, SavedGame } from './types';

export type { PreparedGame } from './import-check';

/** What a write of the prepared games did, save by save (filled in as the write goes). */
export interface Written {
  ids: string[];
  copies: number;
  updated: { readonly id: string; readonly moveCount: number }[];
  skipped: number;
  /** Of the games stored (new or carried further), those whose dates came from a wrong clock. */
  oddDates: number;
}

export const nothingWritten = (): Written => ({ ids: [], copies: 0, updated: [], skipped: 0, oddDates: 0 });

export interface ImportContext {
  readonly conn: Connection;
  readonly durability: Durability;
  readonly lookup: GameLookup;
  readonly idFactory: () => string;
  /** Told of every stored save the import changed, so other windows learn of it. */
  readonly announce?: (change: SaveChange) => void;
}

/** The games of a file that passed every check, and each refused one with its reason (in the file's order). */
export interface CheckedFile {
  /** How many games the file holds. */
  readonly count: number;
  readonly prepared: readonly PreparedGame[];
  readonly refused: readonly ImportError[];
}

const CANCELLED: ImportError = { code: 'import.cancelled' };
/** Moves sent to IndexedDB before waiting for them: a chunk is a few ms of the page's time, never 50. */
const WRITE_CHUNK = 500;

const positionOf = (e: ImportError): number => Number(e.params?.game ?? -1);

/** Read the file and check its games through the rules; refused only when the file as a whole is not a backup. */
export async function checkFile(
  text: string,
  lookup: GameLookup,
  opts: ImportOptions & { readonly now: number },
): Promise<Result<CheckedFile, ImportError>> {
  const read = await readBackup(text, opts.now, opts);
  if (!read.ok) return read;
  const checked = await checkBackupRules(read.value.games, lookup, opts);
  if (!checked.ok) return checked;
  const refused = [...read.value.refused, ...checked.value.refused].sort((a, b) => positionOf(a) - positionOf(b));
  const count = read.value.games.length + read.value.refused.length;
  return ok({ count, prepared: checked.value.prepared, refused });
}

/** Nothing new in the file: say so in the words that fit a file of one game or of many. */
export function nothingNew(prepared: readonly PreparedGame[]): ImportError {
  return prepared.length === 1
    ? { code: 'import.already-imported', params: { game: 0 } }
    : { code: 'import.all-already-imported', params: { count: prepared.length } };
}

/**
 * What the player is told. Some game stored: the summary, with the refused games listed. Nothing stored: a file
 * of one refused game says why; a file of many, all refused, lists each reason; one that brought nothing new
 * says so (with any refused games, the summary shows both).
 */
export function outcomeOf(w: Written, file: CheckedFile): Result<ImportSummary, ImportError> {
  const stored = w.ids.length + w.updated.length;
  const { refused, prepared } = file;
  if (stored === 0 && refused.length === 0) return err(nothingNew(prepared));
  if (stored === 0 && prepared.length === 0) {
    const only = refused[0];
    if (refused.length === 1 && file.count === 1 && only) return err(only);
    return err({ code: 'import.all-refused', params: { count: refused.length }, games: refused });
  }
  return ok({
    imported: w.ids.length,
    ids: w.ids,
    copies: w.copies,
    updated: w.updated.length,
    skipped: w.skipped,
    refused,
    oddDates: w.oddDates,
  });
}

/** The saves of the same game (rules, seed, start) as an imported one, read once per kind of game. */
class Twins {
  private readonly byKind = new Map<string, { save: SavedGame; log: StoredLog }[]>();
  constructor(private readonly tx: WriteTx) {}

  async of(save: PreparedGame['save']): Promise<{ save: SavedGame; log: StoredLog }[]> {
    let kind = this.byKind.get(save.gameId);
    if (!kind) {
      kind = [];
      for (const s of await this.tx.objectStore('games').index('byGameId').getAll(save.gameId)) {
        kind.push({ save: s, log: { id: s.id, moves: [] } });
      }
      this.byKind.set(save.gameId, kind);
    }
    const key = backupKey(save);
    const twins = kind.filter((t) => backupKey(t.save) === key);
    for (const t of twins) {
      if (t.log.moves.length < t.save.moveCount) {
        t.log = { id: t.save.id, moves: await this.tx.objectStore('moves').getAll(movesOf(t.save.id)) };
      }
    }
    return twins;
  }

  /** A save this import stored: later games of the file (a diverging copy) must see it. */
  added(save: SavedGame, moves: readonly StoredMove[]): void {
    this.byKind.get(save.gameId)?.push({ save, log: { id: save.id, moves } });
  }
}

/** Sends the moves' writes without waiting for each one; every WRITE_CHUNK it waits, reports and looks for a
 * cancel. Waiting on a request (never on a timer) keeps the transaction open between chunks. */
class ChunkedWriter {
  private pending = 0;
  private last: IDBRequest | null = null;
  done = 0;
  constructor(
    private readonly tx: WriteTx,
    private readonly total: number,
    private readonly opts: ImportOptions,
  ) {}

  /** add (not put): a move already stored at an index aborts the whole import instead of being overwritten. */
  async addMoves(moves: readonly StoredMove[]): Promise<boolean> {
    const store = unwrap(this.tx).objectStore('moves');
    for (const m of moves) {
      this.last = store.add(m);
      this.done++;
      if (++this.pending >= WRITE_CHUNK && (await this.flush())) return true;
    }
    return false;
  }

  /** Wait for what was sent; answers whether the player cancelled. */
  async flush(): Promise<boolean> {
    const req = this.last;
    this.pending = 0;
    this.last = null;
    if (req?.readyState === 'pending') {
      await new Promise<void>((resolve, reject) => {
        req.addEventListener('success', () => resolve());
        req.addEventListener('error', () => reject(this.tx.error ?? req.error));
      });
    } else if (req?.error) throw req.error;
    this.opts.onProgress?.({ phase: 'write', done: this.done, total: this.total });
    return this.opts.signal?.aborted === true;
  }
}

/** Store one prepared game where placement.ts puts it, inside the import's transaction; true when cancelled. */
async function writeOne(
  p: PreparedGame,
  io: { tx: WriteTx; twins: Twins; writer: ChunkedWriter },
  ctx: ImportContext,
  out: Written,
): Promise<boolean> {
  const twins = await io.twins.of(p.save);
  const place = placeGame(
    p.moves,
    twins.map((t) => t.log),
  );
  if (place.kind === 'same') {
    out.skipped++;
    io.writer.done += p.moves.length;
    return false;
  }
  if (p.oddDates) out.oddDates++;
  // Sent, not awaited: the store refuses nothing silently, as a failed request aborts the whole transaction.
  const games = unwrap(io.tx).objectStore('games');
  if (place.kind === 'extend') {
    const stored = twins.find((t) => t.save.id === place.id)?.save;
    if (!stored) throw new Error(`import: placement chose save ${place.id}, which was not read`);
    io.writer.done += place.from;
    const { moveCount, updatedAt } = p.save;
    games.put({ ...atSnapshot(stored, p.save), moveCount, updatedAt: Math.max(updatedAt, stored.updatedAt) });
    out.updated.push({ id: stored.id, moveCount });
    return io.writer.addMoves(p.moves.slice(place.from).map((m) => ({ ...m, saveId: stored.id })));
  }
  const id = ctx.idFactory();
  const { copy: _copy, ...save } = p.save;
  const record: SavedGame = { ...save, ...(place.copy ? { copy: true as const } : {}), id };
  games.add(record);
  const moves = p.moves.map((m) => ({ ...m, saveId: id }));
  io.twins.added(record, moves);
  out.ids.push(id);
  if (place.copy) out.copies++;
  return io.writer.addMoves(moves);
}

/**
 * Write every prepared game in ONE transaction, so a cancel, a full disk or a closed tab stores none of them: a
 * new save, the stored one carried further, or nothing when the device already has all of it.
 */
async function writeAll(
  ctx: ImportContext,
  file: CheckedFile,
  opts: ImportOptions,
): Promise<Result<Written, ImportError>> {
  const total = file.prepared.reduce((n, p) => n + p.moves.length, 0);
  const written = await inWriteTx<Written, ImportError>(ctx.conn, ctx.durability, async (tx) => {
    const out = nothingWritten();
    const io = { tx, twins: new Twins(tx), writer: new ChunkedWriter(tx, total, opts) };
    for (const p of file.prepared) if (await writeOne(p, io, ctx, out)) return err(CANCELLED);
    if (await io.writer.flush()) return err(CANCELLED);
    return ok(out);
  });
  if (written.ok) return written;
  return err(storageRefusal(written.error));
}

export function storageRefusal(e: ImportError): ImportError {
  const { code } = e;
  if (code.startsWith('import.')) return e;
  if (code === 'storage.full') return { code: 'import.storage-full' };
  return { code: 'import.storage-failed', params: { reason: code } };
}

export async function importBackup(
  ctx: ImportContext,
  text: string,
  opts: ImportOptions = {},
): Promise<Result<ImportSummary, ImportError>> {
  const file = await checkFile(text, ctx.lookup, { ...opts, now: Date.now() });
  if (!file.ok) return file;
  if (file.value.prepared.length === 0) return outcomeOf(nothingWritten(), file.value);
  const written = await writeAll(ctx, file.value, opts);
  if (!written.ok) return written;
  for (const { id, moveCount } of written.value.updated) ctx.announce?.({ saveId: id, moveCount });
  return outcomeOf(written.value, file.value);
}
