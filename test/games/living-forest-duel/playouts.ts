// Seeded random playouts: conservation, no secrets in any view, pure apply, the winning condition, exact replay.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { replay } from '../../../src/engine/session';
import {
  ANIMALS,
  ELEMENTS,
  FIRE_TOKENS,
  SANKI_CARDS,
  seasonOf,
  TREES,
} from '../../../src/games/living-forest-duel/data';
import { game, type LfMove, type LfState } from '../../../src/games/living-forest-duel/rules';
import { text } from '../../../src/games/living-forest-duel/text';
import { deepFreeze } from '../../support/deep-freeze';

export const PLAYOUTS = 300;
const MAX_STEPS = 5000;

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

const ALL_ANIMALS = ANIMALS.map((a) => a.id)
  .sort((a, b) => a - b)
  .join();
const ALL_TREES = [...TREES.map((t) => t.id), 'lake-summer', 'lake-winter'].sort().join();

function checkComponents(s: LfState): void {
  const animals = [
    ...s.deck,
    ...s.discard,
    ...s.shared,
    ...s.recruit.filter((x): x is number => x !== null),
    ...s.seats.flatMap((st) => [...st.pile, ...st.varans, ...st.line]),
  ].sort((a, b) => a - b);
  check(animals.join() === ALL_ANIMALS, 'animal cards not conserved');
  const trees = [
    ...Object.values(s.trees).flat(),
    ...s.seats.flatMap((st) => st.forest.flatMap((c) => c.cards)),
  ].sort();
  check(trees.join() === ALL_TREES, 'tree cards not conserved');
  const fires = s.fireStock + s.fires.filter(Boolean).length + s.seats.reduce((a, st) => a + st.fire, 0);
  check(fires === FIRE_TOKENS, 'fire tokens not conserved');
  check(s.sankiSupply + s.seats.reduce((a, st) => a + st.sanki, 0) === SANKI_CARDS, 'Sanki cards not conserved');
  check(s.recruit.length === 7 && s.onibi >= 0 && s.onibi < 7, 'board shape');
  for (const st of s.seats) check(st.used + st.lost <= 4 && st.lost <= 2, 'token counts');
}

/** No view holds the rng or the order of a face-down pile; all seats see the same (no hidden information). */
function checkViews(s: LfState): void {
  const views = (['table', 0, 1] as const).map((v) => game.view(s, v));
  const strip = (v: object) => canonicalJson({ ...v, viewer: null });
  const first = strip(views[0] as object);
  for (const v of views) {
    const json = JSON.stringify(v);
    check(!json.includes('"rng"') && !json.includes(String(s.rng[0])), 'a view shows the rng');
    check(
      !json.includes('"deck"') && !json.includes('"pile"') && !json.includes('"varans"'),
      'a view shows pile order',
    );
    check(strip(v) === first, 'views differ between seats in a game without hidden information');
  }
}

/** The recorded victory, re-derived from the final position by our own reading of each condition. */
function checkWin(before: LfState, seat: Seat, after: LfState): void {
  const w = after.winner;
  check(w === seat, 'the winner is not the player who moved');
  const st = after.seats[seat];
  if (!st) throw new Error('seat');
  const filled = new Set(st.forest.map((c) => `${c.x},${c.y}`));
  const block = st.forest.some((c) =>
    [0, 1, 2].every((dx) => [0, 1, 2].every((dy) => filled.has(`${c.x + dx},${c.y + dy}`))),
  );
  const mine = after.recruit.filter((x) => x !== null);
  const expected = {
    fire: st.fire >= after.options.fireTarget,
    forest: block,
    recruitment:
      mine.length > 0 &&
      mine.every((x) => x !== null && x >= (seat === 0 ? 101 : 201) && x <= (seat === 0 ? 115 : 215)),
    onibi: before.onibiCard === (seat === 0 ? 1 : 0),
  };
  check(after.won !== null && expected[after.won], `the ${after.won} victory does not hold`);
  const status = game.status(after);
  if (status.kind !== 'over') throw new Error('not over');
  const cat = status.scores[seat]?.categories.find((c) => c.value === 1)?.code;
  check(cat === `score.${after.won}` && status.ranking[0]?.[0] === seat, 'scores do not name the condition');
  check(seasonOf(seat) === (seat === 0 ? 'summer' : 'winter'), 'season');
}

