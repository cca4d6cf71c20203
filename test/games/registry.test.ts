// Every game folder meets the folder contract (DESIGN.md "Layout"): files present, registered, words in both languages.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REGISTRY } from '../../src/games/registry';

const GAMES = resolve(__dirname, '../../src/games');
const REQUIRED = [
  'meta.ts',
  'data.ts',
  'rules.ts',
  'bot.ts',
  'text.ts',
  'module.ts',
  'rules.ja.md',
  'rules.en.md',
  'NOTES.md',
  'ui/Table.tsx',
  'ui/legal-options.ts',
];

describe.each(REGISTRY.map((e) => [e.meta.id, e] as const))('%s', (id, entry) => {
  test.each(REQUIRED)('has %s', (file) => {
    expect(existsSync(join(GAMES, id, file))).toBe(true);
  });

  test('its module matches its metadata', async () => {
    const mod = await entry.load();
    expect(mod.game.id).toBe(id);
    expect(Number.isInteger(mod.game.version) && mod.game.version >= 1).toBe(true);
    expect(mod.game.players).toEqual(entry.meta.players);
  });

  test('its words exist in Japanese and English alike', async () => {
    const mod = await entry.load();
    expect(Object.keys(mod.text.ja).sort()).toEqual(Object.keys(mod.text.en).sort());
    expect(mod.rulesText.ja.length).toBeGreaterThan(500);
    expect(mod.rulesText.en.length).toBeGreaterThan(500);
  });

  test("its page's rules text, loaded alone, is the rules text of its module", async () => {
    const mod = await entry.load();
    expect(await entry.rules('ja')).toBe(mod.rulesText.ja);
    expect(await entry.rules('en')).toBe(mod.rulesText.en);
  });

  test('default options parse for every player count', async () => {
    const mod = await entry.load();
    for (let n = entry.meta.players.min; n <= entry.meta.players.max; n++) {
      expect(mod.game.parseOptions(mod.game.defaultOptions(n), n)).not.toBeNull();
    }
  });

  test('options are read one way (engine/options.ts): a wrong player count or a non-object is refused', async () => {
    const mod = await entry.load();
    const { min, max } = entry.meta.players;
    expect(mod.game.parseOptions(mod.game.defaultOptions(min), min - 1)).toBeNull();
    expect(mod.game.parseOptions(mod.game.defaultOptions(max), max + 1)).toBeNull();
    expect(mod.game.parseOptions([], min)).toBeNull();
    expect(mod.game.parseOptions('x', min)).toBeNull();
    // An option the meta does not declare is ignored, as readOptionChoices does for every game.
    expect(mod.game.parseOptions({ ...(mod.game.defaultOptions(min) as object), notAnOption: 1 }, min)).not.toBeNull();
  });
});
