// Citadels under the shared game contract (GAME-DONE.md "Tests": playouts, leaks, replay, perft, bot), with its own
// invariants: district cards, characters and gold conserved, every well-formed move as the kit's candidates, and the
// score formula worked out again from the cities (seed ゲームの終了; reference Game end and scoring).
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { bot } from '../../../src/games/citadels/bot';
import { COLORS, cardType, deckIds, districtPoints } from '../../../src/games/citadels/data';
import { type CtMove, type CtOptions, type CtState, type CtView, game } from '../../../src/games/citadels/rules';
import { text } from '../../../src/games/citadels/text';
import { describeContract, type StepInfo } from '../../support/contract';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** Every district card is somewhere, once (drawn cards waiting to be chosen count); no gold is negative; 8 characters. */
function checkConserved(s: CtState): void {
  const deck = deckIds(s.options.greatWall).length;
  const seen = new Uint8Array(deck);
  const count = (cards: readonly number[]) => {
    for (const c of cards) {
      check(Number.isInteger(c) && c >= 0 && c < deck && seen[c] === 0, `card ${c} twice or unknown`);
      seen[c] = 1;
    }
  };
  count(s.deck);
  count(s.discard);
  for (const h of s.hands) count(h);
  for (const city of s.cities) count(city.map((b) => b.card));
  for (const a of s.asks) if (a.kind === 'keep') count(a.drawn);
  check(
    seen.every((x) => x === 1),
    'district cards lost',
  );
  check(
    s.gold.every((g) => Number.isInteger(g) && g >= 0),
    'negative gold',
  );
  const chars = [...s.chars.flat(), ...s.faceUp, ...s.faceDown, ...s.pool];
  const mask = chars.reduce((m, r) => m | (1 << r), 0);
  check(chars.length === 8 && mask === 0b111111110, 'characters not conserved');
}

/** The kit's candidates: every well-formed move there could be now, of every kind, with values just out of range. */
function everyMove(s: CtState): CtMove[] {
  const out: CtMove[] = [{ kind: 'takeGold' }, { kind: 'drawCards' }, { kind: 'income' }, { kind: 'redraw' }];
  out.push(
    { kind: 'smithy' },
    { kind: 'endTurn' },
    { kind: 'graveyard', take: true },
    { kind: 'graveyard', take: false },
  );
  for (let character = 0; character <= 9; character++) {
    out.push({ kind: 'draft', character }, { kind: 'discardDraft', character });
    out.push({ kind: 'assassinate', character }, { kind: 'rob', character });
  }
  for (const card of [-1, ...deckIds(s.options.greatWall), 66]) {
    out.push({ kind: 'keepCard', card }, { kind: 'build', card }, { kind: 'toggleDiscard', card });
    out.push({ kind: 'laboratory', card });
    for (let seat = -1; seat <= s.seats; seat++) out.push({ kind: 'destroy', seat, card });
  }
  for (let seat = -1; seat <= s.seats; seat++) out.push({ kind: 'swapHands', seat });
  return out;
}

/** The same state with everything `viewer` must not know replaced: if the view changes, it leaked. */
function scrub(s: CtState, viewer: Seat): CtState {
  const top = s.asks.at(-1);
  const drafting = top?.kind === 'draft' && top.seats[0] === viewer;
  return {
    ...s,
    rng: [0, 0, 0, 0],
    deck: s.deck.map(() => -1),
    hands: s.hands.map((h, i) => (i === viewer ? h : h.map(() => -2))),
    chars: s.chars.map((c, i) => (i === viewer ? c : c.map((r) => (s.revealed.includes(r) ? r : 0)))),
    faceDown: drafting && top.withFaceDown ? s.faceDown : s.faceDown.map(() => 0),
    pool: drafting ? s.pool : s.pool.map(() => 0),
    asks: s.asks.map((a) => {
      if (a.seats[0] === viewer) return a;
      if (a.kind === 'keep') return { ...a, drawn: a.drawn.map(() => -3) };
      return a.kind === 'magic' ? { ...a, selected: [] } : a;
    }),
  };
}

/** No view depends on what its viewer may not know (the deck order, others' hands and characters, set-aside cards). */
function checkScrubbedViews(s: CtState): void {
  for (let seat = 0; seat < s.seats; seat++) {
    check(canonicalJson(game.view(s, seat)) === canonicalJson(game.view(scrub(s, seat), seat)), `view ${seat} leaks`);
  }
}

/** Seats are named in log lines and prompts through { seat } params, never as bare numbers. */
function checkSeatParams(s: CtState, info: StepInfo<CtState, CtMove, CtOptions>): void {
  const st = game.status(s);
  const lines = info.last ? game.describe(info.last.before, info.last.seat, info.last.move, s) : [];
  for (const line of st.kind === 'turn' ? [...lines, st.prompt] : lines) {
    for (const k of ['seat', 'from', 'other']) check(typeof line.params?.[k] !== 'number', `${line.code} ${k}`);
  }
}

