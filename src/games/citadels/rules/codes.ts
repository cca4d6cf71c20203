// Every message code the rules emit (prompts, rule errors, log lines, scores, tie-breaks, terms): i18n keys in text.ts.

import { COLORS, DISTRICTS, RANKS } from '../data';

export const PROMPT_CODES = [
  'prompt.draft',
  'prompt.draft-last',
  'prompt.draft-discard',
  'prompt.action',
  'prompt.action-gold',
  'prompt.keep',
  'prompt.magician-discard',
  'prompt.turn',
  'prompt.graveyard',
] as const;

export const ERROR_CODES = [
  'error.not-now',
  'error.must-keep',
  'error.must-discard',
  'error.not-offered',
  'error.no-character',
  'error.action-done',
  'error.action-first',
  'error.deck-empty',
  'error.not-drawn',
  'error.choose-drawn',
  'error.finish-discard',
  'error.build-limit',
  'error.not-in-hand',
  'error.duplicate',
  'error.cannot-afford',
  'error.no-income',
  'error.income-taken',
  'error.not-your-power',
  'error.power-used',
  'error.bad-target',
  'error.rob-killed',
  'error.nothing-selected',
  'error.not-in-city',
  'error.city-complete',
  'error.keep',
  'error.bishop',
  'error.no-district',
  'error.district-used',
] as const;

export const LOG_CODES = [
  'log.round-start',
  'log.face-up',
  'log.drafted',
  'log.you-drafted',
  'log.laid-down',
  'log.nobody',
  'log.skipped',
  'log.reveal',
  'log.stolen',
  'log.crown',
  'log.reveal-killed',
  'log.game-over',
  'log.take-gold',
  'log.draw',
  'log.kept',
  'log.merchant',
  'log.architect',
  'log.build',
  'log.complete',
  'log.income',
  'log.assassinate',
  'log.rob',
  'log.swap',
  'log.redraw',
  'log.destroy',
  'log.graveyard',
  'log.graveyard-no',
  'log.laboratory',
  'log.smithy',
  'log.end-turn',
] as const;

export const SCORE_CODES = ['score.districts', 'score.colors', 'score.first', 'score.complete'] as const;
export const TIEBREAK_CODES = ['tiebreak.districts', 'tiebreak.gold', 'tiebreak.shared'] as const;

export const TERM_CODES = [
  ...RANKS.map((r) => `char.${r}`),
  ...DISTRICTS.map((d) => `district.${d.key}`),
  ...COLORS.map((c) => `color.${c}`),
];
