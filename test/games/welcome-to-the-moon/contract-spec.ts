// Welcome to the Moon's contract spec (test/support/contract.ts), shared by its contract files, each of which plays
// some player counts so that the files run side by side.
import type { Seat } from '../../../src/engine/game';
import { type Rng, randomInt } from '../../../src/engine/random';
import { bot } from '../../../src/games/welcome-to-the-moon/bot';
import { ADVENTURES } from '../../../src/games/welcome-to-the-moon/data';
import {
  game,
  type WtmMove,
  type WtmOptions,
  type WtmState,
  type WtmView,
} from '../../../src/games/welcome-to-the-moon/rules';
import { boardsOf, ownWork } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { text } from '../../../src/games/welcome-to-the-moon/text';
import type { ContractSetup, ContractSpec } from '../../support/contract';
import { invariant, onEnd } from './invariants';

type Spec = ContractSpec<WtmState, WtmMove, WtmOptions, WtmView>;

/**
 * Every adventure at this player count, `total` playouts shared among them (at least 200 per player count, GAME-DONE
 * "Tests"), so the folder's time stays level as adventures join.
 */
export function everyAdventure(seats: number, total = 200): ContractSetup<WtmOptions>[] {
  const playouts = Math.ceil(total / ADVENTURES.length);
  return ADVENTURES.map((adventure) => ({ seats, options: { adventure }, playouts }));
}

/** Solo: each of ASTRA's eight levels once, the adventures in turn (each adventure twice). */
export function everyAstraLevel(playouts: number): ContractSetup<WtmOptions>[] {
  return [1, 2, 3, 4, 5, 6, 7, 8].map((astraLevel) => ({
    seats: 1,
    options: { adventure: ADVENTURES[(astraLevel - 1) % ADVENTURES.length] ?? 1, astraLevel },
    playouts,
  }));
}

/**
 * A seat's secrets this turn, as its own view shows them: its draft (what it chose and where it wrote) and, once
 * they differ from the public start-of-turn sheet, the cells it is writing on. Kept short (a prefix of the draft,
 * the cells alone), as every view is searched for every seat's fragments.
 */
function secrets(s: WtmState, seat: Seat): string[] {
  const work = ownWork(s, seat);
  if (!work) return [];
  const json = JSON.stringify(work);
  const own = [`"draft":${json.slice(0, json.indexOf(',"sheet":'))},`];
  const cells = JSON.stringify(work.sheet.cells);
  // The Battle: the draft is a copy of the shared sheet it writes this turn, which may be a neighbour's.
  const board = boardsOf(s)[work.on?.sheet ?? seat];
  return cells === JSON.stringify(board?.cells) ? own : [...own, `"sheet":{"cells":${cells},`];
}

/**
 * The random player starts its turn over ('cancel', listed at every step of a turn) once in 20 picks where it may,
 * not as often as anything else: uniformly it cancels half of its confirms, and games last twice as long.
 */
function rarelyCancel(_s: WtmState, _seat: Seat, legal: readonly WtmMove[], rng: Rng): [number, Rng] {
  const cancel = legal.findIndex((m) => m.kind === 'cancel');
  if (cancel < 0 || legal.length === 1) return randomInt(rng, legal.length);
  const [i, next] = randomInt(rng, 20 * (legal.length - 1) + 1);
  if (i === 0) return [cancel, next];
  const other = (i - 1) % (legal.length - 1);
  return [other < cancel ? other : other + 1, next];
}

/**
 * The spec for these tables. The costly checks (every legal move validated, mutants, every view searched) are
 * sampled more sparsely on big tables, where each step has more seats to check and games have more steps.
 */
export function wtmSpec(setups: readonly ContractSetup<WtmOptions>[], extra: Partial<Spec> = {}): Spec {
  const seats = Math.max(1, ...setups.map((t) => t.seats));
  return {
    game,
    text,
    setups,
    secrets,
    // The generator, the piles' and the solo deck's order are nobody's to see.
    concealed: () => ['"rng"', '"draw"', '"deck":'],
    invariant,
    onEnd,
    choose: rarelyCancel,
    sampleEvery: seats <= 2 ? 10 : seats <= 5 ? 20 : 40,
    mutantsPerStep: 6,
    bot,
    // Bot strength is bot.test.ts's job: here a short game per table shows it plays legal moves from its view.
    botDecisions: 80,
    ...extra,
  };
}