/** Every move of a wide candidate set is accepted by validate exactly when legalMoves lists it. */
function checkLegalIsValid(s: LfState, seat: Seat, legal: readonly LfMove[]): void {
  const listed = new Set(legal.map((m) => canonicalJson(m)));
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const forest = s.seats[seat]?.forest ?? [];
  const xs = forest.map((c) => c.x);
  const ys = forest.map((c) => c.y);
  const candidates: LfMove[] = [
    { kind: 'reveal' },
    { kind: 'pass' },
    { kind: 'finish' },
    { kind: 'sankiVaran' },
    { kind: 'keepVaran' },
    { kind: 'skipSanki' },
    ...ELEMENTS.map((element) => ({ kind: 'token' as const, element })),
    ...range(0, 6).map((slot) => ({ kind: 'recruit' as const, slot })),
    ...range(0, 6).map((clearing) => ({ kind: 'extinguish' as const, clearing })),
    ...range(1, 9).map((steps) => ({ kind: 'advance' as const, steps })),
    ...ELEMENTS.flatMap((pile) =>
      range(Math.min(...xs) - 1, Math.max(...xs) + 1).flatMap((x) =>
        range(Math.min(...ys) - 1, Math.max(...ys) + 1).map((y) => ({ kind: 'plant' as const, pile, x, y })),
      ),
    ),
  ];
  for (const m of candidates) {
    const ok = game.validate(s, seat, m) === null;
    check(ok === listed.has(canonicalJson(m)), `validate and legalMoves disagree on ${JSON.stringify(m)}`);
  }
}

function playout(n: number): void {
  const match = {
    gameId: game.id,
    version: game.version,
    seats: 2,
    options: { fireTarget: n % 4 === 3 ? 7 : 8, redeal: n % 3 === 1 } as const,
    seed: `lf-${n}`,
  };
  let s = game.setup(2, match.options, match.seed);
  let rng: Rng = seedRng(`moves-${n}`);
  const moves: { seat: Seat; move: LfMove }[] = [];
  const thorough = n % 10 === 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    check(legal.length > 0, 'no legal move for the active seat');
    check(game.legalMoves(s, seat === 0 ? 1 : 0).length === 0, 'the inactive seat has moves');
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    const move = legal[i] as LfMove;
    check(game.validate(s, seat, move) === null, `legal move refused: ${JSON.stringify(move)}`);
    if (n % 5 === 0) deepFreeze(s);
    const after = game.apply(s, seat, move);
    checkComponents(after);
    if (step % 5 === 0 || thorough) checkViews(after);
    if (thorough) checkLegalIsValid(s, seat, legal);
    if (thorough) {
      for (const line of game.describe(s, seat, move, after)) check(text.en[line.code] !== undefined, line.code);
      check(st.prompt.code in text.en, st.prompt.code);
    }
    if (game.status(after).kind === 'over') checkWin(s, seat, after);
    moves.push({ seat, move });
    s = after;
  }
  expect(game.status(s).kind).toBe('over');
  const again = replay(game, match, moves);
  if (!again.ok) throw new Error(`replay failed at ${again.error.index}`);
  expect(canonicalJson(again.value.state)).toBe(canonicalJson(s));
}

/** Runs the playouts of one slice; two files split them so they run in parallel. */
export function describePlayouts(from: number, to: number): void {
  describe('2 players: random playouts', () => {
    test(`seeded playouts ${from}..${to - 1} reach a victory with every invariant holding at every step`, () => {
      for (let n = from; n < to; n++) playout(n);
    });
  });
}
