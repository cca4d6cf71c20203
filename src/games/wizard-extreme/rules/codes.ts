// Every message code the rules emit (prompts, rule errors, log lines, score categories, terms): i18n keys in text.ts.

import { termParam } from '../../../engine/game';
import type { Color, SealKind } from '../data';

export const PROMPT_CODES = [
  'prompt.predict',
  'prompt.confirm-wizard',
  'prompt.lead',
  'prompt.follow',
  'prompt.return',
] as const;
export type PromptCode = (typeof PROMPT_CODES)[number];

export const ERROR_CODES = [
  'error.not-now',
  'error.card-not-in-hand',
  'error.must-follow',
  'error.supply-empty',
  'error.supply-not-empty',
  'error.steal-from-self',
  'error.victim-has-none',
  'error.seal-limit',
  'error.wizard-holds-no-seals',
  'error.wizard-taken',
  'error.wizard-after-seals',
  'error.wizard-secures-win',
  'error.not-returnable',
  'error.not-a-colour',
  'error.no-such-player',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const LOG_CODES = [
  'log.round-start',
  'log.your-hand',
  'log.take-seal',
  'log.steal-seal',
  'log.compensated',
  'log.no-white-left',
  'log.take-wizard',
  'log.end-prediction',
  'log.play',
  'log.trick-won',
  'log.returned',
  'log.returned-auto',
  'log.black-seal',
  'log.no-black-left',
  'log.wizard-won',
  'log.round-score',
  'log.game-over',
] as const;
export type LogCode = (typeof LOG_CODES)[number];

export const SCORE_CODES = ['score.colored', 'score.white', 'score.black', 'score.wizard'] as const;
export type ScoreCode = (typeof SCORE_CODES)[number];

export const TERM_CODES = [
  'term.red',
  'term.yellow',
  'term.blue',
  'term.purple',
  'term.green',
  'term.white',
  'term.black',
] as const;
export type TermCode = (typeof TERM_CODES)[number];

/** A colour or seal as a dictionary term, so the log and prompts name it in the reader's language. */
export function term(kind: Color | SealKind): { readonly term: string } {
  const code: TermCode = `term.${kind}`;
  return termParam(code);
}
