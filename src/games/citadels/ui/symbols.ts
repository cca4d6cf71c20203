// Symbols paired with each district colour, so colour is never the only cue.

import type { Color } from '../data';

export const COLOR_SYMBOL: Readonly<Record<Color, string>> = {
  yellow: '♛',
  blue: '✝',
  green: '⚖',
  red: '⚔',
  purple: '✦',
};
