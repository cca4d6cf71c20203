// Reference §7 "Virus rules" (Adventure 6, The Virus), propagation: "each active virus crosses one empty slot in its
// quarter". The player picks that slot (as BGA lets them, NOTES.md "Adventure 6"); one empty slot is taken on its own.
import { describe, expect, test } from 'vitest';
import { seedRng } from '../../../src/engine/random';
import { formatMessage } from '../../../src/engine/text';
import { bot } from '../../../src/games/welcome-to-the-moon/bot';
import { game } from '../../../src/games/welcome-to-the-moon/rules';
import { text } from '../../../src/games/welcome-to-the-moon/text';
import {
  circled,
  crossed,
  infectable,
  playMoves,
  playTurn,
  startWith,
  virusSymbolSpread,
  virusSheet as vSheet,
  writeAt,
} from './builders';

const symbolSpread = virusSymbolSpread;

describe('reference §7 "Virus rules", propagation: the player picks the slot', () => {
  test('a spread into a quarter with several empty slots waits for that player only, offering exactly those', () => {
    const s = symbolSpread({ 2: 4 });
    expect(game.status(s)).toMatchObject({ kind: 'turn', active: [1] });
    expect(infectable(s, 1)).toEqual([1, 3, 4, 5]);
    expect(game.legalMoves(s, 0)).toEqual([]);
    const after = playMoves(s, 1, [{ kind: 'placeX', slot: 4 }]);
    expect(after.turn).toBe(s.turn + 1);
    expect(after.sheets[1]?.cells.slice(0, 5)).toEqual([null, 4, null, 'X', null]);
    expect(after.sheets[1]?.marks[4]).toBe('cross');
  });
  test('a quarter with one empty slot left takes it on its own: nobody is asked', () => {
    const s = symbolSpread({ 1: 1, 2: 2, 3: 3, 4: 4 });
    expect(s.turn).toBe(2);
    expect(s.sheets[1]?.marks[5]).toBe('cross');
  });
  test('a pick outside the quarter, or a write, is refused in words naming the quarter (ja and en)', () => {
    const s = symbolSpread();
    const refused = [
      game.validate(s, 1, { kind: 'placeX', slot: 12 }),
      game.validate(s, 1, { kind: 'write', slot: 3, number: 8 }),
    ];
    for (const e of refused) expect(e).toEqual({ code: 'error.infect-slot', params: { quarter: 1 } });
    const words = (lang: 'ja' | 'en') =>
      formatMessage(
        { code: 'error.infect-slot', params: { quarter: 1 } },
        { lang, dictionaries: [text], seatName: () => 'Aki' },
      );
    expect(words('en')).toContain('quarter 1');
    expect(words('ja')).toContain('地区1');
  });
  test('the waiting sheet is shown to its own seat only; the others still see the start-of-turn sheets', () => {
    const s = symbolSpread();
    expect(game.view(s, 1).draft?.tasks).toEqual([{ kind: 'spread' }]);
    expect(game.view(s, 1).seats[1]?.sheet.marks[220]).toBe('cross');
    expect(game.view(s, 0).seats[1]?.sheet.marks[220]).toBeUndefined();
    expect(game.view(s, 'table').seats[1]?.sheet.marks[220]).toBeUndefined();
  });
  test('a pick is final (a commit point) and logged privately; the last pick reveals the turn', () => {
    const s = symbolSpread();
    const m = { kind: 'placeX', slot: 3 } as const;
    const after = game.apply(s, 1, m);
    expect(game.isCommit?.(s, m, after)).toBe(true);
    const lines = game.describe?.(s, 1, m, after) ?? [];
    // Slot 3 is the third slot of quarter 1, as the sheet draws it ("Quarter 1").
    expect(lines[0]).toEqual({
      code: 'log.infect',
      params: { area: { term: 'place.quarter' }, at: 1, box: 3 },
      visibleTo: [1],
    });
    expect(lines.some((l) => l.code === 'log.wrote')).toBe(true);
  });
  test('an evacuated quarter’s virus asks one pick per neighbour, in turn', () => {
    const full = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 };
    const a = vSheet({}, crossed(184, 185, 186, 187));
    const b = vSheet(full, { ...circled(222, 231), ...crossed(98) });
    let s = playTurn(startWith(6, [a, b], [8, 'water']), [writeAt(10), writeAt(10)]);
    // Walkway 99 leads to Q4 (slots 21-25), 101 to Q1 (slots 6-10; slot 10 written this turn).
    expect(infectable(s, 1)).toEqual([21, 22, 23, 24, 25]);
    s = playMoves(s, 1, [{ kind: 'placeX', slot: 22 }]);
    expect(infectable(s, 1)).toEqual([6, 7, 8, 9]);
    s = playMoves(s, 1, [{ kind: 'placeX', slot: 9 }]);
    expect([s.sheets[1]?.marks[22], s.sheets[1]?.marks[9]]).toEqual(['cross', 'cross']);
  });
  test('the bot picks the slot it could no longer write anyway', () => {
    // Slot 2 sits between 5 and 6 on the floor: no number fits there any more, unlike slots 4 and 5.
    const s = symbolSpread({ 1: 5, 3: 6 });
    expect(bot.choose(game.view(s, 1), 1, game.legalMoves(s, 1), seedRng('pick'))).toEqual({ kind: 'placeX', slot: 2 });
  });
});
