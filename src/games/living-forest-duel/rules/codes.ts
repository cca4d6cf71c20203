// Every message code the rules emit (prompts, errors, log lines, score categories, terms): i18n keys in text.ts.

import { termParam } from '../../../engine/game';
import { ANIMALS, ELEMENTS, type Element } from '../data';
import type { WinCondition } from './types';

export const PROMPT_CODES = [
  'prompt.turn',
  'prompt.varan',
  'prompt.sanki',
  'prompt.sun',
  'prompt.water',
  'prompt.plant',
  'prompt.wind',
  'prompt.pass',
] as const;

export const ERROR_CODES = [
  'error.not-now',
  'error.deck-empty',
  'error.no-token',
  'error.no-element',
  'error.element-used',
  'error.same-element',
  'error.must-act',
  'error.wrong-action',
  'error.empty-slot',
  'error.too-expensive',
  'error.no-fire',
  'error.pile-empty',
  'error.pile-used',
  'error.lake-covered',
  'error.not-adjacent',
  'error.not-connected',
  'error.too-far',
] as const;

export const LOG_CODES = [
  'log.reshuffle',
  'log.reveal-shared',
  'log.reveal-line',
  'log.lost-token',
  'log.token',
  'log.sanki-token',
  'log.recruit',
  'log.refill',
  'log.extinguish',
  'log.plant',
  'log.cover',
  'log.advance',
  'log.onibi-card-to',
  'log.onibi-card-back',
  'log.gain-sanki',
  'log.bonus-action',
  'log.finish',
  'log.sanki-varan',
  'log.keep-varan',
  'log.skip-sanki',
  'log.pass',
  'log.round-end',
  'log.water',
  'log.varans',
  'log.new-fire',
  'log.round-start',
  'log.win-forest',
  'log.win-recruitment',
  'log.win-fire',
  'log.win-onibi',
] as const;

export const WIN_CONDITIONS: readonly WinCondition[] = ['forest', 'recruitment', 'fire', 'onibi'];
export const SCORE_CODES = WIN_CONDITIONS.map((w) => `score.${w}`);

export const TERM_CODES = [
  ...ELEMENTS.map((e) => `term.${e}`),
  'term.summer',
  'term.winter',
  ...new Set(ANIMALS.map((a) => `animal.${a.name}`)),
];

export const elementTerm = (e: Element) => termParam(`term.${e}`);
