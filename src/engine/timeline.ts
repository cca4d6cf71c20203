// States along a move log, kept at every `every`-th move, so the state after any prefix of the log is a few applies
// away instead of a replay from the seed: undo, "take back my move" and the snapshot written after a cut (issue 33).
// The log it is given must be one the rules accepted (the session's, or a replay's): states are applied unchecked.

import { assertDefined } from './assert';
import type { Game, Seat } from './game';

interface Step {
  readonly seat: Seat;
  readonly move: unknown;
}

export class Timeline<S> {
  private readonly kept = new Map<number, S>();

  constructor(
    private readonly game: Pick<Game<S, unknown, unknown, unknown>, 'apply'>,
    first: S,
    private readonly every = 64,
  ) {
    this.kept.set(0, first);
  }

  /** The one state kept between checkpoints (`always`), e.g. the one before the last move, for take back. */
  private extra: number | null = null;

  /**
   * The state after `length` moves: kept if `length` is a checkpoint, or with `always` as the one state kept between
   * checkpoints (it replaces the previous one, so memory stays one state per `every` moves plus one).
   */
  note(length: number, state: S, always = false): void {
    if (length % this.every === 0) {
      this.kept.set(length, state);
      return;
    }
    if (!always) return;
    if (this.extra !== null && this.extra !== length) this.kept.delete(this.extra);
    this.extra = length;
    this.kept.set(length, state);
  }

  /** The log was cut to `length` moves: what was kept after that belongs to moves that are gone. */
  cut(length: number): void {
    for (const k of this.kept.keys()) if (k > length) this.kept.delete(k);
    if (this.extra !== null && this.extra > length) this.extra = null;
  }

  /** The nearest kept length at or before `length`. */
  private base(length: number): number {
    if (this.kept.has(length)) return length;
    let k = Math.floor(length / this.every) * this.every;
    while (k > 0 && !this.kept.has(k)) k -= this.every;
    return k;
  }

  /** How many moves must be applied to reach the state after `length` moves. */
  distance(length: number): number {
    return length - this.base(length);
  }

  /** The state after the first `length` moves of `log`, from the nearest kept state; checkpoints passed are kept. */
  at(log: readonly Step[], length: number): S {
    const from = this.base(length);
    let state = assertDefined(this.kept.get(from), `timeline: no state kept after ${from} moves`);
    for (let i = from; i < length; i++) {
      const step = log[i];
      if (!step) throw new Error(`timeline: the log has ${log.length} moves, asked for the state after ${length}`);
      state = this.game.apply(state, step.seat, step.move);
      this.note(i + 1, state);
    }
    return state;
  }
}
