// Seed "ターンフロー" and reference §1 "Decks and turn": simultaneous private choices, compulsory writing, reveal.
import { describe, expect, test } from 'vitest';
import { cardById } from '../../../src/games/welcome-to-the-moon/data';
import { game } from '../../../src/games/welcome-to-the-moon/rules';
import { isOver } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { combos } from '../../../src/games/welcome-to-the-moon/rules/deck';
import { fresh, playMoves, run, sheet, withCombos, withSheet } from './builders';

describe('seed ターンフロー 1 カード公開', () => {
  test('three combinations: the newest card’s number with the action of the card flipped before it', () => {
    const s = fresh(2, 'combos');
    const cs = combos(s.piles);
    expect(cs).toHaveLength(3);
    s.piles.forEach((p, i) => {
      expect(cs[i]?.number).toBe(cardById(p.discard.at(-1) ?? -1).number);
      expect(cs[i]?.action).toBe(cardById(p.discard.at(-2) ?? -1).action);
    });
  });
  test('reference: an exhausted pile reshuffles its own discard, keeping its newest card on top', () => {
    let s = fresh(1, 'reshuffle');
    for (let turn = 0; turn < 25; turn++) {
      const m = game.legalMoves(s, 0)[0];
      if (!m || game.status(s).kind === 'over') break;
      s = playMoves(s, 0, [m]);
      while (game.legalMoves(s, 0).some((x) => x.kind !== 'confirm' && x.kind !== 'cancel') && s.turn === turn + 1) {
        const next = game.legalMoves(s, 0).find((x) => x.kind !== 'cancel');
        if (!next || next.kind === 'confirm') break;
        s = playMoves(s, 0, [next]);
      }
      if (isOver(s)) break;
      s = playMoves(s, 0, [{ kind: 'confirm' }]);
      for (const p of s.piles) expect(p.draw.length + p.discard.length).toBe(21);
    }
    expect(isOver(s) || s.turn > 21).toBe(true);
  });
});

describe('seed ターンフロー 2 同時選択', () => {
  test('every seat is active at once', () => {
    const st = game.status(fresh(4));
    expect(st.kind === 'turn' && st.active).toEqual([0, 1, 2, 3]);
  });
  test('a new turn offers the three combinations (all writable on an empty sheet) and nothing else', () => {
    const s = game.setup(3, game.defaultOptions(3), 'first');
    expect(game.legalMoves(s, 1)).toEqual([0, 1, 2].map((combo) => ({ kind: 'choose', combo })));
  });
  test('several players may pick the same combination', () => {
    let s = withCombos(fresh(2), [
      [5, 'robot'],
      [6, 'water'],
      [7, 'plant'],
    ]);
    s = playMoves(s, 0, [{ kind: 'choose', combo: 0 }]);
    s = playMoves(s, 1, [{ kind: 'choose', combo: 0 }]);
    expect(s.drafts.map((d) => d?.combo)).toEqual([0, 0]);
  });
  test('a choice stays hidden from the others’ views until everyone has confirmed, then all show together', () => {
    let s = withCombos(fresh(3), [
      [5, 'robot'],
      [6, 'water'],
      [7, 'plant'],
    ]);
    s = playMoves(s, 0, [{ kind: 'choose', combo: 0 }, { kind: 'write', slot: 12, number: 5 }, { kind: 'confirm' }]);
    for (const viewer of [1, 2, 'table'] as const) {
      const json = JSON.stringify(game.view(s, viewer));
      expect(json).not.toContain('"combo":0');
      expect(game.view(s, viewer).seats[0]?.sheet.cells[11]).toBeNull();
    }
    expect(game.view(s, 0).seats[0]?.sheet.cells[11]).toBe(5);
    s = playMoves(s, 1, [{ kind: 'choose', combo: 1 }, { kind: 'write', slot: 7, number: 6 }, { kind: 'confirm' }]);
    expect(game.view(s, 2).seats[1]?.sheet.cells[6]).toBeNull();
    s = playMoves(s, 2, [{ kind: 'choose', combo: 2 }, { kind: 'write', slot: 38, number: 7 }, { kind: 'confirm' }]);
    expect(s.turn).toBe(2);
    const table = game.view(s, 'table');
    expect(table.seats.map((x) => x.sheet.cells.filter((c) => c !== null).length)).toEqual([1, 1, 1]);
    expect(table.lastTurn.map((r) => r.number)).toEqual([5, 6, 7]);
  });
  test('each seat works through its own chain of asks while the others work through theirs', () => {
    let s = withCombos(fresh(3), [
      [5, 'robot'],
      [6, 'water'],
      [7, 'plant'],
    ]);
    s = playMoves(s, 0, [{ kind: 'choose', combo: 0 }]);
    s = playMoves(s, 2, [{ kind: 'choose', combo: 2 }, { kind: 'write', slot: 38, number: 7 }, { kind: 'confirm' }]);
    // Seat 0 writes next, seat 1 still chooses, seat 2 is done: its ask is gone, and nobody else sees its draft.
    expect(s.asks.map((a) => [a.seats[0], a.kind])).toEqual([
      [0, 'write'],
      [1, 'choose'],
    ]);
    const st = game.status(s);
    expect(st.kind === 'turn' && st.active).toEqual([0, 1]);
    expect(game.view(s, 0).draft?.combo).toBe(0);
    expect(game.view(s, 1).draft).toBeNull();
    s = playMoves(s, 0, [{ kind: 'write', slot: 12, number: 5 }, { kind: 'confirm' }]);
    s = playMoves(s, 1, [{ kind: 'choose', combo: 1 }, { kind: 'write', slot: 7, number: 6 }, { kind: 'confirm' }]);
    // The last confirm reveals the turn and opens the next one: everyone chooses again.
    expect(s.turn).toBe(2);
    expect(s.asks.map((a) => [a.seats[0], a.kind])).toEqual([
      [0, 'choose'],
      [1, 'choose'],
      [2, 'choose'],
    ]);
  });
  test('a player may change their mind until they confirm (cancel resets the draft)', () => {
    let s = withCombos(fresh(2), [
      [5, 'robot'],
      [6, 'water'],
      [7, 'plant'],
    ]);
    s = playMoves(s, 0, [{ kind: 'choose', combo: 0 }, { kind: 'write', slot: 12, number: 5 }, { kind: 'cancel' }]);
    expect(s.drafts[0]).toBeNull();
    s = playMoves(s, 0, [{ kind: 'choose', combo: 2 }, { kind: 'write', slot: 40, number: 7 }, { kind: 'confirm' }]);
    expect(game.legalMoves(s, 0)).toEqual([]);
    expect(game.validate(s, 1, { kind: 'confirm' })?.code).toBe('error.unfinished');
  });
});

