// Simultaneous decisions: all seats active, each decides privately, everything is revealed together.

import { describe, expect, test } from 'vitest';
import { play, start } from '../../src/engine/session';
import { deepFreeze } from '../support/deep-freeze';
import { matchOf, randomPlayout, sealedBid } from '../support/test-games';
import type { BidMove, BidState } from '../support/test-games/sealed-bid';

const match = matchOf(sealedBid, 3, 'simultaneous');

function step(s: BidState, seat: number, move: BidMove): BidState {
  const result = play(sealedBid, deepFreeze(s), seat, move);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value.state;
}

function activeOf(s: BidState): readonly number[] {
  const st = sealedBid.status(s);
  return st.kind === 'turn' ? st.active : [];
}

describe('sealed bids (test game rules: bids are secret until every seat has confirmed)', () => {
  test('all seats start active and the active set shrinks as each one confirms', () => {
    let s = start(sealedBid, match);
    expect(activeOf(s)).toEqual([0, 1, 2]);
    s = step(step(s, 1, { kind: 'bid', amount: 5 }), 1, { kind: 'confirm' });
    expect(activeOf(s)).toEqual([0, 2]);
    s = step(step(s, 0, { kind: 'bid', amount: 2 }), 0, { kind: 'confirm' });
    expect(activeOf(s)).toEqual([2]);
    expect(play(sealedBid, s, 1, { kind: 'bid', amount: 1 })).toEqual({
      ok: false,
      error: { code: 'engine.not-your-turn' },
    });
    s = step(step(s, 2, { kind: 'bid', amount: 4 }), 2, { kind: 'confirm' });
    expect(activeOf(s)).toEqual([0, 1, 2]);
    expect(s.history).toHaveLength(1);
    expect(s.history[0]?.bids).toEqual([2, 5, 4]);
    expect(s.history[0]?.winner).toBe(1);
    expect(s.coins).toEqual([8, 5, 6]);
  });

  test('seats may act in any order, and a seat may move several times while others wait', () => {
    let s = start(sealedBid, match);
    s = step(s, 2, { kind: 'bid', amount: 1 });
    s = step(s, 0, { kind: 'bid', amount: 1 });
    s = step(s, 2, { kind: 'bid', amount: 3 });
    expect(activeOf(s)).toEqual([0, 1, 2]);
  });

  test("no seat's view shows another seat's pending bid before the reveal, confirmed or not", () => {
    let s = start(sealedBid, match);
    s = step(s, 0, { kind: 'bid', amount: 7 });
    s = step(step(s, 1, { kind: 'bid', amount: 9 }), 1, { kind: 'confirm' });
    for (const viewer of [0, 1, 2, 'table'] as const) {
      const text = JSON.stringify(sealedBid.view(s, viewer));
      if (viewer !== 0) expect(text).not.toContain('7');
      if (viewer !== 1) expect(text).not.toContain('9');
    }
    expect(sealedBid.view(s, 0).myBid).toBe(7);
    expect(sealedBid.view(s, 2).myBid).toBeNull();
    expect(sealedBid.view(s, 2).confirmed).toEqual([false, true, false]);
  });

  test('the bid log line is private to the bidder; the reveal is public', () => {
    let s = start(sealedBid, match);
    s = step(step(s, 0, { kind: 'bid', amount: 1 }), 0, { kind: 'confirm' });
    s = step(step(s, 1, { kind: 'bid', amount: 1 }), 1, { kind: 'confirm' });
    s = step(s, 2, { kind: 'bid', amount: 0 });
    expect(sealedBid.describe(start(sealedBid, match), 2, { kind: 'bid', amount: 0 }, s)[0]?.visibleTo).toEqual([2]);
    const after = step(s, 2, { kind: 'confirm' });
    const lines = sealedBid.describe(s, 2, { kind: 'confirm' }, after);
    expect(lines.map((l) => l.code)).toEqual(['log.confirm', 'log.reveal', 'log.prize']);
    expect(lines.every((l) => l.visibleTo === undefined)).toBe(true);
    // A tie at the top gives the prize to nobody.
    expect(after.history[0]?.winner).toBeNull();
  });

  test('a playout ends after the chosen number of rounds with a ranking of every seat', () => {
    const { states } = randomPlayout(sealedBid, match, { seed: 'rounds' });
    const st = sealedBid.status(states.at(-1) ?? start(sealedBid, match));
    expect(st.kind).toBe('over');
    if (st.kind !== 'over') return;
    expect(st.ranking.flat().sort()).toEqual([0, 1, 2]);
    expect(st.scores.every((sc) => sc.perRound?.length === 3)).toBe(true);
  });
});
