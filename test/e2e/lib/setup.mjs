// Starting a game through the real setup screen: library → game page → new game → seats, options → start.

const T = (id) => `[data-testid="${id}"]`;

/**
 * Start `gameId` with `seats` human players (every bot toggle off). `options` maps an option key to the index of
 * its choice in the setup form (the form lists choices in the meta's order). Returns once the hand-off screen or
 * the table shows.
 */
export async function startHumanGame(page, gameId, { seats, options = {} } = {}) {
  await page.waitForSelector(T('library'));
  await page.click(T(`game-card-${gameId}`));
  await page.waitForSelector(T('game-page'));
  await page.click(T('new-game'));
  await page.waitForSelector(T('setup'));
  if (seats !== undefined) await page.click(T(`seat-count-${seats}`));
  const toggles = await page.locator('[data-testid^="seat-bot-"]').all();
  for (const toggle of toggles) await toggle.setChecked(false);
  for (const [key, index] of Object.entries(options)) await page.selectOption(T(`option-${key}`), { index });
  await page.click(T('start-game'));
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
}
