// Every code the Welcome to the Moon rules and table can emit has words in ja and en, with the same placeholders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
