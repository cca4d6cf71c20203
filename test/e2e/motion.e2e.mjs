// Issue 12, "motion with meaning": a card played to the trick arrives, a changed score ticks, the seat on turn
// pulses — each at most 250 ms — and none of it moves with the Motion setting off or with reduced motion asked for.
import { assert, assertEqual } from './lib/checks.mjs';
import { startHumanGame } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;

/** The animation names and durations of the table's moving parts, as the page computes them. */
function motionOf() {
  const read = (sel) =>
    [...document.querySelectorAll(sel)].map((e) => {
      const cs = getComputedStyle(e);
      return { name: cs.animationName, ms: Number.parseFloat(cs.animationDuration) * 1000 };
    });
  return { turn: read('.seat-strip-on'), ticks: read('.motion-tick'), arrive: read('.motion-arrive') };
}

async function azulTable(ctx, { animations = true } = {}) {
  const p = await ctx.profile({ viewport: { width: 1180, height: 820 } });
  await p.page.emulateMedia({ reducedMotion: 'no-preference' });
  await p.page.goto(ctx.url);
  if (!animations) {
    await p.page.waitForSelector(T('library'));
    await p.page.goto(`${ctx.url}#/settings`);
    await p.page.locator(T('animations')).setChecked(false);
    await p.page.goto(ctx.url);
  }
  await startHumanGame(p.page, 'azul-duel');
  await p.page.waitForSelector(T('table'));
  return p.page;
}

async function moves(ctx) {
  const page = await azulTable(ctx);
  const m = await page.evaluate(motionOf);
  assert(m.turn.length === 1, 'no seat on turn in the strip');
  assertEqual(m.turn[0].name, 'kt-tick', 'the seat on turn does not pulse');
  assert(m.ticks.length >= 2, 'the scores are not marked to tick');
  for (const a of [...m.turn, ...m.ticks]) {
    assert(a.ms > 0 && a.ms <= 250, `a motion of ${a.ms} ms (at most 250)`);
  }

  // The same table once the device asks for reduced motion: the styles follow at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await page.evaluate(motionOf);
  for (const a of [...still.turn, ...still.ticks]) assertEqual(a.name, 'none', 'motion under prefers-reduced-motion');
}

async function stillWhenOff(ctx) {
  const page = await azulTable(ctx, { animations: false });
  const m = await page.evaluate(motionOf);
  assert(m.turn.length === 1 && m.ticks.length >= 2, 'the table is not shown');
  for (const a of [...m.turn, ...m.ticks]) assertEqual(a.name, 'none', 'motion with the Motion setting off');
}

export default [
  { name: 'the seat on turn and the scores move within 250 ms, and not under reduced motion', run: moves },
  { name: 'nothing moves with the Motion setting off', run: stillWhenOff },
];
