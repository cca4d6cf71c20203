// Russian Railroads: the chain move of a replaced locomotive, the between-rounds step and the black worker placed by
// hand. Each test names the source it checks (reference/russian-railroads.md, quoting GH's page; the seed file).
import { describe, expect, test } from 'vitest';
import { game, type RrState } from '../../../src/games/russian-railroads/rules';
import { edit, editBoard, play, start, who } from './builders';

/** Everyone passes until the round's last pass. */
function passAll(s: RrState): RrState {
  let out = s;
  while (out.asks.at(-1)?.kind === 'place') out = play(out, { kind: 'pass' });
  return out;
}

describe('a replaced locomotive moves on (reference "Locomotives / factories", GH pg. 10)', () => {
  test('the replaced #1 may go onto an empty line; the supply does not get it back', () => {
    let s = start();
    const seat = who(s);
    s = play(s, { kind: 'place', space: 'loco1', coins: 0 });
    s = play(s, { kind: 'choose', option: 'loco' });
    const supply1 = s.locoSupply[1] ?? 0;
    s = play(s, { kind: 'loco', slot: 'ts0' });
    expect(s.asks.at(-1)).toMatchObject({ kind: 'chain', loco: 1 });
    expect(game.legalMoves(s, seat)).toContainEqual({ kind: 'chain', slot: 'supply' });
    expect(game.validate(s, seat, { kind: 'chain', slot: 'ts0' })?.code).toBe('error.loco-slot');
    s = play(s, { kind: 'chain', slot: 'kiev' });
    expect(s.players[seat]?.locos).toMatchObject({ ts0: 2, kiev: 1 });
    expect(s.locoSupply[1] ?? 0).toBe(supply1);
  });
  test('it chains: the locomotive it replaces moves on in turn, or goes back to the supply', () => {
    const seat = who(start());
    const built = editBoard(start(), (pl) => {
      pl.locos = { ts0: 1, ts1: 3, sp: 2, kiev: 4 };
    });
    let s = edit(built, (d) => {
      d.locoSupply[1] = 0;
      d.locoSupply[2] = 0;
      d.locoSupply[3] = 0;
      d.locoSupply[4] = 0;
    });
    s = play(s, { kind: 'place', space: 'loco1', coins: 0 });
    s = play(s, { kind: 'choose', option: 'loco' });
    s = play(s, { kind: 'loco', slot: 'kiev' });
    expect(s.asks.at(-1)).toMatchObject({ kind: 'chain', loco: 4 });
    s = play(s, { kind: 'chain', slot: 'ts1' });
    expect(s.asks.at(-1)).toMatchObject({ kind: 'chain', loco: 3 });
    s = play(s, { kind: 'chain', slot: 'sp' });
    expect(s.asks.at(-1)).toMatchObject({ kind: 'chain', loco: 2 });
    s = play(s, { kind: 'chain', slot: 'supply' });
    expect(s.players[seat]?.locos).toEqual({ ts0: 1, ts1: 4, sp: 3, kiev: 5 });
    expect(s.locoSupply[2]).toBe(1);
    expect(s.asks.at(-1)?.kind).toBe('place');
  });
  test('with no lower slot left it goes back to the supply without a question', () => {
    let s = editBoard(start(), (pl) => {
      pl.locos = { ts0: 1, ts1: 1, sp: 1, kiev: 1 };
    });
    s = play(s, { kind: 'place', space: 'loco1', coins: 0 });
    s = play(s, { kind: 'choose', option: 'loco' });
    const back = s.locoSupply[1] ?? 0;
    s = play(s, { kind: 'loco', slot: 'sp' });
    expect(s.asks.at(-1)?.kind).toBe('place');
    expect(s.locoSupply[1]).toBe(back + 1);
  });
});

