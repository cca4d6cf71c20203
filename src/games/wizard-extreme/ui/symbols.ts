// Shapes paired with every colour, so no colour is told apart by hue alone.

import type { SealKind } from '../data';

export const SYMBOL: Readonly<Record<SealKind, string>> = {
  red: '★',
  yellow: '▲',
  blue: '●',
  purple: '◆',
  green: '♣',
  white: '○',
  black: '■',
};
