// Every code the Wizard Extreme rules can emit has words in both Japanese and English, with the same placeholders.
import { expect, test } from 'vitest';
import type { Message, ParamValue } from '../../../src/engine/game';
import { formatMessage } from '../../../src/engine/text';
import {
  ERROR_CODES,
  LOG_CODES,
  PROMPT_CODES,
  SCORE_CODES,
  TERM_CODES,
} from '../../../src/games/wizard-extreme/rules/codes';
import { text } from '../../../src/games/wizard-extreme/text';
import { describeTextBundle } from '../../support/text-bundle';

describeTextBundle(text, [...PROMPT_CODES, ...ERROR_CODES, ...LOG_CODES, ...SCORE_CODES, ...TERM_CODES]);

// English counts use the plural words of src/engine/text.ts: “1 card”, “2 cards”, never “card(s)” or “1 pts”.
const render = (code: string, params: Readonly<Record<string, ParamValue>>) =>
  formatMessage({ code, params } as Message, { lang: 'en', dictionaries: [text], seatName: () => 'Aki' });
// Whole words only: “1 pts” must not pass for “1 pt”.
const words = (s: string) => ` ${s.replace(/[^\w]+/g, ' ').trim()} `;
const PLURALS: readonly [string, (n: number) => Readonly<Record<string, ParamValue>>, string, string][] = [
  ['log.end-prediction', (N) => ({ seat: { seat: 0 }, count: N }), '(1 seal)', '(2 seals)'],
  ['ui.cards', (N) => ({ count: N }), '1 card', '2 cards'],
  ['ui.points', (N) => ({ points: N }), '1 pt', '2 pts'],
  [
    'error.seal-limit',
    (N) => ({ limit: N }),
    '1 trick, so you may hold at most 1 seal from',
    '2 tricks, so you may hold at most 2 seals from',
  ],
  ['error.wizard-secures-win', (N) => ({ lead: N, cost: 4 }), '(1 point)', '(2 points)'],
];
test.each(PLURALS)('%s says the singular with 1 and the plural with 2', (code, params, one, two) => {
  expect(words(render(code, params(1)))).toContain(words(one));
  expect(words(render(code, params(2)))).toContain(words(two));
  expect(render(code, params(2))).not.toMatch(/[{}]/);
});
test('no English word is left as “(s)”', () => {
  expect(Object.entries(text.en).filter(([, s]) => s.includes('(s)'))).toEqual([]);
});
