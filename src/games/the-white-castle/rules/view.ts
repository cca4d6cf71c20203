// What each seat sees of The White Castle: everything but the generator and the order of the castle decks.

import type { WcState, WcView } from './types';

export function viewOf(s: WcState): WcView {
  const { rng: _r, stewardDeck, diplomatDeck, ...rest } = s;
  return { ...rest, stewardsLeft: stewardDeck.length, diplomatsLeft: diplomatDeck.length };
}
