// Living Forest Duel's part of the shared game contract: its own invariants (every card and token conserved, each
// victory re-derived), every move shape as the kit's candidates, what no view may show, its perft walks; the tests
// register it.
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { bot } from '../../../src/games/living-forest-duel/bot';
import { ANIMALS, ELEMENTS, FIRE_TOKENS, SANKI_CARDS, TREES } from '../../../src/games/living-forest-duel/data';
import {
  game,
  type LfMove,
  type LfOptions,
  type LfState,
  type LfView,
} from '../../../src/games/living-forest-duel/rules';
import { text } from '../../../src/games/living-forest-duel/text';
import type { ContractSpec, StepInfo } from '../../support/contract';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

const ALL_ANIMALS = ANIMALS.map((a) => a.id)
  .sort((a, b) => a - b)
  .join();
const ALL_TREES = [...TREES.map((t) => t.id), 'lake-summer', 'lake-winter'].sort().join();

/** Every animal and tree card, fire token and Sanki card is in exactly one place; tokens stay within 2 a round. */
function checkComponents(s: LfState): void {
  const animals = [
    ...s.deck,
    ...s.discard,
    ...s.shared,
    ...s.recruit.filter((x): x is number => x !== null),
    ...s.seats.flatMap((st) => [...st.pile, ...st.varans, ...st.line]),
  ].sort((a, b) => a - b);
  check(animals.join() === ALL_ANIMALS, 'animal cards not conserved');
  const trees = [...Object.values(s.trees).flat(), ...s.seats.flatMap((st) => st.forest.flatMap((c) => c.cards))];
  check(trees.sort().join() === ALL_TREES, 'tree cards not conserved');
  const fires = s.fireStock + s.fires.filter(Boolean).length + s.seats.reduce((a, st) => a + st.fire, 0);
  check(fires === FIRE_TOKENS, 'fire tokens not conserved');
  check(s.sankiSupply + s.seats.reduce((a, st) => a + st.sanki, 0) === SANKI_CARDS, 'Sanki cards not conserved');
  check(s.recruit.length === 7 && s.onibi >= 0 && s.onibi < 7, 'board shape');
  for (const st of s.seats) check(st.used + st.lost <= 4 && st.lost <= 2, 'token counts');
}

/** Something is asked exactly while nobody has won; every ask waits for one seat, and all of a turn's for the same. */
function checkAsks(s: LfState): void {
  check((s.asks.length === 0) === (s.winner !== null), 'asks left after a victory, or none before one');
  check(
    s.asks.every((a) => a.seats.length === 1),
    'an ask waits for more or less than one seat',
  );
  const actors = new Set(s.asks.filter((a) => a.kind !== 'varan').map((a) => a.seats[0]));
  check(actors.size <= 1, 'asks of two seats open at once');
}

/** Both seats and the table see the same (the game has no hidden information). */
function checkSameViews(s: LfState): void {
  const strip = (viewer: Seat | 'table') => canonicalJson({ ...game.view(s, viewer), viewer: null });
  check(strip(0) === strip('table') && strip(1) === strip('table'), 'views differ between seats');
}

/** The kit's candidates: every move shape, with slots, clearings, steps and forest squares just out of range too. */
function candidates(s: LfState, seat: Seat): LfMove[] {
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const forest = s.seats[seat]?.forest ?? [];
  const [xs, ys] = [forest.map((c) => c.x), forest.map((c) => c.y)];
  return [
    { kind: 'reveal' },
    { kind: 'pass' },
    { kind: 'finish' },
    { kind: 'sankiVaran' },
    { kind: 'keepVaran' },
    { kind: 'skipSanki' },
    ...ELEMENTS.map((element) => ({ kind: 'token' as const, element })),
    ...range(-1, 7).map((slot) => ({ kind: 'recruit' as const, slot })),
    ...range(-1, 7).map((clearing) => ({ kind: 'extinguish' as const, clearing })),
    ...range(0, 9).map((steps) => ({ kind: 'advance' as const, steps })),
    ...ELEMENTS.flatMap((pile) =>
      range(Math.min(...xs) - 1, Math.max(...xs) + 1).flatMap((x) =>
        range(Math.min(...ys) - 1, Math.max(...ys) + 1).map((y) => ({ kind: 'plant' as const, pile, x, y })),
      ),
    ),
  ];
}

