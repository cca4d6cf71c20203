// The decision table (src/engine/decision.ts): people pick, start pick, turn, build, defend.
import { type DecisionTable, row, settle } from '../../../engine/decision';
import { seatParam } from '../../../engine/game';
import { shuffle } from '../../../engine/random';
import { HAND_SIZE, type Marker, PEOPLES, STARTING_DECKS } from '../data';
import { applyDefend, defencePower, defendError, shieldOf } from './battle';
import { draft, err, P } from './helpers';
import { buildAsks, buildTargets, canBuild, place, startTargets } from './settlements';
import { draw } from './setup';
import { applyTurn, turnError, turnMoves } from './turn';
import type { AlAsk, AlMove, AlState } from './types';

export const table: DecisionTable<AlState, AlMove, AlAsk> = {
  // Setup step 7: in turn order each player picks a people and takes its deck of 10.
  people: row({
    moves: ['people'],
    prompt: (_s, a) => ({ code: 'prompt.people', params: { seat: seatParam(a.seats[0]) } }),
    legal: (s) =>
      PEOPLES.filter((x) => !s.players.some((p) => p.people === x)).map((people) => ({ kind: 'people', people })),
    validate: (s, _a, _seat, m) => {
      const people = m.people;
      if (!PEOPLES.includes(people)) return err('error.bad-people');
      return s.players.some((p) => p.people === people) ? err('error.people-taken') : null;
    },
    apply: (s0, ask, seat, m) => {
      const s = draft(s0);
      const p = P(s, seat);
      p.people = m.people;
      s.cards = [...s.cards];
      for (const [t, n] of STARTING_DECKS[p.people]) {
        for (let i = 0; i < n; i++) {
          s.cards.push({ t, vp: 0 });
          p.deck.push(s.cards.length - 1);
        }
      }
      const nextAsk: AlAsk =
        seat + 1 < s.seats ? { kind: 'people', seats: [seat + 1] } : { kind: 'start', seats: [s.seats - 1] };
      s.asks = settle(s0.asks, ask, nextAsk);
      return s;
    },
  }),
  // Setup step 8: in reverse order each picks a free farmland in play; its marker is removed, 1 settlement placed.
  start: row({
    moves: ['start'],
    prompt: (_s, a) => ({ code: 'prompt.start', params: { seat: seatParam(a.seats[0]) } }),
    legal: (s) => startTargets(s).map((t) => ({ kind: 'start', t })),
    validate: (s, _a, _seat, m) => (startTargets(s).includes(m.t) ? null : err('error.bad-start')),
    apply: (s0, ask, seat, m) => {
      const s = draft(s0);
      const t = m.t;
      s.removedMarkers.push(s.marker[t] as Marker);
      s.marker[t] = null;
      place(s, seat, t);
      if (seat > 0) {
        s.asks = settle(s0.asks, ask, { kind: 'start', seats: [seat - 1] });
        return s;
      }
      for (let i = 0; i < s.seats; i++) {
        const [d, rng] = shuffle(s.rng, P(s, i).deck);
        s.rng = rng;
        P(s, i).deck = d;
        draw(s, i, HAND_SIZE);
      }
      s.asks = settle(s0.asks, ask, { kind: 'turn', seats: [0] });
      return s;
    },
  }),
  turn: {
    moves: ['play', 'buy', 'feed', 'stash', 'release', 'attack', 'develop', 'contribute', 'abandon', 'ability', 'end'],
    prompt: (_s, a) => ({ code: 'prompt.turn', params: { seat: seatParam(a.seats[0]) } }),
    legal: (s, a) => turnMoves(s, a.seats[0]),
    validate: (s, a, _seat, m) => turnError(s, a.seats[0], m),
    apply: applyTurn,
  },
  build: row({
    moves: ['build'],
    prompt: (_s, a) => ({ code: 'prompt.build', params: { seat: seatParam(a.seats[0]), n: a.left } }),
    legal: (s, a) => buildTargets(s, a.seats[0]).map((t) => ({ kind: 'build', t })),
    validate: (s, a, _seat, m) => (canBuild(s, a.seats[0], m.t) ? null : err('error.cannot-build')),
    apply: (s0, ask, seat, m) => {
      const s = draft(s0);
      place(s, seat, m.t);
      const rest = ask.left > 1 ? buildAsks(s, seat, ask.left - 1) : [];
      s.asks = settle(s0.asks, ask, ...rest);
      return s;
    },
  }),
  // Seed 防御・戦闘結果: the defender adds shield cards from hand, one at a time, then holds.
  defend: {
    moves: ['shield', 'hold'],
    prompt: (s, a) => ({
      code: 'prompt.defend',
      params: { seat: seatParam(a.seats[0]), attacker: seatParam(a.attacker), atk: a.atk, def: defencePower(s, a) },
    }),
    legal: (s, a) => [
      ...[...new Set(P(s, a.seats[0]).hand)]
        .filter((c) => shieldOf(s, c) > 0)
        .map((card) => ({ kind: 'shield' as const, card })),
      { kind: 'hold' },
    ],
    validate: defendError,
    apply: applyDefend,
  },
};
