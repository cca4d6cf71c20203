// The live game at the table: state, move log, who is looking, hand-off, bots and saving.
// Signals hold the facts; the action functions below are their only writers; the rest is computed.

import { batch, computed, effect, signal } from '@preact/signals';
import type { Message, Seat, Status } from '../../engine/game';
import { canonicalJson } from '../../engine/json';
import { withStatusOnce } from '../../engine/memo';
import { seedRng } from '../../engine/random';
import { type Match, type MoveRecord, play, start, undoableCount } from '../../engine/session';
import { canTakeBack } from '../../engine/take-back';
import { Timeline } from '../../engine/timeline';
import type { GameModule } from '../../games/game-module';
import type { AfterMove, GameStore, LoadedGame, SavedGame, StoreError } from '../../storage/types';
import type { Cue } from '../sound';
import { type LogLine, linesFor, withLines } from './game-log';
import { type CheckResult, checkInSlices } from './log-check';
import { createSaveSync } from './save-sync';

export interface SessionDeps {
  readonly module: GameModule;
  readonly loaded: LoadedGame;
  readonly store: GameStore;
  /** A game the store does not hold (it could not be created): why, until the whole game is written. */
  readonly notStored?: StoreError | undefined;
  readonly botDelayMs: () => number;
  readonly cue?: ((cue: Cue) => void) | undefined;
}

export interface CatchUp {
  readonly seat: Seat;
  readonly lines: readonly LogLine[];
}

export function matchOf(save: SavedGame): Match<unknown> {
  return {
    gameId: save.gameId,
    version: save.version,
    seats: save.seats.length,
    options: save.options,
    seed: save.seed,
  };
}

function firstHumanActive(status: Status, save: SavedGame): Seat | null {
  if (status.kind !== 'turn') return null;
  return status.active.find((s) => save.seats[s]?.bot !== true) ?? null;
}

/** The one seat a person plays when every other seat is a bot (a solo game): nobody to hide anything from. */
export function soleHuman(save: SavedGame): Seat | null {
  const humans = save.seats.flatMap((s, i) => (s.bot ? [] : [i]));
  return humans.length === 1 ? (humans[0] ?? null) : null;
}

