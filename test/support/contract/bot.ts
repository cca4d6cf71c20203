// Bot games: every seat a bot that sees only its own (frozen) view, must pick a legal move, and pick it reproducibly.

import type { Bot } from '../../../src/engine/bot';
import { canonicalJson } from '../../../src/engine/json';
import { randomInt, seedRng } from '../../../src/engine/random';
import { play } from '../../../src/engine/session';
import { deepFreeze } from '../deep-freeze';
import { baseSeed, check, fail, guarded, show, type Where } from './failure';
import type { Table } from './playout';
import type { Resolved } from './spec';

/** Plays one seeded bot-only game to its end or `botDecisions` decisions. */
export function runBotGame<S, M, O, V>(spec: Resolved<S, M, O, V>, bot: Bot<V, M>, table: Table<O>, index: number) {
  const { game } = spec;
  const seed = `${baseSeed()}/${table.seats}p/bot${index}`;
  const where: Where = { gameId: game.id, seats: table.seats, options: table.options, seed, step: 0 };
  let s = guarded(where, 'setup', () => game.setup(table.seats, table.options, seed));
  let rng = seedRng(`${seed}/seats`);
  for (; where.step < spec.botDecisions; where.step++) {
    const st = game.status(s);
    if (st.kind === 'over') return;
    const [pick, next] = randomInt(rng, st.active.length);
    rng = next;
    const seat = st.active[pick] ?? -1;
    const move = decide(spec, bot, s, seat, where);
    const result = guarded(where, 'play', () => play(game, s, seat, move));
    if (!result.ok) fail(where, `the bot's move ${show(move)} was refused: ${show(result.error)}`);
    s = result.value.state;
  }
}

/** One decision, asked twice on sampled steps: the same view and generator must give the same move. */
function decide<S, M, O, V>(spec: Resolved<S, M, O, V>, bot: Bot<V, M>, s: S, seat: number, where: Where): M {
  const { game } = spec;
  const legal = deepFreeze(guarded(where, 'legalMoves', () => game.legalMoves(s, seat)));
  const ask = () => {
    const view = deepFreeze(game.view(s, seat));
    return guarded(where, 'bot.choose', () =>
      bot.choose(view, seat, legal, seedRng(`${where.seed}/bot/${where.step}`)),
    );
  };
  const move = ask();
  const key = canonicalJson(move);
  check(
    legal.some((m) => canonicalJson(m) === key),
    where,
    () => `the bot chose ${key}, not a legal move of seat ${seat}`,
  );
  if (where.step % spec.sampleEvery === 0) {
    const again = canonicalJson(ask());
    check(again === key, where, () => `the bot chose ${key}, then ${again} from the same view and generator`);
  }
  return move;
}
