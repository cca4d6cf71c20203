// Rats of Wistar: the decision table's rows, one per kind of ask. The turn is answered in turn.ts (its end and the
// next round in round.ts), the follow-up asks (strength spent step by step, potions, playing, missions, cubes, the
// draft) in steps.ts.

import { type DecisionTable, listed } from '../../../engine/decision';
import type { Message, RuleError } from '../../../engine/game';
import { cubeOptions, me } from './core';
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
} from './steps';
import { applyTurn, TURN_KINDS, turnError, turnMoves } from './turn';
import type { Of, RwAsk, RwMove, RwState } from './types';

const err = (code: string): RuleError => ({ code });
const prompt = (code: string, seat: number): Message => ({ code, params: { seat: { seat } } });

const cubeMoves = (s: RwState, a: Of<'cube'>): RwMove[] =>
  cubeOptions(me(s, a.seats[0]), a.track).map((index) => ({ kind: 'cube', track: a.track, index }));

export const table: DecisionTable<RwState, RwMove, RwAsk> = {
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
    moves: TURN_KINDS,
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
