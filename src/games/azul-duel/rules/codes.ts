// Every message code the rules emit (prompts, errors, log lines, score categories, terms): i18n keys in text.ts.

import { termParam } from '../../../engine/game';
import type { Color } from '../data';

export const PROMPT_CODES = [
  'prompt.opening',
  'prompt.acquire',
  'prompt.place-plate',
  'prompt.place-tiles',
  'prompt.stack',
  'prompt.pass',
  'prompt.chips',
  'prompt.wall',
] as const;

export const ERROR_CODES = [
  'error.not-now',
  'error.pending-plate',
  'error.slot-taken',
  'error.pending-tiles',
  'error.pending-stack',
  'error.opening-face-up',
  'error.no-plates-round-5',
  'error.no-tokens',
  'error.no-such-plate',
  'error.not-in-sun',
  'error.not-on-moon',
  'error.chip-hidden',
  'error.must-act',
  'error.chips-before-wall',
  'error.three-chips',
  'error.chip-selection',
  'error.line-refuses',
  'error.no-wall-cell',
] as const;

export const LOG_CODES = [
  'log.take-plate',
  'log.draw-plate',
  'log.place-plate',
  'log.take-sun',
  'log.start-tile',
  'log.take-moon',
  'log.take-chip',
  'log.chip-revealed',
  'log.place-tiles',
  'log.floor',
  'log.stack',
  'log.pass',
  'log.select-chip',
  'log.chip-fill',
  'log.chips-done',
  'log.wall',
  'log.special',
  'log.floor-penalty',
  'log.dead-line',
  'log.round-start',
  'log.tiling-start',
  'log.tablets',
  'log.game-over',
] as const;

export const SCORE_CODES = [
  'score.start',
  'score.wall',
  'score.special',
  'score.floor',
  'score.start-tile',
  'score.blind',
  'score.tablets',
  'score.zero-floor',
] as const;

export const TERM_CODES = [
  'term.blue',
  'term.turquoise',
  'term.yellow',
  'term.red',
  'term.black',
  'term.large',
  'term.small',
  'term.rot-0',
  'term.rot-1',
  'term.rot-2',
  'term.rot-3',
] as const;

export const TIEBREAK_CODES = ['tiebreak.start-tile'] as const;

/** A colour's name as a message parameter. */
export function term(color: Color): { readonly term: string } {
  return termParam(`term.${color}`);
}
