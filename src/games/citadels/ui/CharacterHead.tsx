// The head of a character card: its number in a medallion, its name, and its income colour's symbol.

import type { Rank } from '../data';
import { charSymbol } from './symbols';

export function CharacterHead({ rank, title }: { readonly rank: Rank; readonly title: string }) {
  const symbol = charSymbol(rank);
  return (
    <span class="ct-face-head">
      <span class="ct-rank">{rank}</span>
      <strong class="ct-face-name">{title}</strong>
      {symbol ? (
        <span class="ct-face-symbol" aria-hidden="true">
          {symbol}
        </span>
      ) : null}
    </span>
  );
}
