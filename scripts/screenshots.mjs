// Captures the manifest's install-sheet screenshots (public/screenshots/phone.png 390x844, tablet.png 1180x820)
// from the real app: a Wizard Extreme trick in progress. Needs a running preview:
//   npm run build && npm run preview, then node scripts/screenshots.mjs [http://127.0.0.1:4173/]
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { tourToMidTrick } from './screen-tour.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'screenshots');
const SHOTS = [
  { file: 'phone.png', viewport: { width: 390, height: 844 } },
  { file: 'tablet.png', viewport: { width: 1180, height: 820 } },
];

const chromium = chromiumPath();
if (chromium.error) {
  console.error(chromium.error);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
for (const { file, viewport } of SHOTS) {
  const profile = await launchProfile({ executablePath: chromium.path, viewport });
  try {
    await tourToMidTrick(profile.page, url, async (name, page) => {
      if (name !== 'table-mid-trick') return;
      await page.screenshot({ path: join(outDir, file) });
      console.log(`wrote public/screenshots/${file}`);
    });
  } catch (error) {
    console.error(`${file}: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await profile.close();
  }
}
