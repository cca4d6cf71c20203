// Reading an untrusted backup file back: refuse early (size, nesting), then structural checks game by game, so one
// broken game leaves the others importable.

import { err, ok, type Result } from '../engine/errors';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type Backup,
  backupKey,
  type FileGame,
  MAX_IMPORT_CHARS,
  MAX_IMPORT_DEPTH,
  MAX_IMPORT_GAMES,
  toBackup,
} from './backup';
import { checkTree, claimedGameId, fail, field, isArray, isObj, type Obj, parseGame, timeField } from './parse-game';
import { Slicer } from './slices';
import { splitBackup } from './split-backup';
import type { ImportError, ImportOptions } from './types';

/** A file read: the games that passed the structural checks, and each game refused with its reason. */
export interface ReadBackup {
  readonly exportedAt: number;
  readonly games: readonly FileGame[];
  readonly refused: readonly ImportError[];
}

const CANCELLED: ImportError = { code: 'import.cancelled' };

/**
 * The same game twice with the same moves is a broken file. The same game with moves that part is not: a backup
 * of a device holding a save and its diverging copy (placement.ts) has both.
 */
const entryKey = (g: FileGame): string => JSON.stringify([backupKey(g), g.moves.map((m) => [m.seat, m.move])]);

function parseHeader(doc: Obj): ImportError | null {
  if (doc.format !== BACKUP_FORMAT) return { code: 'import.wrong-format' };
  const version = field(doc, 'formatVersion', (v): v is number => Number.isInteger(v));
  if (!version.ok) return version.error;
  if (version.value > BACKUP_FORMAT_VERSION) return { code: 'import.newer-format', params: { version: version.value } };
  if (version.value < BACKUP_FORMAT_VERSION) {
    return { code: 'import.unsupported-format', params: { version: version.value } };
  }
  return null;
}

function parseJson(text: string): Result<unknown, ImportError> {
  try {
    return ok(JSON.parse(text));
  } catch {
    return fail('import.not-json');
  }
}

/** The file as a whole: an object of our format, with its export time and a `games` array. */
function parseFile(doc: unknown): Result<{ exportedAt: number; games: readonly unknown[] }, ImportError> {
  const bad = checkTree(doc);
  if (bad) return err(bad);
  if (!isObj(doc)) return fail('import.wrong-format');
  const header = parseHeader(doc);
  if (header) return err(header);
  const exportedAt = timeField(doc, 'exportedAt');
  if (!exportedAt.ok) return exportedAt;
  const games = field(doc, 'games', isArray);
  if (!games.ok) return games;
  return ok({ exportedAt: exportedAt.value, games: games.value });
}

/** A game's refusal names the game's kind when the file says it, for the list the player reads. */
function refusal(error: ImportError, raw: unknown): ImportError {
  const gameId = claimedGameId(raw);
  return gameId === null || error.params?.gameId !== undefined
    ? error
    : { ...error, params: { ...error.params, gameId } };
}

/** Sorts each entry of `games` into the read games or the refused ones. */
class GameReader {
  readonly games: FileGame[] = [];
  readonly refused: ImportError[] = [];
  private readonly seen = new Map<string, number>();
  constructor(private readonly now: number) {}

  /** `piece` is the entry's own text (when the file was split) or its parsed value. */
  add(i: number, piece: { text: string } | { value: unknown }): ImportError | null {
    let raw: unknown;
    if ('text' in piece) {
      const parsed = parseJson(piece.text);
      // A piece that is not JSON makes the whole text not JSON: refuse the file, not the game.
      if (!parsed.ok) return parsed.error;
      raw = parsed.value;
      const bad = checkTree(raw, 2);
      if (bad) return this.refuse({ ...bad, params: { ...bad.params, game: i } }, raw);
    } else raw = piece.value;
    const game = parseGame(raw, i, this.now);
    if (!game.ok) return this.refuse(game.error, raw);
    const key = entryKey(game.value);
    const first = this.seen.get(key);
    if (first !== undefined) return this.refuse({ code: 'import.duplicate-game', params: { game: i, first } }, raw);
    this.seen.set(key, i);
    this.games.push(game.value);
    return null;
  }

  private refuse(error: ImportError, raw: unknown): null {
    this.refused.push(refusal(error, raw));
    return null;
  }
}

/**
 * Read an untrusted backup file in slices (no task long enough to freeze the page), checking its structure only.
 * The file is refused as a whole when it is not a backup at all (size, nesting, not JSON, another format, a
 * forbidden key outside the games); a game that is broken is refused on its own and listed. The rules checks
 * (known game, seat count, options, every move legal) come after, in checkBackupRules.
 */
export async function readBackup(
  text: string,
  now: number,
  opts: ImportOptions = {},
): Promise<Result<ReadBackup, ImportError>> {
  if (text.length > MAX_IMPORT_CHARS) return fail('import.too-large', { max: MAX_IMPORT_CHARS });
  // Two passes over the text: the scan that cuts it apart, then the parse of each piece.
  const slicer = new Slicer('read', text.length * 2, opts);
  const split = await splitBackup(text, MAX_IMPORT_DEPTH + 1, slicer);
  if (split.kind === 'cancelled') return err(CANCELLED);
  if (split.kind === 'too-deep') return fail('import.too-deep', { max: MAX_IMPORT_DEPTH });
  const doc = parseJson(split.kind === 'split' ? split.text.header : text);
  if (!doc.ok) return doc;
  const file = parseFile(doc.value);
  if (!file.ok) return file;
  const pieces =
    split.kind === 'split' ? split.text.games.map((t) => ({ text: t })) : file.value.games.map((v) => ({ value: v }));
  if (pieces.length > MAX_IMPORT_GAMES) return fail('import.too-many-games', { max: MAX_IMPORT_GAMES });
  const reader = new GameReader(now);
  for (const [i, piece] of pieces.entries()) {
    const refused = reader.add(i, piece);
    if (refused) return err(refused);
    if (await slicer.tick('text' in piece ? piece.text.length : 0)) return err(CANCELLED);
  }
  slicer.finish();
  return ok({ exportedAt: file.value.exportedAt, games: reader.games, refused: reader.refused });
}

/** A whole file that must be read without a single refusal (tests, tools): the first refused game refuses it. */
export async function parseBackup(text: string, now: number = Date.now()): Promise<Result<Backup, ImportError>> {
  const read = await readBackup(text, now, { sliceMs: Number.POSITIVE_INFINITY });
  if (!read.ok) return read;
  const first = read.value.refused[0];
  if (first) return err(first);
  const games = read.value.games.map(({ index: _i, oddDates: _o, ...g }) => g);
  return ok(toBackup(games, read.value.exportedAt));
}
