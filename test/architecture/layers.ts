// The rules layer as layers.json defines it, and the import and determinism checks the architecture tests run over it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');

/** A source file by its repo path (`src/games/citadels/rules.ts`) and its text. */
export interface SourceFile {
  readonly rel: string;
  readonly text: string;
}

export interface Globs {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** A JSON file of the repo, or a throw that names it. */
export function readJson(rel: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, rel), 'utf8'));
}

/** Looks up `path` in parsed JSON, throwing with the path when a step is missing. */
export function at(json: unknown, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => {
    if (typeof node !== 'object' || node === null || !(key in node)) {
      throw new Error(`no ${path.join('.')} in the JSON (stopped at ${String(key)})`);
    }
    return (node as Record<string | number, unknown>)[key];
  }, json);
}

export function has(json: unknown, ...path: (string | number)[]): boolean {
  try {
    at(json, ...path);
    return true;
  } catch {
    return false;
  }
}

export function stringsAt(json: unknown, ...path: (string | number)[]): string[] {
  const value = at(json, ...path);
  if (!isStringArray(value)) throw new Error(`${path.join('.')} is not a list of strings`);
  return value;
}

const layers = readJson('layers.json');

/** The rules layer: no DOM, no I/O, no clock, no Math.random. The one definition the three checks derive from. */
export const RULES_LAYER: Globs = {
  include: stringsAt(layers, 'rules', 'include'),
  exclude: stringsAt(layers, 'rules', 'exclude'),
};

/** What tsconfig.rules.json must say as its include/exclude. */
export const tsconfigRulesGlobs = (layer: Globs): Globs => ({
  include: [...layer.include],
  exclude: [...layer.exclude],
});

/** What the rules override in biome.json must say as its `includes` (Biome 2 negates with `!`). */
export const biomeRulesIncludes = (layer: Globs): string[] => [...layer.include, ...layer.exclude.map((g) => `!${g}`)];

/** The glob subset the definition uses, with the meaning tsc and Biome give it: `*` within a segment, `**` any depth. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const rest = glob.slice(i);
    if (rest.startsWith('**/')) {
      source += '(?:[^/]+/)*';
      i += 2;
    } else if (rest === '**') {
      source += '.*';
      i += 1;
    } else if (rest.startsWith('*')) {
      source += '[^/]*';
    } else {
      source += (glob[i] ?? '').replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

export function matcher(layer: Globs): (rel: string) => boolean {
  const include = layer.include.map(globToRegExp);
  const exclude = layer.exclude.map(globToRegExp);
  return (rel) => include.some((re) => re.test(rel)) && !exclude.some((re) => re.test(rel));
}

export const isRulesFile = matcher(RULES_LAYER);

export function readSourceTree(dir: string): SourceFile[] {
  const walk = (abs: string): string[] =>
    readdirSync(abs).flatMap((name) => {
      const full = join(abs, name);
      return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
    });
  return walk(join(ROOT, dir)).map((abs) => ({
    rel: relative(ROOT, abs).split(sep).join('/'),
    text: readFileSync(abs, 'utf8'),
  }));
}

export interface Import {
  readonly spec: string;
  /** The repo path a relative import lands on (`src/games/x/ui/Table`), null for a package. */
  readonly target: string | null;
}

/** Every import of a file: static, `import type`, re-exports, side-effect imports and `import()`. */
export function importsOf(file: SourceFile): Import[] {
  const pattern =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
  return [...file.text.matchAll(pattern)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((spec) => spec !== '')
    .map((spec) => ({
      spec,
      target: spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file.rel), spec)) : null,
    }));
}

/** The file an extensionless import names, as the layer globs see it (`./rules` -> `./rules.ts`). */
const asSourcePath = (target: string) =>
  /\.tsx?$/.test(target) ? target : /\.js$/.test(target) ? target.replace(/\.js$/, '.ts') : `${target}.ts`;

const gameOf = (rel: string) => /^src\/games\/([^/]+)\//.exec(rel)?.[1] ?? null;

/**
 * Imports that leave the rules layer, one line each (`file -> spec`). The engine imports only the engine; any
 * other rules file imports only the engine and the rules files of its own game (never its ui/, its module.ts,
 * another game, or a package such as preact or idb, not even `import type`).
 */
export function rulesImportViolations(files: readonly SourceFile[], isRules = isRulesFile): string[] {
  return files
    .filter((f) => isRules(f.rel))
    .flatMap((f) => {
      const game = f.rel.startsWith('src/engine/') ? null : gameOf(f.rel);
      const allowed = (target: string | null) => {
        if (target === null) return false;
        if (target.startsWith('src/engine/')) return true;
        return game !== null && gameOf(target) === game && isRules(asSourcePath(target));
      };
      return importsOf(f)
        .filter((i) => !allowed(i.target))
        .map((i) => `${f.rel} -> ${i.spec}`);
    });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const NONDETERMINISM: readonly [RegExp, string][] = [
  [/\bMath\s*\.\s*random\b/, 'Math.random'],
  [/\bDate\b/, 'Date'],
  [/\bperformance\b/, 'performance'],
  [/\bcrypto\b/, 'crypto'],
];

/**
 * Rules files that reach for a clock or an unseeded random (`file: what`), or that carry a triple-slash
 * directive: `/// <reference lib="dom" />` would give them the DOM behind tsconfig.rules.json's back.
 */
export function determinismViolations(files: readonly SourceFile[], isRules = isRulesFile): string[] {
  return files
    .filter((f) => isRules(f.rel))
    .flatMap((f) => {
      const code = withoutComments(f.text);
      const found = NONDETERMINISM.filter(([re]) => re.test(code)).map(([, name]) => name);
      if (/^\s*\/\/\/\s*</m.test(f.text)) found.push('triple-slash directive');
      return found.map((name) => `${f.rel}: ${name}`);
    });
}
