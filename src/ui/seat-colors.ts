// The eight seat colours players choose from; each carries a symbol so colour is never the only cue.
// The symbols differ from those games use for suits (★▲●◆♣○■), so a seat is never mistaken for a colour of cards.

export const SEAT_COLORS = [
  { id: 'red', symbol: '♥', name: { ja: 'あか', en: 'Red' } },
  { id: 'blue', symbol: '♠', name: { ja: 'あお', en: 'Blue' } },
  { id: 'green', symbol: '✚', name: { ja: 'みどり', en: 'Green' } },
  { id: 'yellow', symbol: '☀', name: { ja: 'きいろ', en: 'Yellow' } },
  { id: 'purple', symbol: '☾', name: { ja: 'むらさき', en: 'Purple' } },
  { id: 'orange', symbol: '✦', name: { ja: 'だいだい', en: 'Orange' } },
  { id: 'teal', symbol: '⬟', name: { ja: 'あおみどり', en: 'Teal' } },
  { id: 'pink', symbol: '✿', name: { ja: 'もも', en: 'Pink' } },
] as const;

export type SeatColorId = (typeof SEAT_COLORS)[number]['id'];
export type SeatColor = (typeof SEAT_COLORS)[number];

export function isSeatColorId(value: string): value is SeatColorId {
  return SEAT_COLORS.some((c) => c.id === value);
}

/** The palette entry for a stored colour id; unknown ids (old or imported saves) fall back by seat number. */
export function seatColor(id: string, seat: number): SeatColor {
  const hit = SEAT_COLORS.find((c) => c.id === id);
  return hit ?? (SEAT_COLORS[seat % SEAT_COLORS.length] as SeatColor);
}