describe('seed ターンフロー 3 数字記入（必須）', () => {
  test('only combinations that can be written may be picked', () => {
    // Water floor (7..11) full and the wild floor full: a water number fits nowhere.
    const sh = sheet({ ...run(7, 11, 1), ...run(46, 53, 1) });
    const s = withSheet(
      withCombos(fresh(1), [
        [5, 'water'],
        [6, 'robot'],
        [7, 'water'],
      ]),
      0,
      sh,
    );
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'choose', combo: 1 }]);
    expect(game.validate(s, 0, { kind: 'choose', combo: 0 })?.code).toBe('error.combo-unwritable');
    expect(game.validate(s, 0, { kind: 'systemError' })?.code).toBe('error.must-write');
  });
  test('システムエラー: when no number fits, the only move is a System Error, marked top to bottom', () => {
    const sh = sheet({ ...run(7, 11, 11), ...run(46, 53, 10) });
    let s = withSheet(
      withCombos(fresh(1), [
        [5, 'water'],
        [6, 'water'],
        [7, 'water'],
      ]),
      0,
      sh,
    );
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'systemError' }]);
    s = playMoves(s, 0, [{ kind: 'systemError' }, { kind: 'confirm' }]);
    expect(s.sheets[0]?.errors).toBe(1);
  });
  test.each([
    ['the wrong number', { kind: 'write', slot: 12, number: 6 }, 'error.wrong-number'],
    ['a floor of another action', { kind: 'write', slot: 1, number: 5 }, 'error.wrong-zone'],
  ] as const)('writing %s is refused', (_n, move, code) => {
    const s = playMoves(
      withCombos(fresh(1), [
        [5, 'robot'],
        [6, 'water'],
        [7, 'plant'],
      ]),
      0,
      [{ kind: 'choose', combo: 0 }],
    );
    expect(game.validate(s, 0, move)?.code).toBe(code);
  });
  test('a number out of order in its zone is refused', () => {
    const s = playMoves(
      withSheet(
        withCombos(fresh(1), [
          [5, 'robot'],
          [6, 'water'],
          [7, 'plant'],
        ]),
        0,
        sheet({ 12: 9 }),
      ),
      0,
      [{ kind: 'choose', combo: 0 }],
    );
    expect(game.validate(s, 0, { kind: 'write', slot: 13, number: 5 })?.code).toBe('error.not-ascending');
    expect(game.validate(s, 0, { kind: 'write', slot: 12, number: 5 })?.code).toBe('error.slot-taken');
  });
});
