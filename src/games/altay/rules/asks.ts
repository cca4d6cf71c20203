// The decision table (src/engine/decision.ts): people pick, start pick, turn, build, defend.

import { assertDefined } from '../../../engine/assert';
import { type DecisionTable, row, settle } from '../../../engine/decision';
import { seatParam } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { shuffle } from '../../../engine/random';
import { HAND_SIZE, PEOPLES, STARTING_DECKS } from '../data';
import { applyDefend, defencePower, defendError, shieldOf } from './battle';
import { err, P, withPlayer } from './helpers';
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
    apply: (s, ask, seat, m) => {
      // the people's ten starting cards join the card list, in the order the deck list names them
      const deck = STARTING_DECKS[m.people].flatMap(([t, n]) => Array.from({ length: n }, () => t));
      const cards = [...s.cards, ...deck.map((t) => ({ t, vp: 0 }))];
      const ids = deck.map((_, i) => s.cards.length + i);
      const nextAsk: AlAsk =
        seat + 1 < s.seats ? { kind: 'people', seats: [seat + 1] } : { kind: 'start', seats: [s.seats - 1] };
      const picked = withPlayer(s, seat, (p) => ({ ...p, people: m.people, deck: [...p.deck, ...ids] }));
      return { ...picked, cards, asks: settle(s.asks, ask, nextAsk) };
    },
  }),
  // Setup step 8: in reverse order each picks a free farmland in play; its marker is removed, 1 settlement placed.
  start: row({
    moves: ['start'],
    prompt: (_s, a) => ({ code: 'prompt.start', params: { seat: seatParam(a.seats[0]) } }),
    legal: (s) => startTargets(s).map((t) => ({ kind: 'start', t })),
    validate: (s, _a, _seat, m) => (startTargets(s).includes(m.t) ? null : err('error.bad-start')),
    apply: (s0, ask, seat, m) => {
      const t = m.t;
      const removed = assertDefined(s0.marker[t], `the conquest marker on start farmland ${t}`);
      let s = place(
        { ...s0, removedMarkers: [...s0.removedMarkers, removed], marker: replaceAt(s0.marker, t, null) },
        seat,
        t,
      );
      if (seat > 0) return { ...s, asks: settle(s0.asks, ask, { kind: 'start', seats: [seat - 1] }) };
      // every seat has its farmland: each deck is shuffled and a first hand drawn, in seat order
      for (let i = 0; i < s.seats; i++) {
        const [deck, rng] = shuffle(s.rng, P(s, i).deck);
        s = draw({ ...withPlayer(s, i, (p) => ({ ...p, deck })), rng }, i, HAND_SIZE);
      }
      return { ...s, asks: settle(s0.asks, ask, { kind: 'turn', seats: [0] }) };
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
      const s = place(s0, seat, m.t);
      const rest = ask.left > 1 ? buildAsks(s, seat, ask.left - 1) : [];
      return { ...s, asks: settle(s0.asks, ask, ...rest) };
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