describe('between rounds (reference "Turn order", GH pg. 17)', () => {
  test('the 2nd-place claimant, then the 1st, move the turn-order worker to an empty 1-worker space and use it', () => {
    let s = start();
    const [a, b] = [s.order[1] as number, s.order[2] as number];
    s = play(s, { kind: 'place', space: 'coins', coins: 0 });
    s = play(s, { kind: 'place', space: 'first', coins: 0 });
    s = play(s, { kind: 'place', space: 'second', coins: 0 });
    s = passAll(s);
    expect(s.round).toBe(1);
    expect(s.asks.at(-1)).toMatchObject({ kind: 'relocate', seats: [b] });
    // Taken, 2-worker, rubles-only and worker + ruble spaces are not offered.
    for (const space of ['coins', 'black3', 'hire', 'mixed'] as const) {
      expect(game.validate(s, b, { kind: 'relocate', space })?.code).toBe('error.relocate');
    }
    s = play(s, { kind: 'relocate', space: 'doubler' });
    expect(s.players[b]?.doublers).toBe(1);
    expect(s.asks.at(-1)).toMatchObject({ kind: 'relocate', seats: [a] });
    expect(game.validate(s, a, { kind: 'relocate', space: 'doubler' })?.code).toBe('error.relocate');
    s = play(s, { kind: 'relocate', space: 'stay' });
    expect(s.round).toBe(2);
    expect(s.order.slice(0, 2)).toEqual([a, b]);
  });
  test("the moved worker's action counts in this round's scoring", () => {
    let s = start();
    const a = s.order[1] as number;
    s = play(s, { kind: 'pass' });
    s = play(s, { kind: 'place', space: 'first', coins: 0 });
    s = passAll(s);
    expect(s.lastRound).toBeNull();
    s = play(s, { kind: 'relocate', space: 'ind1' });
    expect(s.round).toBe(2);
    // Industry marker 0 → 1 scores 1 in round 1; every black track on space 1 scores 0 (reference: track values).
    expect(s.players[a]?.markers).toEqual([1]);
    expect(s.lastRound?.[a]).toBe(1);
  });
});

describe('the black worker is placed by hand (seed: 黒の労働者 … 黒のレールを進めているアクションスペースで使用すると)', () => {
  function withBlack(): RrState {
    return editBoard(start(), (pl) => {
      pl.blackWorker = true;
    });
  }
  test('placed on a space that moves black, it moves black once more; placing without it does not', () => {
    let s = withBlack();
    const seat = who(s);
    s = play(s, { kind: 'place', space: 'black3', coins: 0, black: true });
    for (let i = 0; i < 4; i++) s = play(s, { kind: 'step', rail: 'ts', colour: 0 });
    expect(s.players[seat]?.tracks.ts[0]).toBe(5);
    expect(s.players[seat]?.blackUsed).toBe(true);
    let t = withBlack();
    t = play(t, { kind: 'place', space: 'black3', coins: 0 });
    for (let i = 0; i < 3; i++) t = play(t, { kind: 'step', rail: 'ts', colour: 0 });
    expect(t.asks.at(-1)?.kind).toBe('place');
    expect(t.players[seat]?.blackUsed).toBe(false);
  });
  test('it is a worker like the others elsewhere, once a round, and never with rubles alone', () => {
    let s = withBlack();
    const seat = who(s);
    expect(game.validate(s, seat, { kind: 'place', space: 'hire', coins: 1, black: true })?.code).toBe(
      'error.black-needs-place',
    );
    s = play(s, { kind: 'place', space: 'coins', coins: 0, black: true });
    expect(s.players[seat]?.used).toBe(1);
    s = play(s, { kind: 'pass' });
    s = play(s, { kind: 'pass' });
    expect(who(s)).toBe(seat);
    expect(game.validate(s, seat, { kind: 'place', space: 'black3', coins: 0, black: true })?.code).toBe(
      'error.no-black-worker',
    );
  });
  test('your own workers run out before it: the last placement must use the black worker', () => {
    const s = editBoard(withBlack(), (pl) => {
      pl.used = pl.workers - 1;
    });
    expect(game.validate(s, who(s), { kind: 'place', space: 'black3', coins: 0 })?.code).toBe('error.no-workers');
    expect(game.validate(s, who(s), { kind: 'place', space: 'black3', coins: 0, black: true })).toBeNull();
  });
});
