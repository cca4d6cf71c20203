// The viewer's own hand: every card is clickable, the legal ones are highlighted.

import type { Card } from '../data';
import type { WeMove } from '../rules/types';
import { CardFace } from './CardFace';
import { cardKey } from './legal-options';

interface Props {
  readonly hand: readonly Card[];
  readonly playable: ReadonlySet<string>;
  readonly onMove: (m: WeMove) => void;
  readonly colorName: (c: Card['color']) => string;
  readonly title: string;
}

export function Hand({ hand, playable, onMove, colorName, title }: Props) {
  return (
    <section class="we-hand" aria-label={title}>
      {hand.map((card) => (
        <CardFace
          key={cardKey(card)}
          card={card}
          name={colorName(card.color)}
          legal={playable.has(cardKey(card))}
          onClick={() => onMove({ kind: 'play', card })}
        />
      ))}
    </section>
  );
}