export function createSession(deps: SessionDeps) {
  const { bot } = deps.module;
  // The status of each state once: the turn check, the commit check, the prompt and the bots share it (issue 33).
  const game = withStatusOnce(deps.module.game);
  const hidden = game.hasHiddenInfo;
  const save = signal<SavedGame>(deps.loaded.save);
  // Alone with bots, the person never passes the device: no hand-off, no looking away, their view on the bots' turns.
  const alone = soleHuman(deps.loaded.save);
  const match = matchOf(deps.loaded.save);
  const state = signal<unknown>(deps.loaded.state);
  /** The move log, each record with its log lines: the game log is this, appended to as moves are played. */
  const records = signal<readonly MoveRecord<unknown>[]>(withLines(game, match, deps.loaded.moves));
  /** The seat that last tapped "ready" (hidden-info games) or last moved (open games); null after looking away. */
  const looker = signal<Seat | null>(alone);
  const catchUp = signal<CatchUp | null>(null);
  const ruleError = signal<Message | null>(null);
  const repaired = signal(deps.loaded.repaired);
  /** The move (1-based) at which the stored log stopped replaying in the background check, or null. */
  const damagedAt = signal<number | null>(null);
  /** False while a game resumed from its snapshot is still being checked against its log in the background. */
  const verified = signal(deps.loaded.verified);
  /** States along the log, so undo and take back apply a few moves instead of replaying from the seed. */
  const timeline = new Timeline(game, start(game, match));

  const status = computed(() => game.status(state.value));
  const nextHuman = computed(() => firstHumanActive(status.value, save.value));
  const viewer = computed<Seat | 'table'>(() => {
    if (status.value.kind === 'over') return 'table';
    return nextHuman.value ?? looker.value ?? 'table';
  });
  /** The seat the device must be handed to before anything private is shown, or null. */
  const handOffSeat = computed<Seat | null>(() => {
    const v = viewer.value;
    return hidden && typeof v === 'number' && v !== looker.value ? v : null;
  });
  const view = computed(() => game.view(state.value, viewer.value));
  const legal = computed(() => {
    const v = viewer.value;
    return typeof v === 'number' ? game.legalMoves(state.value, v) : [];
  });
  const canUndo = computed(() => {
    const v = viewer.value;
    return typeof v === 'number' && undoableCount(records.value, v) > 0;
  });
  const log = records;

  /**
   * The seat that may take back the move that passed the turn, or null. Offered while the next player has not seen
   * anything new: in hidden-info games before they tap "ready", in open games before they act. The engine decides
   * whether the move itself may be taken back (no randomness used, nothing revealed).
   */
  const takeBackSeat = computed<Seat | null>(() => {
    const recs = records.value;
    const last = recs[recs.length - 1];
    if (!last?.commit || status.value.kind !== 'turn') return null;
    if (save.value.seats[last.seat]?.bot === true) return null;
    const v = viewer.value;
    if (v === last.seat) return null;
    if (hidden && handOffSeat.value === null) return null;
    // Until the background check has passed it, the state before the last move is not at hand: no offer yet.
    if (!verified.value && timeline.distance(recs.length - 1) > 0) return null;
    const before = stateAfter(recs.length - 1);
    const step = { before, seat: last.seat, move: last.move, after: state.value };
    return canTakeBack(game, save.value.seats.length, step) ? last.seat : null;
  });

  function afterLength(length: number): AfterMove {
    const recs = records.value;
    const snap = length === recs.length ? state.value : stateAfter(length);
    const st = game.status(snap);
    // Whose turn goes with the snapshot (the library's list reads it); the status is at hand here, kept per state.
    const turn = st.kind === 'turn' ? [...st.active] : [];
    return { snapshot: snap, status: st.kind === 'over' ? 'over' : 'playing', turn };
  }

  /** The state after the first `length` moves of the log in memory (which the rules accepted). */
  function stateAfter(length: number): unknown {
    return timeline.at(records.value, length);
  }

  const saving = createSaveSync({
    store: deps.store,
    saveId: deps.loaded.save.id,
    save: () => save.peek(),
    stored: deps.loaded.moves,
    notStored: deps.notStored,
    current: () => records.value,
    after: afterLength,
  });

  /** Play a move for a seat: the state changes at once; the write follows in the background. */
  function move(seat: Seat, m: unknown): boolean {
    const r = play(game, state.value, seat, m);
    if (!r.ok) {
      ruleError.value = r.error;
      deps.cue?.('error');
      return false;
    }
    const beforeState = state.value;
    const lines = game.describe(beforeState, seat, m, r.value.state);
    // The state before this move stays at hand (take back); the one after it is kept at checkpoints.
    timeline.note(records.value.length, beforeState, true);
    timeline.note(records.value.length + 1, r.value.state);
    batch(() => {
      state.value = r.value.state;
      records.value = [...records.value, { seat, move: m, commit: r.value.commit, log: lines }];
      ruleError.value = null;
      if (!hidden && save.value.seats[seat]?.bot !== true) looker.value = seat;
    });
    void saving.sync();
    deps.cue?.(status.peek().kind === 'over' ? 'over' : 'move');
    return true;
  }

  /** Take back the viewer's last move: replay the log without it (no stored copies of old states). */
  function undo(): void {
    const v = viewer.value;
    if (typeof v !== 'number' || undoableCount(records.value, v) === 0) return;
    const kept = records.value.slice(0, -1);
    const next = stateAfter(kept.length);
    timeline.cut(kept.length);
    batch(() => {
      state.value = next;
      records.value = kept;
      ruleError.value = null;
    });
    void saving.sync();
  }

  /**
   * "Take back my move": the mover's last move goes, by replaying the log without it; the stored log is cut the same
   * way as undo (so other windows hear of it through the store's change channel). The mover is back at their turn.
   */
  function takeBack(): void {
    const seat = takeBackSeat.value;
    if (seat === null) return;
    const kept = records.value.slice(0, -1);
    const next = stateAfter(kept.length);
    timeline.cut(kept.length);
    batch(() => {
      state.value = next;
      records.value = kept;
      ruleError.value = null;
      catchUp.value = null;
      looker.value = seat;
    });
    void saving.sync();
  }

  function markSeen(seat: Seat, upTo: number): void {
    const seen = save.value.seenUpTo.slice();
    seen[seat] = upTo;
    save.value = { ...save.value, seenUpTo: seen };
    deps.store.markSeen(save.value.id, seat, upTo).catch(() => {
      // Only the catch-up summary depends on it; the game itself is safe.
    });
  }

  /** The seat behind the hand-off tapped "ready": it may now see its view, after a catch-up of what it missed. */
  function ready(seat: Seat): void {
    const length = records.value.length;
    const before = looker.value;
    if (before !== null && before !== seat) markSeen(before, length);
    const lines = linesFor(log.value, seat, save.value.seenUpTo[seat] ?? 0);
    batch(() => {
      looker.value = seat;
      ruleError.value = null;
      catchUp.value = lines.length > 0 ? { seat, lines } : null;
    });
    if (lines.length === 0) markSeen(seat, length);
  }

  function dismissCatchUp(): void {
    const c = catchUp.value;
    if (!c) return;
    catchUp.value = null;
    markSeen(c.seat, records.value.length);
  }

  /** Peek guard: the page was hidden or left idle; show the hand-off again before anything private. */
  function lookAway(): void {
    if (!hidden || alone !== null) return;
    batch(() => {
      looker.value = null;
      catchUp.value = null;
    });
  }

  function clearRuleError(): void {
    ruleError.value = null;
  }

  /** A tap the table could not take: its reason in words, where a refused move's would be. */
  function explain(msg: Message): void {
    ruleError.value = msg;
    deps.cue?.('error');
  }

  function dismissRepaired(): void {
    repaired.value = false;
  }

  // A chime when the device must be handed to someone: nothing to read in it, so it leaks nothing.
  const stopChime = effect(() => {
    if (handOffSeat.value !== null) deps.cue?.('turn');
  });
  const stopBots = startBots();
  const stopCheck = verified.peek() ? () => {} : startCheck();

  /** A game resumed from its snapshot: replay its log in the background and compare (see log-check.ts). */
  function startCheck(): () => void {
    const checked = records.peek();
    return checkInSlices({
      game,
      match,
      records: checked,
      snapshot: state.peek(),
      // The state before the last move is kept too: "take back my move" needs it.
      onState: (length, s) => timeline.note(length, s, length === checked.length - 1),
      done: (result) => settleCheck(checked, result),
    });
  }

  function settleCheck(checked: readonly MoveRecord<unknown>[], result: CheckResult): void {
    if (result.kind === 'refused') {
      damagedAt.value = result.index + 1;
      return;
    }
    if (result.kind === 'agrees') {
      verified.value = true;
      return;
    }
    // The snapshot or some lines were wrong: the log is the truth. A record whose lines agree stays the same object,
    // so the save's sync sees no change there.
    const fixed = checked.map((r, i) => {
      const lines = result.lines[i] ?? [];
      return r.log && canonicalJson(r.log) === canonicalJson(lines) ? r : { ...r, log: lines };
    });
    // Moves played since the game opened were played on the wrong state: played again on the right one, as far as
    // the rules accept them.
    let s = result.state;
    const kept = [...fixed];
    for (const r of records.peek().slice(checked.length)) {
      const p = play(game, s, r.seat, r.move);
      if (!p.ok) break;
      kept.push({ ...r, commit: p.value.commit, log: game.describe(s, r.seat, r.move, p.value.state) });
      s = p.value.state;
    }
    timeline.cut(checked.length);
    batch(() => {
      state.value = s;
      records.value = kept;
      repaired.value = true;
      verified.value = true;
    });
    // Refused if more moves were stored meanwhile: those writes carry the right snapshot, and the next open checks
    // the lines again.
    const lines = kept.map((r) => r.log ?? []);
    void deps.store.repair(save.peek().id, lines, afterLength(kept.length)).catch(() => {});
    void saving.sync();
  }

  /** Bots move on their own after a short pause, seeing only their own view, with a reproducible rng. */
  function startBots(): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = effect(() => {
      const st = status.value;
      clearTimeout(timer);
      if (st.kind !== 'turn') return;
      const seat = st.active.find((s) => save.peek().seats[s]?.bot === true);
      if (seat === undefined) return;
      const at = state.value;
      timer = setTimeout(() => {
        if (state.peek() === at) botMove(seat);
      }, deps.botDelayMs());
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }

  function botMove(seat: Seat): void {
    const s = state.peek();
    const options = game.legalMoves(s, seat);
    const first = options[0];
    if (first === undefined) return;
    const rng = seedRng(`${save.peek().seed}:bot:${records.peek().length}`);
    const chosen = bot.choose(game.view(s, seat), seat, options, rng);
    // A bot bug must not freeze the table: fall back to its first legal move.
    if (!move(seat, chosen)) move(seat, first);
  }

  return {
    module: deps.module,
    save,
    state,
    records,
    status,
    viewer,
    handOffSeat,
    view,
    legal,
    canUndo,
    takeBackSeat,
    log,
    catchUp,
    ruleError,
    repaired,
    damagedAt,
    verified,
    saveState: saving.state,
    saveError: saving.error,
    move,
    undo,
    takeBack,
    ready,
    dismissCatchUp,
    lookAway,
    clearRuleError,
    explain,
    dismissRepaired,
    retrySave: saving.retry,
    /** Resolves once the store holds every move made so far (or it failed). */
    flush: saving.sync,
    dispose: () => {
      stopCheck();
      stopBots();
      stopChime();
      saving.dispose();
    },
  };
}

export type Session = ReturnType<typeof createSession>;
