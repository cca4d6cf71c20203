// Each of the three rules-layer checks (tsc, Biome, the import scan) fails on a violation planted in a temp copy.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { determinismViolations, ROOT, rulesImportViolations, type SourceFile } from './layers';

/** A small project: the real engine and configs, one planted game (`src/games/planted`), node_modules linked. */
function tempProject(): { dir: string; plant: (rel: string, text: string) => void; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'kotatsu-layers-'));
  for (const file of ['tsconfig.json', 'tsconfig.rules.json', 'biome.json', '.gitignore']) {
    cpSync(join(ROOT, file), join(dir, file));
  }
  cpSync(join(ROOT, 'src/engine'), join(dir, 'src/engine'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const plant = (rel: string, text: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  plant(
    'src/games/planted/rules.ts',
    "// Planted rules.\nimport { assertNever } from '../../engine/assert';\nexport const never = assertNever;\n",
  );
  plant('src/games/planted/ui/Clock.ts', '// Planted ui.\nexport const at = String(Date.now()) + document.title;\n');
  plant('src/games/planted/module.ts', "// Planted chunk entry.\nexport { at } from './ui/Clock';\n");
  return { dir, plant, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function run(dir: string, bin: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(join(ROOT, 'node_modules/.bin', bin), args, { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('planted violations', { timeout: 0 }, () => {
  let project: ReturnType<typeof tempProject>;
  beforeAll(() => {
    project = tempProject();
  });
  afterAll(() => project.remove());
  const tsc = () => run(project.dir, 'tsc', ['--noEmit', '-p', 'tsconfig.rules.json']);
  const biome = () => run(project.dir, 'biome', ['lint', '--reporter=github', '--max-diagnostics=200', '.']);

  test('the clean planted project passes tsc and Biome, with ui/ and module.ts free to use the DOM and the clock', () => {
    expect(tsc()).toEqual({ status: 0, output: '' });
    expect(biome().status).toBe(0);
  });

  test('tsc fails on `import type` from preact in a bot/ file, even though preact would bring the DOM lib along', () => {
    project.plant(
      'src/games/planted/bot/plan.ts',
      "// Planted bot.\nimport type { h } from 'preact';\nexport type H = typeof h;\nexport const title = document.title;\n",
    );
    const result = tsc();
    project.plant('src/games/planted/bot/plan.ts', '// Planted bot, clean again.\nexport const plan = 1;\n');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("src/games/planted/bot/plan.ts(2,24): error TS2307: Cannot find module 'preact'");
    expect(result.output).toContain("src/games/planted/bot/plan.ts(4,22): error TS2584: Cannot find name 'document'");
  });

  test('tsc fails on a rules file importing its ui/', () => {
    project.plant('src/games/planted/vocabulary.ts', "// Planted vocabulary.\nexport { at } from './ui/Clock';\n");
    const result = tsc();
    project.plant('src/games/planted/vocabulary.ts', '// Planted vocabulary, clean again.\nexport const words = 1;\n');
    expect(result.output).toContain("vocabulary.ts(2,20): error TS2307: Cannot find module './ui/Clock'");
  });

  test('Biome fails on Date.now() in a data-*.ts file and on document in a bot/ file, and on nothing else', () => {
    project.plant('src/games/planted/data-foo.ts', '// Planted data.\nexport const seed = Date.now();\n');
    project.plant('src/games/planted/bot/look.ts', '// Planted bot.\nexport const title = document.title;\n');
    const result = biome();
    rmSync(join(project.dir, 'src/games/planted/data-foo.ts'));
    rmSync(join(project.dir, 'src/games/planted/bot/look.ts'));
    expect(result.status).not.toBe(0);
    const flagged = [...result.output.matchAll(/title=lint\/style\/noRestrictedGlobals,file=([^,]+),/g)].map((m) =>
      (m[1] ?? '').replace(`${project.dir}/`, ''),
    );
    expect(flagged.sort()).toEqual(['src/games/planted/bot/look.ts', 'src/games/planted/data-foo.ts']);
  });
});

const file = (rel: string, text: string): SourceFile => ({ rel, text });

describe('the import scan on planted files', () => {
  test.each([
    ['src/games/planted/rules/vocabulary.ts', "import { Table } from '../ui/Table';", '../ui/Table'],
    ['src/games/planted/vocabulary.ts', "import type { Table } from './ui/Table';", './ui/Table'],
    ['src/games/planted/bot/solo.ts', "import type { h } from 'preact';", 'preact'],
    ['src/games/planted/data-foo.ts', "import { openDB } from 'idb';", 'idb'],
    ['src/games/planted/text-cards.ts', "export * from '../other/rules';", '../other/rules'],
    ['src/games/planted/rules/moves.ts', "import '../module';", '../module'],
    ['src/games/planted/meta.ts', "const m = import('../registry');", '../registry'],
    ['src/engine/session.ts', "import type { Rules } from '../games/planted/rules';", '../games/planted/rules'],
  ])('%s importing %s is reported', (rel, line, spec) => {
    expect(rulesImportViolations([file(rel, `// Planted.\n${line}\n`)])).toEqual([`${rel} -> ${spec}`]);
  });

  test('imports inside the layer, and a ui/ file importing preact, are not reported', () => {
    const files = [
      file(
        'src/games/planted/bot/solo.ts',
        "import { score } from '../rules/scoring';\nimport { x } from '../vocabulary';",
      ),
      file('src/games/planted/rules.ts', "import type { Game } from '../../engine/game';\nexport * from './data-foo';"),
      file('src/engine/session.ts', "import { assertNever } from './assert';"),
      file('src/games/planted/ui/Table.tsx', "import { h } from 'preact';\nimport { words } from '../vocabulary';"),
    ];
    expect(rulesImportViolations(files)).toEqual([]);
  });

  test.each([
    ['src/games/planted/bot/solo.ts', 'const r = Math.random();', 'Math.random'],
    ['src/games/planted/data-foo.ts', 'const t = new Date();', 'Date'],
    ['src/games/planted/vocabulary.ts', 'const t = performance.now();', 'performance'],
    ['src/engine/random.ts', 'const b = crypto.getRandomValues(new Uint8Array(4));', 'crypto'],
    ['src/games/planted/rules.ts', '/// <reference lib="dom" />', 'triple-slash directive'],
  ])('%s using %s is reported', (rel, line, what) => {
    expect(determinismViolations([file(rel, `// Planted.\n${line}\n`)])).toEqual([`${rel}: ${what}`]);
  });

  test('the clock in a ui/ file or in a comment of a rules file is not reported', () => {
    const files = [
      file('src/games/planted/ui/Clock.ts', 'const t = Date.now();'),
      file('src/games/planted/rules.ts', '// never Date.now() here: the seed is in the state'),
    ];
    expect(determinismViolations(files)).toEqual([]);
  });
});
