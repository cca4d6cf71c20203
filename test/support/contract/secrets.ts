// No view leaks: each seat sees its own secrets, nobody else's, and nothing concealed; log lines are views too.

import type { Game, LogEvent, Seat } from '../../../src/engine/game';
import { check, fail, show, type Where } from './failure';

export interface SecretSpec<S> {
  readonly secrets?: (s: S, seat: Seat) => readonly string[];
  readonly logSecrets?: (s: S, seat: Seat) => readonly string[];
  readonly concealed?: (s: S) => readonly string[];
}

type Viewer = Seat | 'table';

const seatsOf = (n: number): Seat[] => Array.from({ length: n }, (_, i) => i);

/** Every view of `s`: each seat's own secrets are in its own view, and no fragment reaches a view it must not. */
export function checkViews<S, V>(game: Game<S, unknown, unknown, V>, spec: SecretSpec<S>, s: S, where: Where): number {
  const viewers: Viewer[] = ['table', ...seatsOf(where.seats)];
  const json = new Map(viewers.map((v) => [v, JSON.stringify(game.view(s, v))]));
  const own = new Map(seatsOf(where.seats).map((seat) => [seat, new Set(spec.secrets?.(s, seat) ?? [])]));
  let seen = 0;
  for (const [owner, fragments] of own) {
    for (const f of fragments) {
      check(json.get(owner)?.includes(f) === true, where, () => ownMissing(owner, f, json.get(owner)));
      seen++;
      for (const viewer of viewers) {
        if (viewer === owner || (viewer !== 'table' && own.get(viewer)?.has(f))) continue;
        check(
          !json.get(viewer)?.includes(f),
          where,
          () => `view of ${viewer} shows \`${f}\`, private to seat ${owner}`,
        );
      }
    }
  }
  for (const f of spec.concealed?.(s) ?? []) {
    for (const viewer of viewers)
      check(!json.get(viewer)?.includes(f), where, () => `view of ${viewer} shows \`${f}\``);
  }
  return seen;
}

const ownMissing = (seat: Seat, fragment: string, json: string | undefined) =>
  `secret \`${fragment}\` of seat ${seat} is not in its own view, so the leak check would prove nothing ` +
  `(write fragments exactly as JSON.stringify shows them): ${show(json)}`;

/**
 * The log lines of one move, against the state after it: a line showing a seat's secret must be visibleTo that
 * seat alone, and no line shows anything concealed. (A card played face up stops being a secret with the move.)
 */
export function checkLog<S>(spec: SecretSpec<S>, lines: readonly LogEvent[], after: S, where: Where): void {
  const bySeat = seatsOf(where.seats).map(
    (seat) => new Set(spec.logSecrets?.(after, seat) ?? spec.secrets?.(after, seat) ?? []),
  );
  const concealed = spec.concealed?.(after) ?? [];
  for (const line of lines) {
    const readers = line.visibleTo;
    if (readers?.some((r) => !Number.isInteger(r) || r < 0 || r >= where.seats)) {
      fail(where, `log line ${show(line)} is visibleTo a seat that is not at the table`);
    }
    const json = JSON.stringify(line);
    bySeat.forEach((fragments, owner) => {
      for (const f of fragments) {
        // Two seats may hold equal secrets (both bid 3): a line may show it to readers who all hold it.
        const allHold = readers?.every((r) => bySeat[r]?.has(f)) ?? false;
        check(
          allHold || !json.includes(f),
          where,
          () => `${audience(readers)} log line ${json} shows \`${f}\`, private to seat ${owner}`,
        );
      }
    });
    for (const f of concealed) check(!json.includes(f), where, () => `log line ${json} shows concealed \`${f}\``);
  }
}

const audience = (readers: readonly Seat[] | undefined) =>
  readers === undefined ? 'public' : `visibleTo [${readers.join(', ')}]`;
