// Saves PNGs of the main screens at phone (390x844) and tablet (1180x820) size into test-results/screens/,
// for a person to look at. Needs a running preview: npm run build && npm run preview, then
//   node scripts/capture-screens.mjs [http://127.0.0.1:4173/]
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { saveScreen } from '../test/e2e/lib/checks.mjs';
import { tourToMidTrick, tourToResults } from './screen-tour.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'tablet', viewport: { width: 1180, height: 820 } },
];

const chromium = chromiumPath();
if (chromium.error) {
  console.error(chromium.error);
  process.exit(1);
}
let failed = false;
for (const { label, viewport } of SIZES) {
  const save = async (name, page) => console.log(await saveScreen(page, `${label}-${name}`));
  for (const tour of [tourToMidTrick, tourToResults]) {
    const profile = await launchProfile({ executablePath: chromium.path, viewport });
    try {
      await tour(profile.page, url, save);
    } catch (error) {
      failed = true;
      console.error(`${label} ${tour.name} stopped: ${error.message}`);
      await save(`${tour.name}-FAILED`, profile.page).catch(() => {});
    } finally {
      await profile.close();
    }
  }
}
process.exitCode = failed ? 1 : 0;
