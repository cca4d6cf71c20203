// Rules tests for setup and the character draft (seed: ゲームスタート時の状態, 職業選択; reference: 2- and 3-player variants).
import { describe, expect, test } from 'vitest';
import { takeBackRefusal } from '../../../src/engine/take-back';
import { KING } from '../../../src/games/citadels/data';
import { type CtState, game } from '../../../src/games/citadels/rules';
import { draftSteps } from '../../../src/games/citadels/rules/draft';
import { phase, turnOf } from './builders';

const setup = (seats: number, seed = 's', greatWall = false) => game.setup(seats, { greatWall, smithy: 'seed' }, seed);

function draftAll(s: CtState): CtState {
  let state = s;
  while (phase(state) === 'draft') {
    const st = game.status(state);
    if (st.kind !== 'turn') break;
    const seat = st.active[0] ?? 0;
    const m = game.legalMoves(state, seat)[0];
    if (!m) throw new Error('no draft move');
    state = game.apply(state, seat, m);
  }
  return state;
}

describe('seed ゲームスタート時の状態: 建物カード4枚、コイン2枚、スタートプレイヤーはランダム', () => {
  test('each player starts with 4 district cards and 2 gold', () => {
    for (const seats of [2, 4, 7]) {
      const s = setup(seats);
      expect(s.hands.map((h) => h.length)).toEqual(Array(seats).fill(4));
      expect(s.gold).toEqual(Array(seats).fill(2));
    }
  });
  test('the first crown holder is random (every seat gets it for some seed)', () => {
    const crowns = new Set(Array.from({ length: 60 }, (_, i) => setup(4, `c${i}`).crown));
    expect([...crowns].sort()).toEqual([0, 1, 2, 3]);
  });
  test('reference Components: 65 district cards, 66 with the Great Wall option', () => {
    const count = (s: CtState) => s.deck.length + s.hands.flat().length;
    expect(count(setup(4))).toBe(65);
    expect(count(setup(4, 's', true))).toBe(66);
  });
});

describe('seed 職業選択: characters set aside by player count', () => {
  test.each([
    [4, 1, 2],
    [5, 1, 1],
    [6, 1, 0],
    [7, 1, 0],
    [3, 1, 0],
    [2, 1, 0],
  ])('%i players: %i face down and %i face up', (seats, down, up) => {
    const s = setup(seats);
    expect(s.faceDown.length).toBe(down);
    expect(s.faceUp.length).toBe(up);
  });
  test('reference: the King is never among the face-up cards (400 deals)', () => {
    for (let i = 0; i < 400; i++) expect(setup(4, `k${i}`).faceUp).not.toContain(KING);
  });
  test('the face-down card is never in any view, nor the pool of another seat', () => {
    const s = setup(5);
    const hidden = s.faceDown[0];
    for (let seat = 0; seat < 5; seat++) {
      const v = game.view(s, seat);
      expect(v.faceDownCount).toBe(1);
      if (seat !== s.crown) expect(v.draftOptions).toEqual([]);
      else expect(v.draftOptions).not.toContain(hidden);
    }
  });
  test('only the characters offered may be drafted; a number that is no character is refused with its own words', () => {
    const s = setup(4);
    const missing = [1, 2, 3, 4, 5, 6, 7, 8].find((r) => !s.pool.includes(r)) ?? 0;
    expect(game.validate(s, s.crown, { kind: 'draft', character: missing })?.code).toBe('error.not-offered');
    expect(game.validate(s, s.crown, { kind: 'draft', character: 9 })?.code).toBe('error.no-character');
  });
  test('the draft goes from the crown holder clockwise, one pick each (4-7 players)', () => {
    expect(draftSteps(5, 3).map((d) => d.seat)).toEqual([3, 4, 0, 1, 2]);
  });
  test('chosen characters stay hidden: other seats only see how many each holds', () => {
    let s = setup(4);
    const seat = s.crown;
    s = game.apply(s, seat, { kind: 'draft', character: s.pool[0] ?? 0 });
    const other = game.view(s, (seat + 1) % 4);
    expect(other.myChars).toEqual([]);
    expect(other.charCounts[seat]).toBe(1);
    expect(game.view(s, seat).myChars).toHaveLength(1);
  });
  test('the last of 4-6 players gets two cards, keeps one and the other goes face down unseen', () => {
    const s = draftAll(setup(4));
    expect(s.chars.every((c) => c.length === 1)).toBe(true);
    expect(s.faceDown).toHaveLength(2);
    expect(s.faceUp).toHaveLength(2);
  });
  test('7 players: the seventh may choose between the card passed on and the first face-down card', () => {
    let s = setup(7);
    for (let k = 0; k < 6; k++) {
      const st = game.status(s);
      if (st.kind !== 'turn') throw new Error('over');
      const seat = st.active[0] ?? 0;
      s = game.apply(s, seat, game.legalMoves(s, seat)[0] ?? { kind: 'endTurn' });
    }
    const st = game.status(s);
    if (st.kind !== 'turn') throw new Error('over');
    const last = st.active[0] ?? 0;
    expect(st.prompt.code).toBe('prompt.draft-last');
    const options = game.legalMoves(s, last);
    expect(options).toHaveLength(2);
    const down = s.faceDown[0] ?? 0;
    expect(game.view(s, last).draftOptions).toContain(down);
    const after = game.apply(s, last, { kind: 'draft', character: down });
    expect(after.chars[last]).toEqual([down]);
    expect(after.faceDown).toHaveLength(1);
    expect(after.faceDown).not.toContain(down);
  });
});

