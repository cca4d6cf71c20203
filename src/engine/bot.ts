// The contract of a computer player: it picks one of its legal moves, seeing only its own view.

import type { Seat } from './game';
import type { Rng } from './random';

export interface Bot<V, M> {
  /** `legal` is never empty; the returned move must be one of them. `rng` makes the choice reproducible. */
  choose(view: V, seat: Seat, legal: readonly M[], rng: Rng): M;
}
