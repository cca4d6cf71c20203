// Build-size figures from dist/: the shell's initial JS, each game's lazy chunk, and the whole precache.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
type ViteManifest = Readonly<Record<string, ManifestChunk>>;

export interface ChunkSize {
  readonly files: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export interface SizeFigures {
  readonly shellJs: ChunkSize;
  readonly shellCss: ChunkSize;
  readonly games: readonly { readonly gameId: string; readonly chunk: ChunkSize }[];
  readonly precache: { readonly entries: number; readonly bytes: number; readonly missing: readonly string[] };
}

function readManifest(dist: string): ViteManifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: vite.config.ts must set build.manifest`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/** A chunk's key plus every chunk it imports statically, transitively (what loads with it). */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function measure(dist: string, files: readonly string[]): ChunkSize {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const bytes = readFileSync(join(dist, f));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}

/** The precache list in the generated service worker: every `url:"…"` entry. */
function precacheUrls(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
}

export function measureSizes(dist: string, gameIds: readonly string[]): SizeFigures {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry chunk');
  const shellKeys = staticClosure(manifest, entryKey);
  const fileOf = (k: string) => manifest[k]?.file ?? k;
  const shellFiles = [...shellKeys].map(fileOf);
  const shellCssFiles = [...shellKeys].flatMap((k) => manifest[k]?.css ?? []);
  const games = gameIds.map((gameId) => {
    const key = `src/games/${gameId}/module.ts`;
    if (!manifest[key]) throw new Error(`no chunk for ${key} in the build manifest`);
    // What opening the game adds on top of the shell.
    const keys = [...staticClosure(manifest, key)].filter((k) => !shellKeys.has(k));
    const css = keys.flatMap((k) => manifest[k]?.css ?? []).filter((c) => !shellCssFiles.includes(c));
    return { gameId, chunk: measure(dist, [...keys.map(fileOf), ...css]) };
  });
  const urls = precacheUrls(dist);
  const missing = urls.filter((u) => !existsSync(join(dist, u)));
  const bytes = urls.filter((u) => existsSync(join(dist, u))).reduce((sum, u) => sum + statSync(join(dist, u)).size, 0);
  return {
    shellJs: measure(dist, shellFiles),
    shellCss: measure(dist, shellCssFiles),
    games,
    precache: { entries: urls.length, bytes, missing },
  };
}
