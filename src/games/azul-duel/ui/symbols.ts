// Shapes paired with every tile colour and cell kind, so nothing is told apart by hue alone.

import type { Color, PlateCell } from '../data';

export const SYMBOL: Readonly<Record<Color | 'wild' | 'special', string>> = {
  blue: '■',
  turquoise: '◆',
  yellow: '▲',
  red: '●',
  black: '▼',
  wild: '＊',
  special: '★',
};

export const cellSymbol = (c: PlateCell): string => SYMBOL[c];
