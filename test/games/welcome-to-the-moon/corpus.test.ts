// The move logs recorded before the decision-model port (test/corpus/welcome-to-the-moon.json) replay to the same game.
import { game } from '../../../src/games/welcome-to-the-moon/rules';
import { describeCorpus } from '../../support/corpus-suite';

type Json = Readonly<Record<string, unknown>>;

/**
 * The final state without what the asks replaced (version 1 → 2): `confirmed` (a seat with no ask left is done),
 * `over` and `solo.ending` (no ask left), `solo.pending` (the solo cards' asks), each draft's `tasks` (the queue
 * kept in the seat's task ask), and `asks` itself. Everything else must match exactly.
 */
function project(state: unknown): unknown {
  const { confirmed: _c, over: _o, asks: _a, drafts, solo, ...rest } = state as Json;
  const withoutTasks = (drafts as readonly (Json | null)[]).map((d) => {
    if (d === null) return null;
    const { tasks: _t, ...draft } = d;
    return draft;
  });
  const { pending: _p, ending: _e, ...astra } = (solo ?? {}) as Json;
  return { ...rest, drafts: withoutTasks, solo: solo === null ? null : astra };
}

describeCorpus(game, { project });
