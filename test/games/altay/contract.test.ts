// Altay under the shared game contract (GAME-DONE.md "Tests"): seeded playouts at 2, 3 and 4 players, components
// conserved (cards, settlements, conquest markers, achievements), scores recomputed independently (seed 勝利点),
// hands and secret wonders private, replay, perft and the bot.
import type { Seat } from '../../../src/engine/game';
import { randomInt } from '../../../src/engine/random';
import { bot } from '../../../src/games/altay/bot';
import { ACHIEVEMENTS, MOUNTAIN_MARKERS, PLAIN_MARKERS, TERRITORIES } from '../../../src/games/altay/data';
import { type AlMove, type AlOptions, type AlState, type AlView, game } from '../../../src/games/altay/rules';
import { text } from '../../../src/games/altay/text';
import { describeContract } from '../../support/contract';
import { expectedScore } from './formula';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function conserved(s: AlState): void {
  const seen = new Uint8Array(s.cards.length);
  const count = (list: readonly number[]) => {
    for (const c of list) {
      check(c >= 0 && c < s.cards.length && seen[c] === 0, `card ${c} twice`);
      seen[c] = 1;
    }
  };
  for (const pile of s.market) count(pile);
  for (const p of s.players) {
    count(p.deck);
    count(p.hand);
    count(p.discard);
    count(p.played);
    count(p.trashed);
    count(p.kept.map((k) => k.card));
    check(
      p.res.every((r) => Number.isInteger(r) && r >= 0),
      'negative resource',
    );
  }
  check(
    seen.every((x) => x === 1),
    'a card was lost',
  );
  // settlements: supply + on the map + lost to others' captures = 15
  for (let seat = 0; seat < s.seats; seat++) {
    const onMap = s.settle.reduce((a, t) => a + (t[seat] ?? 0), 0);
    check(onMap + (s.players[seat]?.supply ?? 0) <= 15, 'too many settlements');
  }
  const lost = s.players.reduce((a, p) => a + p.captured, 0);
  const placed = s.players.reduce(
    (a, p, seat) => a + 15 - p.supply - s.settle.reduce((b, t) => b + (t[seat] ?? 0), 0),
    0,
  );
  check(lost === placed, 'captured settlements do not match the ones lost');
  for (const t of s.settle) check(t.filter((n) => n > 0).length <= 1 && t.every((n) => n <= 4), 'territory shared');
  const markers =
    s.marker.filter((m) => m !== null).length +
    s.removedMarkers.length +
    s.unusedMarkers.length +
    s.players.reduce((a, p) => a + p.markers.length, 0);
  check(markers === PLAIN_MARKERS.length + MOUNTAIN_MARKERS.length, 'conquest markers lost');
  const achs = new Uint8Array(s.achs.length);
  const countA = (list: readonly number[]) => {
    for (const a of list) {
      check(achs[a] === 0, `achievement ${a} twice`);
      achs[a] = 1;
    }
  };
  for (const d of s.achDeck) countA(d);
  for (const lv of s.display) for (const st of lv) countA(st);
  countA(s.achDiscard);
  for (const p of s.players) {
    countA(p.done);
    if (p.dev) countA([p.dev.ach]);
    if (p.secret >= 0) countA([p.secret]);
  }
  check(
    achs.every((x) => x === 1),
    'an achievement was lost',
  );
  check(s.achs.length === ACHIEVEMENTS.length * 0 + s.seats * 10 + 10, 'achievement count');
  check(
    TERRITORIES.every((t) => s.inPlay[t.id] || s.settle[t.id]?.every((n) => n === 0)),
    'settlement off the map',
  );
}

function secrets(s: AlState, seat: Seat): string[] {
  const p = s.players[seat];
  if (!p) return [];
  const out: string[] = [];
  if (p.hand.length > 0) out.push(`"hand":${JSON.stringify(p.hand)}`);
  if (p.secret >= 0) out.push(`{"secret":${p.secret},`);
  return out;
}

/** Random player that ends its turn less often than uniform (a person plays their cards before passing). */
function choose(_s: AlState, _seat: Seat, legal: readonly AlMove[], rng: readonly [number, number, number, number]) {
  const others = legal.map((m, i) => (m.kind === 'end' ? -1 : i)).filter((i) => i >= 0);
  const [roll, r1] = randomInt(rng, 8);
  if (others.length === 0 || roll === 0) return randomInt(r1, legal.length);
  const [j, r2] = randomInt(r1, others.length);
  return [others[j] as number, r2] as [number, typeof rng];
}

function candidates(s: AlState): AlMove[] {
  const out: AlMove[] = [
    { kind: 'abandon' },
    { kind: 'hold' },
    { kind: 'end', keep: null },
    { kind: 'people', people: 'earth' },
  ];
  for (let t = -1; t <= 25; t += 3)
    out.push({ kind: 'build', t }, { kind: 'start', t }, { kind: 'attack', from: t, to: t + 1 });
  for (let card = -1; card <= s.cards.length; card += 7) {
    out.push({ kind: 'play', card, opt: 0 }, { kind: 'shield', card }, { kind: 'end', keep: card });
    out.push({ kind: 'ability', key: 'mathematics', card });
  }
  out.push({ kind: 'buy', type: 'farmer', pay: [] }, { kind: 'buy', type: 'worker', pay: [1, 2] });
  out.push({ kind: 'ability', key: 'philosophy' }, { kind: 'contribute', res: 4 });
  return out;
}

describeContract<AlState, AlMove, AlOptions, AlView>({
  game,
  text,
  bot,
  setups: [2, 3, 4].map((seats) => ({ seats, playouts: 200 })),
  choose: choose as never,
  secrets,
  concealed: (s) => [JSON.stringify(s.rng)],
  invariant(s, info) {
    if (info.step % 25 === 0) conserved(s);
  },
  onEnd(s) {
    conserved(s);
    const st = game.status(s);
    if (st.kind !== 'over') throw new Error('not over');
    for (const sc of st.scores) check(sc.total === expectedScore(s, sc.seat), `seat ${sc.seat} score off the formula`);
  },
  candidates,
  candidatesEvery: 4,
  sampleEvery: 150,
  mutantsPerStep: 4,
  perft: [
    { seats: 3, seed: 'perft-3', plies: 20, expected: [4, 3, 2, 5, 4, 3, 8, 13, 8, 7, 5, 10, 4, 8, 3, 1, 7, 12, 6, 8] },
    // recorded with scripts/altay-perft.ts
    {
      seats: 2,
      seed: 'walk-2p',
      plies: 30,
      expected: [4, 3, 4, 3, 9, 7, 5, 11, 5, 9, 8, 8, 12, 7, 13, 12, 12, 4, 4, 9, 1, 3, 7, 2, 1, 10, 9, 7, 6, 5],
    },
    {
      seats: 4,
      seed: 'walk-4p',
      plies: 30,
      expected: [4, 3, 2, 1, 6, 5, 4, 3, 8, 6, 5, 8, 6, 9, 10, 9, 8, 7, 5, 4, 3, 9, 2, 8, 6, 4, 3, 9, 2, 8],
    },
  ],
});
