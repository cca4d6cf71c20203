// Rats of Wistar (Kotatsu edition): the table of decisions. Seed: shared/seeds/rats-of-wistar.ja.txt.
// The helpers are in rules/core.ts; the turn and round preparation in rules/turn.ts, the follow-up asks in
// rules/steps.ts; setup, view and log lines in rules/setup.ts, rules/view.ts, rules/describe.ts.

import { type DecisionTable, decide, listed } from '../../engine/decision';
import type { Game, Message, RuleError } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { cubeOptions, me, scoreOf, total } from './rules/core';
import { describeMove } from './rules/describe';
import { type RwOptions, setupGame } from './rules/setup';
import type { Of, RwAsk, RwMove, RwState } from './rules/state';
import {
  applyCube,
  applyDraft,
  applyMission,
  applyPlay,
  applyPotion,
  applyStep,
  missionMoves,
  playMoves,
  potionMoves,
  stepMoves,
} from './rules/steps';
import { applyTurn, prepareRound, SUB_KINDS, turnError, turnMoves } from './rules/turn';
import { type RwView, viewFor } from './rules/view';

export type { RwAsk, RwMove, RwOptions, RwState, RwView };
export { prepareRound };

const err = (code: string): RuleError => ({ code });
const prompt = (code: string, seat: number): Message => ({ code, params: { seat: { seat } } });

const cubeMoves = (s: RwState, a: Of<'cube'>): RwMove[] =>
  cubeOptions(me(s, a.seats[0]), a.track).map((index) => ({ kind: 'cube', track: a.track, index }));

const table: DecisionTable<RwState, RwMove, RwAsk> = {
  // ゲームの準備: in reverse turn order each player takes one pair (a basic and an advanced invention).
  draft: listed({
    moves: ['draft'],
    prompt: (_s, a) => prompt('prompt.draft', a.seats[0]),
    legal: (s) => s.pairs.map((_, pair) => ({ kind: 'draft', pair })),
    why: () => err('error.no-pair'),
    apply: (s, a, _seat, m) => applyDraft(s, a, m),
  }),
  // アクションフェイズ: place a chief (wheel space or hut), then its main and bonus actions; sub-actions any time.
  turn: listed({
    moves: ['place', 'hut', 'main', 'bonus', 'endTurn', ...SUB_KINDS],
    notNow: () => err('error.step-first'),
    prompt: (_s, a) => prompt(a.placed === null ? 'prompt.place' : 'prompt.act', a.seats[0]),
    legal: (s, a) => turnMoves(s, a),
    why: (s, a, _seat, m) => err(turnError(s, a, m)),
    apply: (s, a, _seat, m) => applyTurn(s, a, m),
  }),
  // メインアクション / 探検 / 労働者の移動: spend the strength one unit at a time, or finish.
  step: listed({
    moves: ['dig', 'bed', 'draw', 'door', 'go', 'reveal', 'invite', 'shift', 'finish'],
    notNow: () => err('error.finish-step'),
    prompt: (_s, a) => ({ code: `prompt.step-${a.step}`, params: { seat: { seat: a.seats[0] }, left: a.left } }),
    legal: (s, a) => stepMoves(s, a),
    why: (_s, a, _seat, m) =>
      err(m.kind === 'draw' && m.tier === 'advanced' && a.left < 2 ? 'error.bulbs' : `error.step-${m.kind}`),
    apply: (s, a, _seat, m) => applyStep(s, a, m),
  }),
  // 錬金術師のポーション: one of mission, play an invention, wood, metal.
  potion: listed({
    moves: ['potion'],
    notNow: () => err('error.potion-first'),
    prompt: (_s, a) => prompt('prompt.potion', a.seats[0]),
    legal: (s, a) => potionMoves(s, a),
    why: () => err('error.potion-unavailable'),
    apply: (s, a, _seat, m) => applyPotion(s, a, m),
  }),
  // 発明品カードのプレイ: pay its cost, meet its skills (wild tokens may stand in) and its power.
  play: listed({
    moves: ['play', 'finish'],
    notNow: () => err('error.play-first'),
    prompt: (_s, a) => prompt('prompt.play', a.seats[0]),
    legal: (s, a) => playMoves(s, a),
    why: () => err('error.cannot-play'),
    apply: (s, a, _seat, m) => applyPlay(s, a, m),
  }),
  // ミッションの達成: a revealed mission where your explorer (or a tent) is.
  mission: listed({
    moves: ['mission', 'finish'],
    notNow: () => err('error.mission-first'),
    prompt: (_s, a) => prompt('prompt.mission', a.seats[0]),
    legal: (s, a) => missionMoves(s, a),
    why: () => err('error.mission-unmet'),
    apply: (s, a, _seat, m) => applyMission(s, a, m),
  }),
  // ミッション達成時: take a cube off the ability track of the mission's colour.
  cube: listed({
    moves: ['cube'],
    notNow: () => err('error.cube-first'),
    prompt: (_s, a) => prompt('prompt.cube', a.seats[0]),
    legal: (s, a) => cubeMoves(s, a),
    why: () => err('error.cube-unavailable'),
    apply: (s, a, _seat, m) => applyCube(s, a, m),
  }),
};

/** Seed ゲームの終了: most points wins; a tie goes to the tied player earliest in turn order. */
export function overStatus(s: RwState) {
  const scores = s.players.map((_, seat) => {
    const categories = scoreOf(s, seat);
    return { seat, total: total(categories), categories };
  });
  const byTotal = [...scores].sort((a, b) => b.total - a.total || s.order.indexOf(a.seat) - s.order.indexOf(b.seat));
  const ranking = byTotal.map((x) => [x.seat]);
  const top = byTotal[0] as (typeof byTotal)[number];
  const tied = byTotal.filter((x) => x.total === top.total).length > 1;
  return {
    kind: 'over' as const,
    scores,
    ranking,
    lowerIsBetter: false,
    ...(tied ? { tieBreak: { code: 'tie.turn-order' } } : {}),
  };
}

export const game: Game<RwState, RwMove, RwOptions, RwView> = {
  id: 'rats-of-wistar',
  version: 1,
  players: { min: 1, max: 4 },
  // Inventions in hand are private (their number is public); decks and face-down tiles are nobody's.
  hasHiddenInfo: true,
  defaultOptions: () => ({ heroGifts: false }),
  // A save made before the option existed has no key: it was played with the gifts, so a missing key reads as on.
  parseOptions: (raw, seats) => {
    const c = readOptionChoices(meta, raw, seats, { heroGifts: true });
    return c ? { heroGifts: c.heroGifts === true } : null;
  },
  setup: (seats, o, seed) => setupGame(seats, seed, o),
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  isCommit: (_b, m) =>
    m.kind === 'draw' ||
    m.kind === 'reveal' ||
    m.kind === 'invite' ||
    m.kind === 'endTurn' ||
    m.kind === 'bonus' ||
    m.kind === 'draft',
};
