// Drives The White Castle's table in a browser for the picture scripts: answer follow-up choices, play a few turns.

/** Answer follow-up choices with the first button that is not a trade, until the turn can be ended; end it. */
export async function finishTurn(page) {
  for (let guard = 0; guard < 20; guard++) {
    const end = page.locator('[data-testid^="choice-end-"]');
    if ((await end.count()) > 0) return end.first().click();
    const next = page.locator('[data-testid^="choice-"]:not([data-testid^="choice-trade-"])').first();
    if ((await next.count()) === 0) return;
    await next.click();
    await page.waitForTimeout(150);
  }
}

/** `turns` turns: each takes the `pick(i)`-th legal die, puts it on the first lit space, confirms and finishes. */
export async function playTurns(page, turns, pick = () => 0) {
  for (let i = 0; i < turns; i++) {
    await page.locator('[data-testid^="die-"][data-legal="true"]').nth(pick(i)).click();
    await page.click('[data-testid^="space-"][data-legal="true"]');
    await page.click('[data-testid="confirm"]');
    await finishTurn(page);
    await page.waitForTimeout(150);
  }
}
