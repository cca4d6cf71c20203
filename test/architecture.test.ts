// Layer rules, checked over the source tree: engine knows no game, rules have no DOM or I/O, the app reaches games only through the registry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '..');
const SRC = join(ROOT, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const FILES = walk(SRC).map((abs) => ({
  abs,
  rel: relative(ROOT, abs).split(sep).join('/'),
  text: readFileSync(abs, 'utf8'),
}));

/** Import specifiers of a file, relative ones resolved to repo paths (without extension). */
function importsOf(file: { abs: string; text: string }): { spec: string; target: string | null }[] {
  const specs = [
    ...file.text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((s) => s !== '');
  return specs.map((spec) => ({
    spec,
    target: spec.startsWith('.')
      ? relative(ROOT, resolve(dirname(file.abs), spec))
          .split(sep)
          .join('/')
      : null,
  }));
}

const isEngine = (rel: string) => rel.startsWith('src/engine/');
const RULES_FILE = /^src\/games\/([^/]+)\/(meta|data|rules|bot|text)\.ts$|^src\/games\/([^/]+)\/rules\//;
const gameOf = (rel: string) => {
  const m = RULES_FILE.exec(rel);
  return m ? (m[1] ?? m[3] ?? null) : null;
};

describe('layers (STYLE.md: "Layers")', () => {
  test('the engine imports nothing outside src/engine and no packages', () => {
    const bad = FILES.filter((f) => isEngine(f.rel)).flatMap((f) =>
      importsOf(f)
        .filter((i) => i.target === null || !i.target.startsWith('src/engine/'))
        .map((i) => `${f.rel} -> ${i.spec}`),
    );
    expect(bad).toEqual([]);
  });

  test("rules, data, meta, text and bot import only the engine and their own game's rules", () => {
    const bad = FILES.flatMap((f) => {
      const game = gameOf(f.rel);
      if (!game) return [];
      return importsOf(f)
        .filter((i) => {
          if (i.target === null) return true;
          if (i.target.startsWith('src/engine/')) return false;
          return !i.target.startsWith(`src/games/${game}/`) || i.target.startsWith(`src/games/${game}/ui/`);
        })
        .map((i) => `${f.rel} -> ${i.spec}`);
    });
    expect(bad).toEqual([]);
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
  test('engine and rules never use Math.random, Date.now, new Date or crypto', () => {
    const bad = FILES.filter((f) => isEngine(f.rel) || gameOf(f.rel) !== null)
      .filter((f) =>
        /Math\.random|Date\.now|new Date\b|crypto\.|performance\.now/.test(f.text.replace(/\/\/.*$/gm, '')),
      )
      .map((f) => f.rel);
    expect(bad).toEqual([]);
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
