// Builders for the series tests: a series set up, an adventure brought to its end quickly through the real rules.
import type { Seat } from '../../../src/engine/game';
import { seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/welcome-to-the-moon/bot';
import { game, type WtmOptions, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { adventureRules } from '../../../src/games/welcome-to-the-moon/rules/adventures';

export function seriesOptions(seats: number, astraLevel = 1): WtmOptions {
  const options = game.parseOptions(seats === 1 ? { series: true, astraLevel } : { series: true }, seats);
  if (!options) throw new Error('series options refused');
  return options;
}

export const newSeries = (seats: number, seed = 'series', astraLevel = 1): WtmState =>
  game.setup(seats, seriesOptions(seats, astraLevel), seed);

/** One bot move of the first active seat (the bot sees only that seat's view). */
export function botStep(s: WtmState, step: number): WtmState {
  const st = game.status(s);
  if (st.kind === 'over') throw new Error('the game is over');
  const seat: Seat = st.active[0] ?? 0;
  const m = bot.choose(game.view(s, seat), seat, game.legalMoves(s, seat), seedRng(`series-bot:${step}`));
  const e = game.validate(s, seat, m);
  if (e) throw new Error(`${JSON.stringify(m)}: ${e.code}`);
  return game.apply(s, seat, m);
}

/**
 * The fast path to an adventure's end: seat 0's sheet has every System Error box circled (an end trigger checked at
 * the end of the turn), then the bots play the turn. Returns the state once the series has one result more.
 */
export function finishAdventure(s: WtmState): WtmState {
  return endingStep(s).after;
}

/** The same, with the move that ended the adventure (the last confirm) and the state before it. */
export function endingStep(s: WtmState): { before: WtmState; seat: Seat; after: WtmState } {
  const boxes = adventureRules(s.options.adventure).sheet.errorBoxes.length;
  const first = s.sheets[0];
  if (!first) throw new Error('no sheet');
  let out: WtmState = { ...s, sheets: [{ ...first, errors: boxes }, ...s.sheets.slice(1)] };
  const played = s.series?.results.length ?? 0;
  let before = out;
  let seat: Seat = 0;
  for (let step = 0; (out.series?.results.length ?? 0) === played; step++) {
    if (step > 500) throw new Error('the adventure never ended');
    before = out;
    const st = game.status(out);
    seat = st.kind === 'turn' ? (st.active[0] ?? 0) : 0;
    out = botStep(out, step);
  }
  return { before, seat, after: out };
}

/** Every seat says it is ready: the next adventure starts. */
export function goOn(s: WtmState): WtmState {
  let out = s;
  for (let seat = 0; seat < s.seats; seat++) out = game.apply(out, seat, { kind: 'nextAdventure' });
  return out;
}
