// Importing a backup: check every game against its rules (every move replayed), then store all of it or nothing.

import { err, ok, type Result } from '../engine/errors';
import { backupKey } from './backup';
import { type Connection, type Durability, inWriteTx, type WriteTx } from './connection';
import { checkBackupRules, type PreparedGame } from './import-check';
import { parseBackup } from './parse-backup';
import { placeGame } from './placement';
import { movesOf } from './schema';
import type { GameLookup, ImportError, ImportOptions, ImportSummary, SaveChange } from './types';

export type { PreparedGame } from './import-check';

/** What a write of the prepared games did, save by save (filled in as the write goes). */
export interface Written {
  ids: string[];
  copies: number;
  updated: { readonly id: string; readonly moveCount: number }[];
  skipped: number;
}

export interface ImportContext {
  readonly conn: Connection;
  readonly durability: Durability;
  readonly lookup: GameLookup;
  readonly idFactory: () => string;
  /** Told of every stored save the import changed, so other windows learn of it. */
  readonly announce?: (change: SaveChange) => void;
}

/** Nothing new in the file: say so in the words that fit a file of one game or of many. */
export function nothingNew(prepared: readonly PreparedGame[]): ImportError {
  return prepared.length === 1
    ? { code: 'import.already-imported', params: { game: 0 } }
    : { code: 'import.all-already-imported', params: { count: prepared.length } };
}

/** Store one prepared game where placement.ts puts it, inside the import's transaction. */
async function writeOne(tx: WriteTx, p: PreparedGame, ctx: ImportContext, written: Written): Promise<void> {
  const games = tx.objectStore('games');
  const moves = tx.objectStore('moves');
  const key = backupKey(p.save);
  const twins = (await games.index('byGameId').getAll(p.save.gameId)).filter((s) => backupKey(s) === key);
  const logs = await Promise.all(twins.map(async (s) => ({ id: s.id, moves: await moves.getAll(movesOf(s.id)) })));
  const place = placeGame(p.moves, logs);
  if (place.kind === 'same') {
    written.skipped++;
    return;
  }
  if (place.kind === 'extend') {
    const stored = twins.find((s) => s.id === place.id);
    if (!stored) throw new Error(`import: placement chose save ${place.id}, which was not read`);
    // add (not put): a move already stored at an index aborts the whole import instead of being overwritten.
    for (const m of p.moves.slice(place.from)) await moves.add({ ...m, saveId: stored.id });
    const { moveCount, snapshot, status, updatedAt } = p.save;
    await games.put({ ...stored, moveCount, snapshot, status, updatedAt: Math.max(updatedAt, stored.updatedAt) });
    written.updated.push({ id: stored.id, moveCount });
    return;
  }
  const id = ctx.idFactory();
  const { copy: _copy, ...save } = p.save;
  await games.add({ ...save, ...(place.copy ? { copy: true as const } : {}), id });
  for (const m of p.moves) await moves.add({ ...m, saveId: id });
  written.ids.push(id);
  if (place.copy) written.copies++;
}

/**
 * Write every prepared game in ONE transaction: a new save, the stored one carried further, or nothing when the
 * device already has all of it. A file that brings nothing new is refused.
 */
async function writeAll(ctx: ImportContext, prepared: readonly PreparedGame[]): Promise<Result<Written, ImportError>> {
  const written = await inWriteTx<Written, ImportError>(ctx.conn, ctx.durability, async (tx) => {
    const out: Written = { ids: [], copies: 0, updated: [], skipped: 0 };
    for (const p of prepared) await writeOne(tx, p, ctx, out);
    if (out.ids.length === 0 && out.updated.length === 0) return err(nothingNew(prepared));
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

export function summaryOf(w: Written): ImportSummary {
  return { imported: w.ids.length, ids: w.ids, copies: w.copies, updated: w.updated.length, skipped: w.skipped };
}

export async function importBackup(
  ctx: ImportContext,
  text: string,
  opts: ImportOptions = {},
): Promise<Result<ImportSummary, ImportError>> {
  const parsed = parseBackup(text);
  if (!parsed.ok) return parsed;
  const prepared = await checkBackupRules(parsed.value.games, ctx.lookup, opts);
  if (!prepared.ok) return prepared;
  const written = await writeAll(ctx, prepared.value);
  if (!written.ok) return written;
  for (const { id, moveCount } of written.value.updated) ctx.announce?.({ saveId: id, moveCount });
  return ok(summaryOf(written.value));
}
