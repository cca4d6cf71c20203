// Symbols paired with each district colour, so colour is never the only cue.

import { type Color, INCOME_COLOR, type Rank } from '../data';

export const COLOR_SYMBOL: Readonly<Record<Color, string>> = {
  yellow: '♛',
  blue: '✝',
  green: '⚖',
  red: '⚔',
  purple: '✦',
};

/** A character card's face: its frame class (the colour it collects income for, else plain). */
export function charFaceClass(rank: Rank): string {
  return `ct-face ct-face-${INCOME_COLOR[rank] ?? 'plain'}`;
}

/** The symbol shown beside a character's name: its income colour's, if it has one. */
export function charSymbol(rank: Rank): string {
  const color = INCOME_COLOR[rank];
  return color ? COLOR_SYMBOL[color] : '';
}
