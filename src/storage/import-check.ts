// Re-checking an imported file's games through their rules, move by move, in slices that leave the page responsive.

import { err, ok, type Result } from '../engine/errors';
import type { AnyGame } from '../engine/game';
import { isLegalMove, type Match, play, start, turnError } from '../engine/session';
import type { FileGame } from './backup';
import { ShapeBook } from './move-shapes';
import type { StoredMove } from './schema';
import { Slicer } from './slices';
import { turnOf } from './turn';
import type { GameLookup, ImportError, ImportOptions, SavedGame } from './types';

export interface PreparedGame {
  readonly save: Omit<SavedGame, 'id'>;
  readonly moves: readonly Omit<StoredMove, 'saveId'>[];
  /** Its dates came from a wrong clock (see EARLIEST_TIME). */
  readonly oddDates: boolean;
}

/** The games that passed, and each refused game with its reason, in the file's order. */
export interface Checked {
  readonly prepared: readonly PreparedGame[];
  readonly refused: readonly ImportError[];
}

const CANCELLED: ImportError = { code: 'import.cancelled' };

type Step = { state: unknown; commit: boolean } | { reason: string };

/**
 * One move of the file. A game of the rules version it was played under is held to what the rules themselves
 * check (the turn, then `validate`, then `apply`): the trust load.ts gives a stored log, and a game's contract
 * tests prove `validate` refuses every well-typed move `legalMoves` leaves out; a move of a shape never seen among
 * the legal moves must be one of them (ShapeBook). A game of another rules version must equal one of the legal
 * moves at every step, as `validate` may not know the shapes an old move had. Rules that throw on a damaged move
 * refuse it; they never crash the import.
 */
function step(rules: AnyGame, state: unknown, rec: FileGame['moves'][number], book: ShapeBook | null): Step {
  try {
    const listed = book === null || !book.trusts(rules, state, rec.seat, rec.move);
    if (listed && !isLegalMove(rules, state, rec.seat, rec.move)) {
      return { reason: (turnError(rules, state, rec.seat) ?? { code: 'engine.illegal-move' }).code };
    }
    const played = play(rules, state, rec.seat, rec.move);
    return played.ok ? played.value : { reason: played.error.code };
  } catch {
    return { reason: 'throw' };
  }
}

/** The untrusted replay of one game, in slices; a refusal names the move and the rule's reason. */
async function replayGame(
  rules: AnyGame,
  match: Match<unknown>,
  raw: FileGame,
  ctx: { slicer: Slicer; shapes: ShapeBook },
): Promise<Result<{ state: unknown; commits: boolean[] }, ImportError>> {
  let state = start(rules, match);
  const commits: boolean[] = [];
  const book = raw.version === rules.version ? ctx.shapes : null;
  for (const [index, rec] of raw.moves.entries()) {
    const next = step(rules, state, rec, book);
    if ('reason' in next) {
      return err({ code: 'import.illegal-move', params: { game: raw.index, index, reason: next.reason } });
    }
    state = next.state;
    commits.push(next.commit);
    if (await ctx.slicer.tick()) return err(CANCELLED);
  }
  return ok({ state, commits });
}

/** The imported save's whose-turn summary (SavedGame.turn), when its rules can say it. */
function withTurnOf(rules: AnyGame, state: unknown): Pick<SavedGame, 'turn'> {
  const turn = turnOf(rules, state);
  return turn ? { turn } : {};
}

/** Check one game of the file through its current rules and compute what to store (state, status, commits). */
async function prepareGame(
  raw: FileGame,
  ctx: { lookup: GameLookup; slicer: Slicer; shapes: ShapeBook },
): Promise<Result<PreparedGame, ImportError>> {
  const game = raw.index;
  const rules = await ctx.lookup(raw.gameId);
  if (!rules) return err({ code: 'import.unknown-game', params: { game, gameId: raw.gameId } });
  const count = raw.seats.length;
  const { min, max } = rules.players;
  if (count < min || count > max) return err({ code: 'import.seat-count', params: { game, count, min, max } });
  const options = rules.parseOptions(raw.options, count);
  if (options === null) return err({ code: 'import.bad-options', params: { game } });
  const match = { gameId: rules.id, version: rules.version, seats: count, options, seed: raw.seed };
  const replayed = await replayGame(rules, match, raw, ctx);
  if (!replayed.ok) return replayed;
  const { state, commits } = replayed.value;
  const moveCount = raw.moves.length;
  return ok({
    save: {
      gameId: rules.id,
      version: rules.version,
      seats: raw.seats,
      options,
      seed: raw.seed,
      status: rules.status(state).kind === 'over' ? 'over' : 'playing',
      createdAt: raw.createdAt,
      updatedAt: raw.updatedAt,
      moveCount,
      snapshot: state,
      // Imported games start with everything seen: there is nobody to catch up.
      seenUpTo: raw.seats.map(() => moveCount),
      ...(raw.copy ? { copy: true as const } : {}),
      ...withTurnOf(rules, state),
    },
    moves: raw.moves.map((m, index) => ({
      index,
      seat: m.seat,
      move: m.move,
      commit: commits[index] ?? true,
      time: m.time,
    })),
    oddDates: raw.oddDates,
  });
}

/** Every game of the file through its rules, in order: a refused game is listed and the next one checked; a
 * cancel ends the check. */
export async function checkBackupRules(
  games: readonly FileGame[],
  lookup: GameLookup,
  opts: ImportOptions = {},
): Promise<Result<Checked, ImportError>> {
  const total = games.reduce((n, g) => n + g.moves.length, 0);
  const slicer = new Slicer('check', total, opts);
  const shapes = new ShapeBook();
  const prepared: PreparedGame[] = [];
  const refused: ImportError[] = [];
  for (const g of games) {
    if (slicer.cancelled()) return err(CANCELLED);
    const p = await prepareGame(g, { lookup, slicer, shapes });
    if (p.ok) prepared.push(p.value);
    else if (p.error.code === CANCELLED.code) return p;
    else {
      refused.push({ ...p.error, params: { ...p.error.params, gameId: g.gameId } });
      // The moves of the refused game not replayed still count, so the bar reaches its end.
      slicer.done += g.moves.length - (p.error.params?.index === undefined ? 0 : Number(p.error.params.index));
    }
  }
  slicer.finish();
  return ok({ prepared, refused });
}
