// The timeline (src/engine/timeline.ts): the state after any prefix of a log, equal to a replay from the seed, with
// at most `every` - 1 applies once the checkpoints before it are kept (issue 33: undo without a replay from the seed).

import { describe, expect, test } from 'vitest';
import { assertDefined } from '../../src/engine/assert';
import { canonicalJson } from '../../src/engine/json';
import { start } from '../../src/engine/session';
import { Timeline } from '../../src/engine/timeline';
import { game as citadels } from '../../src/games/citadels/rules';
import { matchOf, randomPlayout } from '../support/test-games';

const match = matchOf(citadels, 4, 'timeline-seed');
const { moves, states } = randomPlayout(citadels, match, { seed: 'timeline-playout' });
const stateAt = (n: number) => assertDefined(states[n], `the state after ${n} moves`);

function counting() {
  let applies = 0;
  const game = {
    apply: (s: unknown, seat: number, m: unknown) => {
      applies += 1;
      return citadels.apply(s as never, seat, m as never);
    },
  };
  return { game, applies: () => applies };
}

describe('Timeline', () => {
  test('the state after every prefix equals the replayed state, whatever order they are asked in', () => {
    expect(moves.length).toBeGreaterThan(200);
    const timeline = new Timeline(citadels, start(citadels, match), 16);
    for (const length of [moves.length, 3, 150, 0, 17, 16, moves.length - 1, 99]) {
      expect(canonicalJson(timeline.at(moves, length))).toBe(canonicalJson(states[length]));
    }
  });

  test('a second ask costs at most every - 1 applies once the checkpoints were passed', () => {
    const { game, applies } = counting();
    const timeline = new Timeline(game, start(citadels, match), 16);
    timeline.at(moves, moves.length);
    expect(applies()).toBe(moves.length);
    const before = applies();
    timeline.at(moves, moves.length - 1);
    expect(applies() - before).toBeLessThan(16);
    expect(timeline.distance(moves.length - 1)).toBe((moves.length - 1) % 16);
  });

  test('a noted state is used as it is; a cut forgets what came after it', () => {
    const { game, applies } = counting();
    const timeline = new Timeline(game, start(citadels, match), 16);
    timeline.note(101, stateAt(101), true);
    expect(timeline.distance(101)).toBe(0);
    expect(timeline.at(moves, 101)).toBe(states[101]);
    expect(applies()).toBe(0);
    timeline.cut(100);
    expect(timeline.distance(101)).toBe(101);
  });

  test('one state is kept between checkpoints: a newer one replaces it, so memory does not grow with the log', () => {
    const timeline = new Timeline(citadels, start(citadels, match), 16);
    timeline.note(101, stateAt(101), true);
    timeline.note(105, stateAt(105), true);
    // Nothing was applied, so only the checkpoint at 0 and the noted states exist.
    expect(timeline.distance(105)).toBe(0);
    expect(timeline.distance(101)).toBe(101);
    timeline.note(113, stateAt(113), true);
    timeline.note(110, stateAt(110)); // without `always`, a state between checkpoints is not kept
    expect(timeline.distance(105)).toBe(105);
    expect(timeline.distance(110)).toBe(110);
    expect(timeline.distance(113)).toBe(0);
  });

  test('asking past the end of the log is an error, not a wrong state', () => {
    const timeline = new Timeline(citadels, start(citadels, match), 16);
    expect(() => timeline.at(moves.slice(0, 5), 6)).toThrow(/5 moves/);
  });
});
