// Style checks over the rules layer (issue 29 item 5): no move equality by JSON.stringify, read-only state types,
// and a budget for silent defaults (`?? 0`, `?? []`) and casts standing in for asserts that may only go down.

import { isRulesFile, type SourceFile } from './layers';

/** The code of a file with comments and string literals blanked out (text files say "as" and "?? 0" in words). */
export function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
}

/** Which budget a rules file counts against: its game's folder, or the engine. */
export function budgetKey(rel: string): string {
  const game = /^src\/games\/([^/]+)\//.exec(rel);
  return game ? (game[1] ?? rel) : 'engine';
}

/**
 * Moves (or any values) compared by their JSON text in rules code: `JSON.stringify(a) === JSON.stringify(b)` and
 * the like depend on key order; the engine's `jsonEqual` / `isListed` (src/engine/json.ts) are the one canonical
 * comparison. Also canonicalJson compared by `===` outside json.ts.
 */
export function stringifyEqualityViolations(files: readonly SourceFile[], isRules = isRulesFile): string[] {
  const pattern = /(JSON\.stringify|canonicalJson)\([^;\n]*?\)\s*[!=]==|[!=]==\s*(JSON\.stringify|canonicalJson)\(/;
  return files
    .filter((f) => isRules(f.rel) && f.rel !== 'src/engine/json.ts')
    .filter((f) => pattern.test(codeOnly(f.text)))
    .map((f) => f.rel);
}

/** Counts of `?? 0`, `?? []` and casts (`x as T`, not `as const`, not import/export renames) per budget key. */
export function looseCounts(files: readonly SourceFile[], isRules = isRulesFile): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of files.filter((x) => isRules(x.rel))) {
    const code = codeOnly(f.text)
      .split('\n')
      .filter((line) => !/^\s*(import|export)\s.*\bfrom\b/.test(line) && !/^\s*(import|export)\s*\{/.test(line))
      .join('\n');
    const defaults = (code.match(/\?\?\s*(0\b|\[\s*\])/g) ?? []).length;
    const casts = (code.match(/\bas\s+(?!const\b)[A-Za-z_{[(]/g) ?? []).length;
    const key = budgetKey(f.rel);
    counts[key] = (counts[key] ?? 0) + defaults + casts;
  }
  return counts;
}

/**
 * Where the counts break the budget: over it (new silent defaults or casts: use assertDefined with a message, or
 * narrow the type), or under it (the budget must come down with the code, so it never rises again unnoticed).
 */
export function budgetViolations(counts: Record<string, number>, budget: Record<string, number>): string[] {
  const keys = [...new Set([...Object.keys(counts), ...Object.keys(budget)])].sort();
  return keys.flatMap((key) => {
    const n = counts[key] ?? 0;
    const allowed = budget[key] ?? 0;
    if (n > allowed) return [`${key}: ${n} silent defaults and casts, budget ${allowed}`];
    if (n < allowed) return [`${key}: ${n} silent defaults and casts, lower its budget from ${allowed} to ${n}`];
    return [];
  });
}

/**
 * State types of the rules that are not read-only: in an `interface …State` (or `…State = {` type) of a rules
 * file, a property line without `readonly`. `allowed` names the games not yet ported to the one state style.
 */
export function mutableStateViolations(
  files: readonly SourceFile[],
  allowed: ReadonlySet<string>,
  isRules = isRulesFile,
): string[] {
  const out: string[] = [];
  for (const f of files.filter((x) => isRules(x.rel) && !allowed.has(budgetKey(x.rel)))) {
    const code = codeOnly(f.text);
    for (const m of code.matchAll(
      /(?:interface\s+(\w*State)\b[^{]*|type\s+(\w*State)\s*=\s*)\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g,
    )) {
      const name = m[1] ?? m[2] ?? '';
      const body = m[3] ?? '';
      for (const line of body.split('\n')) {
        const prop = /^\s*([A-Za-z_$][\w$]*)\??\s*:/.exec(line);
        if (prop && !/^\s*readonly\s/.test(line)) out.push(`${f.rel}: ${name}.${prop[1]}`);
      }
    }
  }
  return out;
}

/**
 * The files every game folder has (docs/ARCHITECTURE.md, "Adding a game"; issue 29 item 3): the state, log and
 * decision table under the same names in all of them, so a reader of one game knows where to look in the next.
 */
export const GAME_FILES = [
  'meta.ts',
  'module.ts',
  'rules.ts',
  'rules/types.ts',
  'rules/asks.ts',
  'rules/describe.ts',
  'bot.ts',
  'text.ts',
  'ui/Table.tsx',
  'NOTES.md',
  'rules.ja.md',
  'rules.en.md',
] as const;

/** "<game>: no <file>" for each file of GAME_FILES a game folder lacks; `paths` are the tree's paths under src/games. */
export function folderShapeViolations(paths: readonly string[]): string[] {
  const games = new Set(paths.flatMap((p) => /^src\/games\/([^/]+)\//.exec(p)?.[1] ?? []));
  const have = new Set(paths);
  const out: string[] = [];
  for (const game of [...games].sort()) {
    if (!have.has(`src/games/${game}/meta.ts`)) continue; // a shared folder of the games, not a game
    for (const f of GAME_FILES) if (!have.has(`src/games/${game}/${f}`)) out.push(`${game}: no ${f}`);
  }
  return out;
}
