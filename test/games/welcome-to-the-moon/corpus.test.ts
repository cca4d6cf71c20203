// The move logs recorded before the decision-model port (test/corpus/welcome-to-the-moon.json) replay to the same game.
import type { LogEvent } from '../../../src/engine/game';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { slotPlace } from '../../../src/games/welcome-to-the-moon/rules/place';
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

/**
 * Since issue 31 the log names a slot by its place on the drawn sheet (`{area} {at}, box {box}`, or `-along` the
 * Journey's trajectory) where it named the slot id: such a line is turned back into the recorded shape (the slot id
 * found from its place), so every other word of the log is still compared exactly.
 */
function recordedLine(s: WtmState, line: LogEvent): LogEvent {
  const { area, at, box, ...params } = (line.params ?? {}) as Record<string, unknown>;
  if (box === undefined) return line;
  const adventure = s.options.adventure;
  const slots = Array.from({ length: 60 }, (_, i) => i + 1);
  const slot = slots.find((n) => {
    try {
      const p = slotPlace(adventure, n);
      return p.box === box && (area === undefined || (p.area === (area as { term: string }).term && p.at === at));
    } catch {
      return false;
    }
  });
  const code = line.code.replace(/-along$/, '');
  // The recorded lines listed `slot` after the words before it (canonical JSON sorts keys, so order is no matter).
  return { ...line, code, params: { ...params, slot } } as LogEvent;
}

const recorded = {
  ...game,
  describe: (before: WtmState, seat: number, move: Parameters<typeof game.describe>[2], after: WtmState) =>
    game.describe(before, seat, move, after).map((line) => recordedLine(before, line)),
};

describeCorpus(recorded, { project });
