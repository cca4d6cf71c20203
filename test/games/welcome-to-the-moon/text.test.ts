// Every code the Welcome to the Moon rules and table can emit has words in ja and en, with the same placeholders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Message, ParamValue } from '../../../src/engine/game';
import { formatMessage } from '../../../src/engine/text';
import { ACTIONS, MISSIONS } from '../../../src/games/welcome-to-the-moon/data';
import { text } from '../../../src/games/welcome-to-the-moon/text';
import { describeTextBundle } from '../../support/text-bundle';

const ROOT = join(__dirname, '../../../src/games/welcome-to-the-moon');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** Literal codes in the sources: `code: 'x.y'`, `{ code: 'x' }`, say('ui.x') and t('ui.x'). */
const literal = sources(ROOT).flatMap((file) => {
  const src = readFileSync(file, 'utf8');
  return [...src.matchAll(/(?:code: |say\(|\bt\()'([a-z]+\.[a-z0-9.-]+)'/g)].map((m) => m[1] ?? '');
});

const built = [
  ...ACTIONS.map((a) => `term.${a}`),
  'term.wild',
  'log.mission-first',
  'log.mission-later',
  'adventure.1',
  'prompt.turn-solo',
  'prompt.solo-card',
  'adventure.2',
  'adventure.3',
  'adventure.4',
  'score.pearls',
  'score.rubies',
  'score.mine-water',
  'score.mine-astronauts',
  'score.astra',
  'ui.astra',
  'ui.solo-effect',
  'ui.hint-solo',
  'ui.remove-third',
  'score.plants',
  'score.antennas',
  'score.quarters',
  'score.astronauts',
  'score.planning',
  'ui.hint-action',
  'ui.hint-wall',
  'score.missions',
  'score.stations',
  'score.water',
  'score.longest-section',
  'score.most-sections',
  'ui.hint-choose',
  'ui.hint-write',
  'ui.hint-x',
  'ui.hint-arrow',
  'ui.hint-confirm',
  'ui.hint-error',
  'ui.hint-wait',
  'ui.reward-first',
  'ui.reward-later',
  ...MISSIONS.filter((m) => m.adventure <= 4).map((m) => `mission.${m.id}`),
];

describeTextBundle(text, [...new Set([...literal, ...built])]);

// Issue 12: English counts use the plural words of src/engine/text.ts (“1 point”, “2 points”), never “(s)” or “1 pts”.
const render = (code: string, params: Readonly<Record<string, ParamValue>>) =>
  formatMessage({ code, params } as Message, { lang: 'en', dictionaries: [text], seatName: () => 'Aki' });
const words = (s: string) => ` ${s.replace(/[^\w]+/g, ' ').trim()} `;
const PLURALS: readonly [string, (n: number) => Readonly<Record<string, ParamValue>>, string, string][] = [
  ['log.sabotaged', (n) => ({ seat: { seat: 0 }, count: n }), '1 System Error', '2 System Errors'],
  ['verdict.solo-win', (n) => ({ margin: n }), 'by 1 point', 'by 2 points'],
  ['verdict.solo-loss', (n) => ({ margin: n }), 'by 1 point', 'by 2 points'],
  ['ui.points', (n) => ({ points: n }), '1 pt', '2 pts'],
  ['ui.astra', (n) => ({ level: 1, name: 'x', score: n, bonus: n }), '1 pt 1 bonus left', '2 pts 2 bonuses left'],
  ['ui.box-quarter-first', (n) => ({ points: n, quarter: 1 }), '(1 pt)', '(2 pts)'],
];
test.each(PLURALS)('%s says the singular with 1 and the plural with 2', (code, params, one, two) => {
  expect(words(render(code, params(1)))).toContain(words(one));
  expect(words(render(code, params(2)))).toContain(words(two));
  expect(render(code, params(2))).not.toMatch(/[{}]|\(s\)/);
});
