// Glyphs that pair every colour with a shape or letter: ranks, seats and coloured squares.

import type { Rank } from '../vocabulary';

/** Rank letters shown on pieces (with the seat's colour and shape). */
export const RANK_GLYPH: Readonly<Record<'ja' | 'en', Readonly<Record<Rank, string>>>> = {
  ja: { c: '一', h: '英', L: '伝' },
  en: { c: 'C', h: 'H', L: 'L' },
};

/** Marks on the coloured squares, so the colour is never the only sign. */
export const SQUARE_MARK = { red: '♦', green: '♣' } as const;
