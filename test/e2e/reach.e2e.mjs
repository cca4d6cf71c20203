// Issue 28, measured: every game played by two people through the UI on a phone (390x844) and a tablet (1180x820),
// tapping only what a player may tap; for every tap, was its target wholly on screen where the previous tap left the
// page? Fails when more than 1 tap in 20 was off-screen on the phone, when a decision-bar button was ever outside
// the viewport, or when a decision offered nothing to tap. REACH_GAMES=id,id limits the games (for a quick run);
// Welcome to the Moon is played in each of its eight adventures.
import { assert } from './lib/checks.mjs';
import { playReach } from './lib/reach.mjs';
import { startGame } from './lib/setup.mjs';
import { MIN_TARGET_PX } from './lib/target-size.mjs';
import { adventureChoice } from './lib/wtm-driver.mjs';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const TAPS = { phone: 40, tablet: 20 };

const GAMES = [
  ['wizard-extreme', { seats: 3, humans: 2 }],
  ['citadels', { seats: 2 }],
  ['tash-kalar', { seats: 2 }],
  ['azul-duel', { seats: 2 }],
  ['living-forest-duel', { seats: 2 }],
  ['welcome-to-the-moon', { seats: 2 }],
  ['the-white-castle', { seats: 2 }],
  ['rats-of-wistar', { seats: 2 }],
  ['astra', { seats: 2 }],
  ['altay', { seats: 2 }],
  ['russian-railroads', { seats: 2 }],
  // Welcome to the Moon's seven other adventures: each draws its own sheet. Listed after the games above so that
  // their seeds (2800 + place in this list) stay what they were; the option is the adventure select's index.
  ...[2, 3, 4, 5, 6, 7, 8].map((n) => [
    'welcome-to-the-moon',
    { seats: 2, options: { adventure: adventureChoice(n) } },
    `adventure ${n}`,
  ]),
];

const only = (process.env.REACH_GAMES ?? '').split(',').filter(Boolean);
/**
 * REACH_TABLES=id:seats,id:seats plays those tables instead (every seat a person), e.g. the larger tables of
 * each game for a figure beyond the two-seat default: `REACH_TABLES=citadels:5,astra:4 node test/e2e/run.mjs reach`.
 */
const tables = (process.env.REACH_TABLES ?? '')
  .split(',')
  .filter(Boolean)
  .map((t) => {
    const [id, seats] = t.split(':');
    return [id, { seats: Number(seats) }];
  });

/**
 * The smallest tap target allowed on the phone (issue 28: 44 px), measured on every target the scripted game
 * offered, board targets and bar buttons alike (0.5 px for rounding). Two games cannot reach 44 everywhere, both
 * written down in their NOTES.md: Tash-Kalar's nine squares share a 390 px row (43.3 px each), and an Astra star
 * with lit neighbours on both sides keeps a square cut halfway to each (37 px at the rarest, 99.7 % are 44 or more).
 */
const MIN_TARGET = { 'tash-kalar': 43.3, astra: 37 };

function row(game, size, r) {
  const share = r.taps === 0 ? '-' : `${((100 * r.off) / r.taps).toFixed(0)} %`;
  return `${game.padEnd(34)} ${size.padEnd(7)} ${String(r.off).padStart(3)} of ${String(r.taps).padEnd(3)} off-screen (${share}), bar buttons outside: ${r.outside}, smallest target ${r.smallest.size} px (${r.smallest.label}), tallest bar ${r.tallestBar} px, ended: ${r.end}`;
}

function reachTest(gameId, setup, seed, variant) {
  const shown = variant ? `${gameId} (${variant})` : gameId;
  return async (ctx) => {
    const results = [];
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['tablet', TABLET],
    ]) {
      ctx.step(`${shown} on a ${size}`);
      const { page } = await ctx.profile({ viewport });
      // Scrolls are instant under reduced motion: the figure is the layout's, not the speed of a smooth scroll.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(ctx.url);
      await startGame(page, gameId, setup);
      const r = await playReach(page, { taps: TAPS[size], seed });
      await ctx.screen(page, `reach-${gameId}${variant ? `-${variant.replace(/\s+/g, '-')}` : ''}-${size}`);
      console.log(`      ${row(shown, size, r)}`);
      if (process.env.E2E_VERBOSE) {
        for (const t of r.log) console.log(`        ${t.shown ? '  ' : '✗ '}${t.screen} ${t.kind} ${t.label}`);
      }
      results.push({ size, r });
    }
    for (const { size, r } of results) {
      assert(!r.end.startsWith('stuck') && !r.end.startsWith('could not'), `${size}: ${r.end}`);
      assert(r.taps >= 10 || r.end === 'over', `${size}: only ${r.taps} taps were possible (${r.end})`);
      assert(r.outside === 0, `${size}: a decision-bar button was outside the viewport at ${r.outside} decisions`);
      if (size === 'phone') {
        const limit = (2 * r.taps) / TAPS.phone;
        assert(r.off <= limit, `phone: ${r.off} of ${r.taps} taps were off-screen (at most ${limit})`);
        const min = MIN_TARGET[gameId] ?? MIN_TARGET_PX;
        assert(
          r.smallest.size >= min - 0.5,
          `phone: a target was ${r.smallest.size} px (${r.smallest.label}), under ${min} px`,
        );
      }
    }
  };
}

const chosen =
  tables.length > 0
    ? tables.map(([id, setup], i) => ({ id, setup, variant: undefined, seed: 2800 + i, table: true }))
    : GAMES.map(([id, setup, variant], i) => ({ id, setup, variant, seed: 2800 + i, table: false })).filter(
        ({ id }) => only.length === 0 || only.includes(id),
      );

export default chosen.map(({ id, setup, variant, seed, table }) => ({
  name: `${variant ? `${id} (${variant})` : id}${table ? ` ${setup.seats}p` : ''}, phone and tablet`,
  run: reachTest(id, setup, seed, variant),
  timeout: 400_000,
}));
