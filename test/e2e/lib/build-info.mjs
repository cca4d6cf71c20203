// Facts about the production build in dist/: which chunk belongs to which game (from Vite's build manifest).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './server.mjs';

/** Vite's dist/.vite/manifest.json (of KOTATSU_DIST when set, as the runner serves), or null when none was written. */
export function readViteManifest(dist = resolve(ROOT, process.env.KOTATSU_DIST || 'dist')) {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The output file of a game's lazily loaded module (src/games/<id>/module.ts), e.g. 'assets/module-abc.js'. */
export function gameChunkFile(gameId, manifest = readViteManifest()) {
  const entry = manifest?.[`src/games/${gameId}/module.ts`];
  return entry?.file ?? null;
}

/** How many rules pictures (WebP files under rules/) the build holds. */
export function rulesPictureCount(dist = resolve(ROOT, process.env.KOTATSU_DIST || 'dist')) {
  const dir = join(dist, 'rules');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
}