/** The recorded victory, re-derived from the final position by our own reading of each condition (ゲーム目的). */
function checkWin(after: LfState, info: StepInfo<LfState, LfMove, LfOptions>): void {
  const last = info.last;
  if (!last) throw new Error('a game over before any move');
  const seat = last.seat;
  check(after.winner === seat, 'the winner is not the player who moved');
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
    recruitment: mine.length > 0 && mine.every((x) => x >= (seat === 0 ? 101 : 201) && x <= (seat === 0 ? 115 : 215)),
    onibi: last.before.onibiCard === (seat === 0 ? 1 : 0),
  };
  check(after.won !== null && expected[after.won], `the ${after.won} victory does not hold`);
  const status = game.status(after);
  if (status.kind !== 'over') throw new Error('not over');
  const cat = status.scores[seat]?.categories.find((c) => c.value === 1)?.code;
  check(cat === `score.${after.won}` && status.ranking[0]?.[0] === seat, 'scores do not name the condition');
}

// Legal-move counts of 80 plies along fixed seeded walks (first active seat, `walk-<seed>` picks).
export const WALKS: readonly (readonly [string, string])[] = [
  [
    'perft-a',
    '1 3 2 2 1 3 3 4 3 1 3 3 2 2 1 3 3 2 1 4 3 3 2 3 3 2 1 4 3 4 5 3 3 9 3 3 1 3 2 4 4 2 3 3 1 3 3 2 3 3 2 1 3 2 1 4 3 2 1 3 3 1 3 3 3 6 2 2 1 1 3 2 3 2 1 1 1 1 5 2',
  ],
  [
    'perft-b',
    '1 3 3 2 1 2 3 3 5 3 1 3 4 3 3 2 3 1 3 3 5 5 1 4 3 4 4 2 3 1 4 4 3 2 3 3 5 1 3 3 2 4 1 2 3 4 5 4 5 12 1 1 1 3 2 2 2 2 1 1 1 4 2 3 3 1 3 4 4 4 2 3 4 2 4 4 3 1 1 3',
  ],
  [
    'perft-c',
    '1 3 2 2 3 1 3 4 4 4 2 1 3 2 3 3 3 4 3 3 1 3 2 2 1 2 3 2 2 1 3 5 4 2 3 2 4 1 4 4 3 2 1 3 1 3 3 2 4 4 3 4 3 1 4 4 4 4 3 3 2 1 1 2 1 1 1 4 4 4 3 1 1 3 2 3 1 3 2 3',
  ],
];

export const options = (fireTarget: 7 | 8, redeal: boolean): LfOptions => ({ fireTarget, redeal });

/** The contract for these tables; the perft walks go with one of the files only. */
export function lfContract(
  setups: ContractSpec<LfState, LfMove, LfOptions, LfView>['setups'],
  perft: boolean,
): ContractSpec<LfState, LfMove, LfOptions, LfView> {
  return {
    game,
    text,
    bot,
    setups,
    // Every deck and pile is face down for both players, and the generator would tell what comes next.
    concealed: (s) => [
      JSON.stringify(s.rng),
      '"rng"',
      '"deck"',
      '"pile"',
      '"varans"',
      ...[s.deck, ...s.seats.map((st) => st.pile)].filter((p) => p.length >= 4).map((p) => JSON.stringify(p)),
    ],
    invariant(s, info) {
      checkComponents(s);
      checkAsks(s);
      if (info.step % 5 === 0) checkSameViews(s);
    },
    // On every other sampled step (every 10th state), as before the kit tried candidates itself.
    candidates,
    candidatesEvery: 2,
    onEnd: checkWin,
    // Recorded with version 1 of the rules; the port to asks (version 2) left move generation as it was.
    perft: perft
      ? WALKS.map(([seed, counts]) => ({ seats: 2, seed, plies: 80, expected: counts.split(' ').map(Number) }))
      : [],
  };
}
