// Layer rules, checked over the source tree: engine knows no game, rules have no DOM or I/O, the app reaches games only through the registry.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  at,
  biomeRulesIncludes,
  determinismViolations,
  has,
  importsOf,
  isRulesFile,
  ROOT,
  RULES_LAYER,
  readJson,
  readSourceTree,
  rulesImportViolations,
  stringsAt,
  tsconfigRulesGlobs,
} from './architecture/layers';

const FILES = readSourceTree('src');

describe('the rules layer is defined once, in layers.json (docs/ARCHITECTURE.md: "Layers")', () => {
  const tsconfig = readJson('tsconfig.rules.json');

  test('tsconfig.rules.json compiles exactly the layer', () => {
    expect({ include: stringsAt(tsconfig, 'include'), exclude: stringsAt(tsconfig, 'exclude') }).toEqual(
      tsconfigRulesGlobs(RULES_LAYER),
    );
  });

  test('tsconfig.rules.json has no DOM lib, no ambient types, and resolves no file outside the layer', () => {
    expect(stringsAt(tsconfig, 'compilerOptions', 'lib').filter((lib) => /dom/i.test(lib))).toEqual([]);
    expect(at(tsconfig, 'compilerOptions', 'types')).toEqual([]);
    expect(at(tsconfig, 'compilerOptions', 'noResolve')).toBe(true);
  });

  test("biome.json's noRestrictedGlobals override lints exactly the layer", () => {
    const overrides = at(readJson('biome.json'), 'overrides');
    const rulesOverrides = (Array.isArray(overrides) ? overrides : []).filter((o: unknown) =>
      has(o, 'linter', 'rules', 'style', 'noRestrictedGlobals'),
    );
    expect(rulesOverrides.map((o: unknown) => stringsAt(o, 'includes'))).toEqual([biomeRulesIncludes(RULES_LAYER)]);
  });

  test('tsc reads the globs as this test does: the files tsconfig.rules.json compiles are the rules files', {
    timeout: 0,
  }, () => {
    const shown = execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['--showConfig', '-p', 'tsconfig.rules.json'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const compiled = stringsAt(JSON.parse(shown), 'files').map((f) => f.replace(/^\.\//, ''));
    expect(compiled.sort()).toEqual(
      FILES.map((f) => f.rel)
        .filter(isRulesFile)
        .sort(),
    );
  });

  test('the layer is the engine and every game file outside ui/ and module.ts, bots, data-* and vocabulary included', () => {
    const sample = [
      'src/engine/session.ts',
      'src/games/citadels/rules.ts',
      'src/games/citadels/rules/draft.ts',
      'src/games/welcome-to-the-moon/bot/solo.ts',
      'src/games/tash-kalar/data-beings.ts',
      'src/games/tash-kalar/vocabulary.ts',
      'src/games/tash-kalar/text-cards.ts',
      'src/games/citadels/ui/Table.tsx',
      'src/games/citadels/ui/legal-options.ts',
      'src/games/citadels/module.ts',
      'src/games/registry.ts',
      'src/app/App.tsx',
    ];
    expect(sample.filter(isRulesFile)).toEqual(sample.slice(0, 7));
  });
});

describe('layers (STYLE.md: "Layers")', () => {
  test("rules files import only the engine and their own game's rules files (the engine only itself)", () => {
    expect(rulesImportViolations(FILES)).toEqual([]);
  });

  test('storage never imports preact, the app, the ui or a game', () => {
    const bad = FILES.filter((f) => f.rel.startsWith('src/storage/')).flatMap((f) =>
      importsOf(f)
        .filter((i) => (i.target === null ? /^(preact|@preact)/.test(i.spec) : /^src\/(app|ui|games)\//.test(i.target)))
        .map((i) => `${f.rel} -> ${i.spec}`),
    );
    expect(bad).toEqual([]);
  });

  test('the app reaches games only through the registry and the module contract', () => {
    const allowed = new Set(['src/games/registry', 'src/games/game-module']);
    const bad = FILES.filter((f) => f.rel.startsWith('src/app/') || f.rel.startsWith('src/ui/')).flatMap((f) =>
      importsOf(f)
        .filter((i) => i.target?.startsWith('src/games/') && !allowed.has(i.target.replace(/\.tsx?$/, '')))
        .map((i) => `${f.rel} -> ${i.spec}`),
    );
    expect(bad).toEqual([]);
  });

  test('a game never imports another game', () => {
    const bad = FILES.filter((f) => /^src\/games\/[^/]+\//.test(f.rel)).flatMap((f) => {
      const own = f.rel.split('/')[2];
      return importsOf(f)
        .filter((i) => {
          const m = /^src\/games\/([^/]+)\//.exec(i.target ?? '');
          return m !== null && m[1] !== own;
        })
        .map((i) => `${f.rel} -> ${i.spec}`);
    });
    expect(bad).toEqual([]);
  });
});

describe('determinism (STYLE.md habit 3)', () => {
  test('rules files never use Math.random, Date, performance or crypto, nor a triple-slash directive', () => {
    expect(determinismViolations(FILES)).toEqual([]);
  });

  test('no eval or Function constructor anywhere in src (strict CSP)', () => {
    const bad = FILES.filter((f) => /\beval\(|new Function\(/.test(f.text)).map((f) => f.rel);
    expect(bad).toEqual([]);
  });

  test('no dangerouslySetInnerHTML or innerHTML writes in src', () => {
    const bad = FILES.filter((f) => /dangerouslySetInnerHTML|\.innerHTML\s*=/.test(f.text)).map((f) => f.rel);
    expect(bad).toEqual([]);
  });
});