/** The first seat to complete a city is the one whose city reached 8 first (seed: +4 to the first). */
function checkFirst(s: CtState, info: StepInfo<CtState, CtMove, CtOptions>): void {
  const before = info.last?.before;
  if (!before || before.firstComplete !== null) return;
  const complete = s.cities.findIndex((c) => c.length >= 8);
  check(s.firstComplete === (complete < 0 ? null : complete), 'firstComplete is not the first city of 8');
}

/** The scoring formula, worked out again from the cities alone. */
function expectedTotal(s: CtState, seat: Seat): number {
  const city = s.cities[seat] ?? [];
  let points = city.reduce((a, b) => a + districtPoints(b.card), 0);
  const colours = new Set<string>();
  let wild = false;
  for (const b of city) {
    const d = cardType(b.card);
    if (d.key === 'hauntedCity' && b.round < s.round) wild = true;
    else colours.add(d.color);
  }
  if (colours.size + (wild ? 1 : 0) >= COLORS.length) points += 3;
  if (seat === s.firstComplete) points += 4;
  else if (city.length >= 8) points += 2;
  return points;
}

function checkScores(s: CtState): void {
  const end = game.status(s);
  if (end.kind !== 'over') throw new Error('onEnd before the end');
  for (const sc of end.scores)
    check(sc.total === expectedTotal(s, sc.seat), `score of seat ${sc.seat} off the formula`);
}

/** Only `seat` may see its hand, its characters, the cards it drew or marked, and what it may draft. */
function secrets(s: CtState, seat: Seat): string[] {
  const own = (key: string, list: readonly number[]) => (list.length > 0 ? [`"${key}":${JSON.stringify(list)}`] : []);
  const top = s.asks.at(-1);
  const mine = top?.seats[0] === seat ? top : undefined;
  const draft = mine?.kind === 'draft' ? game.view(s, seat).draftOptions : [];
  return [
    ...own('hand', s.hands[seat] ?? []),
    ...own('myChars', s.chars[seat] ?? []),
    ...own('drawn', mine?.kind === 'keep' ? mine.drawn : []),
    ...own('selected', mine?.kind === 'magic' ? mine.selected : []),
    ...own('draftOptions', draft),
  ];
}

const tables = (seats: number, playouts: number) =>
  [false, true].flatMap((greatWall) =>
    (['seed', 'classic'] as const).map((smithy) => ({ seats, options: { greatWall, smithy }, playouts })),
  );

describeContract<CtState, CtMove, CtOptions, CtView>({
  game,
  text,
  bot,
  setups: [2, 3, 4, 5, 6, 7].flatMap((seats) => tables(seats, 50)),
  secrets,
  concealed: (s) => [JSON.stringify(s.rng)],
  invariant(s, info) {
    checkConserved(s);
    checkFirst(s, info);
    if (info.step % 50 === 0) {
      checkScrubbedViews(s);
      checkSeatParams(s, info);
    }
  },
  onEnd: checkScores,
  candidates: everyMove,
  // The costly checks (the candidates too) on every 40th state, so the 1,200 playouts take no longer than the property
  // tests did.
  sampleEvery: 40,
  mutantsPerStep: 8,
  // Counts computed with these rules and, the same, with the rules before the decision-model port (9516546).
  perft: [
    {
      seats: 2,
      seed: 'perft-2',
      plies: 60,
      expected: [
        7, 6, 5, 4, 3, 2, 9, 2, 3, 1, 7, 2, 2, 3, 3, 2, 4, 2, 1, 2, 5, 2, 7, 6, 5, 4, 3, 2, 3, 3, 2, 1, 3, 2, 3, 2, 3,
        2, 2, 1, 3, 5, 4, 1, 7, 6, 5, 4, 3, 2, 8, 2, 2, 3, 1, 7, 5, 2, 2, 1,
      ],
    },
    {
      seats: 4,
      seed: 'perft-4',
      plies: 60,
      expected: [
        5, 4, 3, 2, 9, 2, 4, 1, 3, 2, 3, 1, 2, 3, 2, 5, 4, 3, 2, 9, 2, 2, 1, 10, 6, 6, 6, 6, 6, 6, 6, 2, 5, 1, 3, 2, 2,
        5, 4, 3, 2, 9, 2, 4, 9, 2, 12, 6, 6, 6, 6, 2, 1, 3, 2, 2, 5, 6, 4, 2,
      ],
    },
    {
      seats: 7,
      options: { greatWall: true, smithy: 'classic' },
      seed: 'perft-7',
      plies: 60,
      expected: [
        7, 6, 5, 4, 3, 2, 2, 9, 2, 2, 3, 1, 7, 2, 5, 3, 2, 2, 1, 3, 2, 3, 2, 3, 2, 5, 4, 1, 2, 4, 5, 6, 4, 2, 1, 7, 6,
        5, 4, 3, 2, 2, 9, 2, 2, 6, 1, 3, 6, 2, 1, 3, 5, 3, 3, 2, 2, 7, 5, 4,
      ],
    },
  ],
});