describe('reference 2- and 3-player variants: two characters each', () => {
  test('2 players: keep, keep and lay down, keep and lay down, keep; 4 cards end face down', () => {
    const s0 = setup(2);
    const a = s0.crown;
    const b = 1 - a;
    expect(draftSteps(2, a)).toEqual([
      { seat: a, kind: 'keep' },
      { seat: b, kind: 'keep' },
      { seat: b, kind: 'discard' },
      { seat: a, kind: 'keep' },
      { seat: a, kind: 'discard' },
      { seat: b, kind: 'keep' },
    ]);
    let s = game.apply(s0, a, { kind: 'draft', character: s0.pool[0] ?? 0 });
    expect(game.legalMoves(s, b).every((m) => m.kind === 'draft')).toBe(true);
    s = game.apply(s, b, { kind: 'draft', character: s.pool[0] ?? 0 });
    expect(game.status(s)).toMatchObject({ prompt: { code: 'prompt.draft-discard' } });
    expect(game.validate(s, b, { kind: 'draft', character: s.pool[0] ?? 0 })?.code).toBe('error.must-discard');
    const done = draftAll(s);
    expect(done.chars.map((c) => c.length)).toEqual([2, 2]);
    expect(done.faceDown).toHaveLength(4);
    expect(done.faceUp).toHaveLength(0);
  });
  test('3 players: twice round the table from the crown; the sixth pick lays the last card face down', () => {
    expect(draftSteps(3, 1).map((d) => d.seat)).toEqual([1, 2, 0, 1, 2, 0]);
    const done = draftAll(setup(3));
    expect(done.chars.map((c) => c.length)).toEqual([2, 2, 2]);
    expect(done.faceDown).toHaveLength(2);
  });
  test('a seat with two characters takes a turn with each, in rank order', () => {
    const s = draftAll(setup(2, 'two'));
    const seat = turnOf(s)?.seat ?? -1;
    expect(s.chars[seat]).toContain(turnOf(s)?.rank);
    expect(Math.min(...s.chars.flat())).toBe(turnOf(s)?.rank);
  });
});

// Issue #12 point 4 (take back): a draft pick passed on behind the hand-off may be taken back; the last pick (a
// character is called), and the pick before the 7th player's (who may look at the face-down card), may not.
describe('take back during the draft (seed 職業選択: the rest are passed on face down)', () => {
  const pickAndCheck = (s: CtState) => {
    const st = game.status(s);
    if (st.kind !== 'turn') throw new Error('not a turn');
    const seat = st.active[0] ?? 0;
    const move = game.legalMoves(s, seat)[0];
    if (!move) throw new Error('no draft move');
    const after = game.apply(s, seat, move);
    return { after, refusal: takeBackRefusal(game, s.seats, { before: s, seat, move, after }) };
  };
  test('4 players: the first three picks can be taken back, the fourth cannot', () => {
    let s = setup(4, 'tb');
    const refusals: (string | null)[] = [];
    while (phase(s) === 'draft') {
      const { after, refusal } = pickAndCheck(s);
      refusals.push(refusal);
      s = after;
    }
    expect(refusals).toEqual([null, null, null, 'revealed']);
  });
  test('7 players: the pick handing the face-down card to the last drafter is final', () => {
    let s = setup(7, 'tb7');
    const refusals: (string | null)[] = [];
    while (phase(s) === 'draft') {
      const { after, refusal } = pickAndCheck(s);
      refusals.push(refusal);
      s = after;
    }
    expect(refusals).toEqual([null, null, null, null, null, 'revealed', 'revealed']);
  });
});
