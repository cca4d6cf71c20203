// The background check of a game resumed from its snapshot (issue 33): the stored log is replayed from the seed in
// short slices, yielding to the page between them, and compared with the snapshot and each move's stored lines. The
// log stays the truth; the snapshot is a cache that lets a long game open at once.

import type { AnyGame, LogEvent } from '../../engine/game';
import { canonicalJson } from '../../engine/json';
import { type Match, type MoveRecord, play, start } from '../../engine/session';

export type CheckResult =
  | { readonly kind: 'agrees'; readonly before: unknown }
  | {
      /** The snapshot or some move's lines were wrong: the replayed state and every move's lines, to put right. */
      readonly kind: 'differs';
      readonly state: unknown;
      readonly lines: readonly (readonly LogEvent[])[];
      readonly before: unknown;
    }
  | { readonly kind: 'refused'; readonly index: number };

export interface CheckDeps {
  readonly game: AnyGame;
  readonly match: Match<unknown>;
  readonly records: readonly MoveRecord<unknown>[];
  /** The state the game was resumed with. */
  readonly snapshot: unknown;
  /** Told of the state after each replayed length (the session keeps checkpoints from them). */
  readonly onState: (length: number, state: unknown) => void;
  readonly done: (result: CheckResult) => void;
  /** Milliseconds of work per slice before yielding. */
  readonly sliceMs?: number;
  readonly now?: () => number;
  readonly later?: (run: () => void) => void;
}

const REFUSED = Symbol('refused');

/** Start the check; the returned function cancels it (the table closed, or the log changed under it). */
export function checkInSlices(deps: CheckDeps): () => void {
  const { game, match, records } = deps;
  const now = deps.now ?? (() => performance.now());
  const later = deps.later ?? ((run) => setTimeout(run, 0));
  const sliceMs = deps.sliceMs ?? 8;
  let state = start(game, match);
  let before: unknown = state;
  let index = 0;
  let linesDiffer = false;
  const lines: (readonly LogEvent[])[] = [];
  let cancelled = false;

  /** The state after the record's move, or REFUSED (a damaged move may also throw inside the rules). */
  function playedState(r: MoveRecord<unknown>): unknown {
    try {
      const played = play(game, state, r.seat, r.move);
      return played.ok ? played.value.state : REFUSED;
    } catch {
      return REFUSED;
    }
  }

  function slice(): void {
    if (cancelled) return;
    const until = now() + sliceMs;
    for (let r = records[index]; r !== undefined; r = records[index]) {
      const next = playedState(r);
      if (next === REFUSED) {
        deps.done({ kind: 'refused', index });
        return;
      }
      const log = game.describe(state, r.seat, r.move, next);
      if (!linesDiffer && canonicalJson(log) !== canonicalJson(r.log ?? null)) linesDiffer = true;
      lines.push(log);
      before = state;
      state = next;
      index += 1;
      deps.onState(index, state);
      if (now() >= until) {
        later(slice);
        return;
      }
    }
    const agrees = !linesDiffer && canonicalJson(state) === canonicalJson(deps.snapshot);
    deps.done(agrees ? { kind: 'agrees', before } : { kind: 'differs', state, lines, before });
  }

  later(slice);
  return () => {
    cancelled = true;
  };
}
