// Style checks over the rules layer (issue 29 item 5; STYLE.md habits): each holds on the tree, and each is shown
// to bite on planted files, as the layer checks are.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, readSourceTree, type SourceFile } from './layers';
import {
  budgetViolations,
  codeOnly,
  folderShapeViolations,
  GAME_FILES,
  looseCounts,
  mutableStateViolations,
  stringifyEqualityViolations,
} from './style';

const FILES = readSourceTree('src');
const BUDGET = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(ROOT, 'test/architecture/style-budget.json'), 'utf8'))).filter(
    ([k]) => k !== '//',
  ),
) as Record<string, number>;

const file = (rel: string, text: string): SourceFile => ({ rel, text });

/** Every file path under src/games, as the repo names it. */
function gamePaths(): string[] {
  const walk = (abs: string): string[] =>
    readdirSync(abs).flatMap((name) => {
      const full = join(abs, name);
      return statSync(full).isDirectory() ? walk(full) : [relative(ROOT, full).split('\\').join('/')];
    });
  return walk(join(ROOT, 'src/games'));
}

describe('rules style on the tree', () => {
  test('every game folder has the same files for its state, log, decision table, text and table (issue 29 item 3)', () => {
    expect(folderShapeViolations(gamePaths())).toEqual([]);
  });

  test('no rules file compares values by their JSON text (the engine’s jsonEqual / isListed do)', () => {
    expect(stringifyEqualityViolations(FILES)).toEqual([]);
  });

  test('rules state types are read-only in every game (issue 29 item 2: one state style)', () => {
    expect(mutableStateViolations(FILES, new Set())).toEqual([]);
  });

  test('sources cite the seeds as shared/seeds/…, never by a path on one machine', () => {
    const machinePath = new RegExp(['', 'work', 'shared', ''].join('/'));
    const bad = [...FILES, ...readSourceTree('test')].filter((f) => machinePath.test(f.text)).map((f) => f.rel);
    expect(bad).toEqual([]);
  });

  test('silent defaults and casts in rules code stay within test/architecture/style-budget.json, which only goes down', () => {
    expect(budgetViolations(looseCounts(FILES), BUDGET)).toEqual([]);
  });
});

describe('the style checks bite on planted files', () => {
  test('move equality by JSON.stringify or canonicalJson is reported; jsonEqual, and comments or strings, are not', () => {
    const files = [
      file('src/games/planted/rules.ts', 'const same = JSON.stringify(a) === JSON.stringify(b);\n'),
      file('src/games/planted/rules/asks.ts', 'if (key !== canonicalJson(move)) return;\n'),
      file(
        'src/games/planted/rules/ok.ts',
        "// JSON.stringify(a) === x\nconst same = jsonEqual(a, b);\nconst t = 'JSON.stringify(a) === b';\n",
      ),
      file('src/games/planted/ui/Table.tsx', 'const same = JSON.stringify(a) === JSON.stringify(b);\n'),
    ];
    expect(stringifyEqualityViolations(files)).toEqual([
      'src/games/planted/rules.ts',
      'src/games/planted/rules/asks.ts',
    ]);
  });

  test('a state property without readonly is reported, in an interface and in a type, nested objects too', () => {
    const files = [
      file(
        'src/games/planted/rules/state.ts',
        'export interface PlState {\n  readonly round: number;\n  score: number[];\n  readonly seat: { readonly a: 1 };\n}\n' +
          'export type PlSeatState = {\n  gold: number;\n};\n',
      ),
      file('src/games/other/rules/state.ts', 'export interface OtState {\n  round: number;\n}\n'),
    ];
    expect(mutableStateViolations(files, new Set(['other']))).toEqual([
      'src/games/planted/rules/state.ts: PlState.score',
      'src/games/planted/rules/state.ts: PlSeatState.gold',
    ]);
  });

  test('silent defaults and casts are counted per game, not in comments, strings, as const or import renames', () => {
    const text =
      "import { a as b } from './x';\n// x ?? 0 and y as T\nconst t = 'as Words ?? []';\n" +
      'const n = m.get(k) ?? 0;\nconst l = m.get(k) ?? [];\nconst s = v as Seat;\nconst c = [1, 2] as const;\n';
    expect(
      looseCounts([file('src/games/planted/rules.ts', text), file('src/engine/x.ts', 'const y = z as never;\n')]),
    ).toEqual({
      planted: 3,
      engine: 1,
    });
    expect(codeOnly("a // b\n'c' `d`")).toBe("a \n'' ''");
  });

  test('a game folder without its decision table file is reported; a folder that is not a game is not', () => {
    const whole = GAME_FILES.map((f) => `src/games/planted/${f}`);
    const paths = [
      ...whole.filter((p) => !p.endsWith('rules/asks.ts')),
      'src/games/shared/x.ts',
      'src/games/registry.ts',
    ];
    expect(folderShapeViolations(paths)).toEqual(['planted: no rules/asks.ts']);
    expect(folderShapeViolations(whole)).toEqual([]);
  });

  test('the budget fails above its figure and asks to be lowered below it', () => {
    expect(budgetViolations({ planted: 4, kept: 2 }, { planted: 3, kept: 2, gone: 1 })).toEqual([
      'gone: 0 silent defaults and casts, lower its budget from 1 to 0',
      'planted: 4 silent defaults and casts, budget 3',
    ]);
  });
});
