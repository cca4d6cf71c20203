// Facts about the production build in dist/: which chunk belongs to which game (from Vite's build manifest).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

/** Vite's dist/.vite/manifest.json, or null when the build did not write one. */
export function readViteManifest(dist = join(ROOT, 'dist')) {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The output file of a game's lazily loaded module (src/games/<id>/module.ts), e.g. 'assets/module-abc.js'. */
export function gameChunkFile(gameId, manifest = readViteManifest()) {
  const entry = manifest?.[`src/games/${gameId}/module.ts`];
  return entry?.file ?? null;
}
