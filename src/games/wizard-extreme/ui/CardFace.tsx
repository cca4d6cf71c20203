// One card: colour with its symbol and number; a button when it belongs to the viewer's hand.

import type { Card } from '../data';
import { SYMBOL } from './symbols';

interface Props {
  readonly card: Card;
  readonly name: string;
  readonly legal?: boolean;
  readonly onClick?: () => void;
}

export function CardFace({ card, name, legal, onClick }: Props) {
  const label = `${name} ${card.value}`;
  const body = (
    <>
      <span class="we-card-symbol" aria-hidden="true">
        {SYMBOL[card.color]}
      </span>
      <span class="we-card-value">{card.value}</span>
    </>
  );
  if (!onClick) {
    return (
      <span class={`we-card we-${card.color}`} title={label} role="img" aria-label={label} data-v={card.value}>
        {body}
      </span>
    );
  }
  return (
    <button
      type="button"
      class={`we-card we-${card.color}`}
      data-v={card.value}
      data-testid={`card-${card.color}-${card.value}`}
      data-legal={legal ? 'true' : 'false'}
      aria-label={label}
      onClick={onClick}
    >
      {body}
    </button>
  );
}
