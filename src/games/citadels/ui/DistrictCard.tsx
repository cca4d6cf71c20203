// One district: colour with its symbol, name and cost; a button when the viewer can act on it.

import { cardType } from '../data';
import { COLOR_SYMBOL } from './symbols';

interface Props {
  readonly card: number;
  readonly name: (code: string) => string;
  readonly testId?: string;
  readonly legal?: boolean;
  readonly marked?: boolean;
  readonly onClick?: () => void;
}

export function DistrictCard({ card, name, testId, legal, marked, onClick }: Props) {
  const d = cardType(card);
  // The name starts with what the card shows (name, cost), so voice control can say the visible words.
  const label = `${name(`district.${d.key}`)} ${d.cost} (${name(`color.${d.color}`)})`;
  const body = (
    <>
      {/* The name comes first in reading order (it starts the accessible name); the band is drawn above it. */}
      <span class="ct-card-name">{name(`district.${d.key}`)}</span>
      <span class="ct-card-band">
        <span class="ct-card-symbol" aria-hidden="true">
          {COLOR_SYMBOL[d.color]}
        </span>
        <span class="ct-card-cost">{d.cost}</span>
      </span>
    </>
  );
  const cls = `ct-card ct-${d.color}${marked ? ' ct-marked' : ''}`;
  if (!onClick) {
    return (
      <span class={cls} title={d.color === 'purple' ? name(`ability.${d.key}`) : label} role="img" aria-label={label}>
        {body}
      </span>
    );
  }
  return (
    <button
      type="button"
      class={cls}
      data-testid={testId}
      data-legal={legal ? 'true' : 'false'}
      aria-label={label}
      aria-pressed={marked === undefined ? undefined : marked}
      title={d.color === 'purple' ? name(`ability.${d.key}`) : label}
      onClick={onClick}
    >
      {body}
    </button>
  );
}
