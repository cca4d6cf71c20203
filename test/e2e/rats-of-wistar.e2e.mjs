// Rats of Wistar in the browser, on a phone: offline, two humans pass the hand-off, draft their pairs, place a chief
// on a highlighted wheel space (every tap target 44 px or more, cards named first, the step buttons in the decision
// bar), are told in words why a taken space and a space out of play are refused, go to the hut, and an offline
// reload finds the same position.
import { assert, assertEqual } from './lib/checks.mjs';
import { clickAndSettle as settleClick, waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';
import { assertNoSideways, toTableScreen } from './lib/table.mjs';
import { assertTargetSizes } from './lib/target-size.mjs';

const T = (id) => `[data-testid="${id}"]`;
/** A step button of the move `kind`, drawn in the frame's decision bar. */
const BAR = (kind) => `${T('decision-actions')} [data-testid^="rw-do-${kind}-"]`;

/** The page's fingerprint (no argument), or whether it changed since `before` (a hand-off counts as a change). */
function fingerprint(before) {
  const now = document.querySelector('[data-testid="table"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
  if (before === undefined) return now;
  return document.querySelector('[data-testid="handoff"], [data-testid="catch-up"]') !== null || now !== before;
}
/** Hands are private: nothing of a hand behind a hand-off screen. */
const toTable = (page) => toTableScreen(page, { privateSelectors: ['.rw-hand'] });
async function clickAndSettle(page, selector) {
  await settleClick(page, selector, fingerprint);
  await toTable(page);
}

async function phoneGame(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await installThenGoOffline(ctx, 'go offline, then start a 2-player game');
  await startHumanGame(page, 'rats-of-wistar', { seats: 2 });
  assert((await page.locator(T('handoff')).count()) === 1, 'hands are private: a hand-off screen comes first');
  await toTable(page);
  ctx.step('draft: each player takes a pair (the cards say what they do in words)');
  const pair =
    (await page
      .locator(`${T('rw-actions')} button`)
      .first()
      .textContent()) ?? '';
  assert(/Cost|コスト/.test(pair), `a pair shows its cards' costs in words: ${pair}`);
  await clickAndSettle(page, `${T('rw-actions')} button`);
  await clickAndSettle(page, `${T('rw-actions')} button`);
  const legalSpaces = await page.locator('.rw-space.rw-legal').count();
  assert(legalSpaces > 0, 'legal wheel spaces are highlighted');
  const tooSmall = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[data-testid="table"] button, [data-testid="table"] summary, .rw-space.rw-legal > circle',
      ),
    ]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(
        ({ el, r }) => `${el.getAttribute('data-testid') ?? el.tagName} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`,
      ),
  );
  assertEqual(tooSmall.join(', '), '', 'every tap target on the phone is at least 44 px');
  await assertTargetSizes(page, 'placing a chief');
  const card = (await page.locator('[data-testid="rw-draw-basic-0"]').textContent()) ?? '';
  assert(/^(House|Tool|Automaton|家屋|道具|オートマ) #\d+/.test(card), `a display card's name comes first: ${card}`);
  assertEqual((await page.locator('svg.rw-icon').count()) > 10, true, 'the symbols are drawn SVG');

  ctx.step('place a chief on the wheel and end the turn');
  await ctx.screen(page, 'rats-of-wistar-place-phone');
  const taken = await page.locator('.rw-space.rw-legal').first().getAttribute('data-testid');
  await clickAndSettle(page, T(taken));
  const labels = await page.locator(`${T('decision-actions')} button`).allTextContents();
  assert(
    labels.some((l) => /End turn|手番終了/.test(l)),
    `an End turn button in the decision bar after placing: ${labels.join(' | ')}`,
  );
  await ctx.screen(page, 'rats-of-wistar-placed-phone');
  await assertTargetSizes(page, 'the main action after placing');
  await clickAndSettle(page, BAR('endTurn'));

  ctx.step('refusal: the second player taps the space the first one took, and is told why in words');
  // aria-disabled: Playwright would wait for it to be enabled; the tap must still reach the table
  await page.click(T(taken), { timeout: 5000, force: true });
  const error = page.locator(T('rule-error'));
  await error.waitFor({ state: 'visible', timeout: 5000 });
  const why = ((await error.textContent()) ?? '').trim();
  assert(/already stands on that space|もう家長コマがあります/.test(why), `the refusal says why: "${why}"`);
  await page.locator('.rw-space.rw-off').first().click({ force: true });
  await page.waitForFunction(() => /3|4/.test(document.querySelector('[data-testid="rule-error"]')?.textContent ?? ''));
  const off = ((await error.textContent()) ?? '').trim();
  assert(/or more players|人以上/.test(off), `a space out of play says so: "${off}"`);

  ctx.step('second player goes to the hut and picks a potion');
  await clickAndSettle(page, T('rw-hut'));
  await clickAndSettle(page, BAR('potion'));
  await assertTargetSizes(page, 'after a potion');
  await assertNoSideways(page);

  ctx.step('offline reload');
  // The fingerprint holds the header's save state: read it once the move is saved, as the reload will find it.
  await waitForSaved(page);
  const before = await page.evaluate(fingerprint);
  await page.reload();
  await toTable(page);
  assertEqual(await page.evaluate(fingerprint), before, 'position after an offline reload');
  await ctx.context.setOffline(false);
}

