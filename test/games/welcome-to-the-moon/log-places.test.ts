// Issue 31: the log names a slot by what the sheet draws (its floor, row, layer, skyscraper, quarter or starship and
// its place there), never by the slot id the sheet does not show; in both languages.
import { expect, test } from 'vitest';
import type { LogEvent } from '../../../src/engine/game';
import { formatMessage, type Lang } from '../../../src/engine/text';
import type { Adventure } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { slotPlace } from '../../../src/games/welcome-to-the-moon/rules/place';
import { text } from '../../../src/games/welcome-to-the-moon/text';
import { fresh, playMoves, withCombos } from './builders';

const say = (line: LogEvent | undefined, lang: Lang) =>
  line ? formatMessage(line, { lang, dictionaries: [text], seatName: (s) => `P${s + 1}` }) : '';

/** The private line of seat 0's write of the first legal slot for combination 0, and that slot. */
function firstWrite(adventure: Adventure): { line: LogEvent | undefined; slot: number; s: WtmState } {
  const s = playMoves(
    withCombos(fresh(2, 'places', adventure), [
      [5, 'water'],
      [5, 'water'],
      [5, 'water'],
    ]),
    0,
    [{ kind: 'choose', combo: 0 }],
  );
  const write = game.legalMoves(s, 0).find((m) => m.kind === 'write');
  if (write?.kind !== 'write') throw new Error(`adventure ${adventure}: no write offered`);
  return { line: game.describe(s, 0, write, game.apply(s, 0, write))[0], slot: write.slot, s };
}

test.each([
  // The sheets' own order: floors top to bottom (The Launch), rows of the grid from the top (The Colony), quarters
  // numbered as drawn (The Virus), starships numbered as drawn (The Escape).
  [1, 12, { area: 'place.floor', at: 4, box: 1 }],
  [3, 10, { area: 'place.row', at: 2, box: 2 }],
  [6, 8, { area: 'place.quarter', at: 2, box: 3 }],
  [7, 10, { area: 'place.starship', at: 2, box: 1 }],
] as const)('adventure %i: slot %i is %o', (adventure, slot, place) => {
  expect(slotPlace(adventure, slot)).toEqual(place);
});

test.each([1, 2, 3, 4, 5, 6, 7] as const)('adventure %i: the write line names no slot id, in en and ja', (adv) => {
  const { line, slot } = firstWrite(adv);
  expect(line?.params).not.toHaveProperty('slot');
  const en = say(line, 'en');
  const ja = say(line, 'ja');
  expect(en).toMatch(/^You wrote 5 in .*box \d+/);
  expect(en).not.toContain(`slot ${slot}`);
  expect(ja).toMatch(/5を.*\d+マス目に書いた$/);
  expect(ja).not.toContain(`マス${slot}`);
  expect(en + ja).not.toMatch(/\{\w+\}/);
});

test('The Journey counts along its trajectory; The Launch names the floor and box', () => {
  expect(say(firstWrite(2).line, 'en')).toMatch(/^You wrote 5 in box \d+ of the trajectory$/);
  const launch = firstWrite(1);
  const place = slotPlace(1, launch.slot);
  expect(say(launch.line, 'en')).toBe(`You wrote 5 in floor ${place.at}, box ${place.box}`);
  expect(say(launch.line, 'ja')).toBe(`5をフロア${place.at}の${place.box}マス目に書いた`);
});