/** Tablet: a chief on an Explore space, a rat sent to the farm, the main action, a door opened by tapping the map. */
async function farmhouseMap(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 1180, height: 820 });
  await page.goto(ctx.url);
  ctx.step('start a 2-player game and draft');
  await startHumanGame(page, 'rats-of-wistar', { seats: 2 });
  await toTable(page);
  await clickAndSettle(page, `${T('rw-actions')} button`);
  await clickAndSettle(page, `${T('rw-actions')} button`);
  ctx.step('place a chief on a legal Explore space (its name says the action it faces)');
  const explore = await page.evaluate(
    () =>
      [...document.querySelectorAll('.rw-space.rw-legal')]
        .find((el) => /Explore|探検/.test(el.getAttribute('aria-label') ?? ''))
        ?.getAttribute('data-testid') ?? null,
  );
  assert(explore !== null, 'an Explore space is legal in round 1');
  await clickAndSettle(page, T(explore));
  ctx.step('send a rat from the entrance to the farm, so the explore action has strength 1');
  // In the bar while the answers are few; beside the cards on the table when there are more.
  const deploy = `${BAR('deploy')}, ${T('rw-actions')} button[data-move="deploy"]`;
  const labels = await page.locator(deploy).allTextContents();
  const farm = labels.findIndex((l) => /→ (Farm|農場)/.test(l));
  assert(farm >= 0, `a button sends a rat from the entrance to the farm: ${labels.join(' | ')}`);
  await clickAndSettle(page, `${deploy} >> nth=${farm}`);
  await clickAndSettle(page, BAR('main'));
  ctx.step('the map offers only legal targets: tap a shut door');
  const doors = page.locator(`${T('rw-plan')} [data-testid^="rw-door."].rw-legal`);
  assert((await doors.count()) > 0, 'the doors around the hall are highlighted on the map');
  assertEqual(await page.locator(`${T('rw-plan')} button.rw-legal:disabled`).count(), 0, 'no target is disabled');
  const shut = await page.locator(`${T('rw-plan')} .rw-door-is-shut`).count();
  const door = (await doors.first().getAttribute('data-testid')) ?? '';
  const id = door.slice('rw-door.'.length);
  await clickAndSettle(page, T(door));
  assertEqual(
    await page.locator(`${T(`rw-doorlink-${id}`)}.rw-door-is-open`).count(),
    1,
    `door ${id} is drawn open after the tap`,
  );
  assertEqual(await page.locator(`${T('rw-plan')} .rw-door-is-shut`).count(), shut - 1, 'one door fewer is shut');
  assertEqual(
    await page.locator(`${T('rw-plan')} button.rw-legal`).count(),
    0,
    'the strength is spent: nothing on the map is a target any more',
  );
  await ctx.screen(page, 'rats-of-wistar-farmhouse-tablet');
}

export default [
  {
    name: 'phone, 2 humans offline: hand-off, draft, place, a refusal in words, hut, offline reload keeps the position',
    timeout: 180_000,
    run: phoneGame,
  },
  {
    name: 'tablet: explore the farmhouse by tapping the map (a highlighted door opens, the strength is spent)',
    timeout: 180_000,
    run: farmhouseMap,
  },
];
