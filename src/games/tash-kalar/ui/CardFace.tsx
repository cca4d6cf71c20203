// A being or legend card in the hand: name, rank, pattern and effect; tapping it starts (or ends) summoning it.

import type { BeingCard } from '../data';
import { PatternGrid } from './PatternGrid';

interface Props {
  readonly ref_: string;
  readonly card: BeingCard;
  readonly name: string;
  readonly effect: string;
  readonly glyphs: Readonly<Record<'c' | 'h' | 'L', string>>;
  readonly summonable: boolean;
  readonly selected: boolean;
  readonly onSelect: () => void;
  readonly discard: { readonly label: string; readonly onDiscard: () => void } | null;
  readonly giveBack: { readonly label: string; readonly onReturn: () => void } | null;
}

export function CardFace({
  ref_,
  card,
  name,
  effect,
  glyphs,
  summonable,
  selected,
  onSelect,
  discard,
  giveBack,
}: Props) {
  return (
    <li class={`tk-card tk-card-${card.rank}${selected ? ' tk-selected' : ''}`}>
      <button
        type="button"
        class="tk-card-main"
        data-testid={`tk-card-${ref_}`}
        data-legal={summonable ? 'true' : 'false'}
        aria-pressed={selected}
        onClick={onSelect}
      >
        <span class="tk-card-head">
          <span class="tk-card-rank">{glyphs[card.rank]}</span>
          <span class="tk-card-name">{name}</span>
        </span>
        <span class="tk-card-body">
          <PatternGrid card={card} glyphs={glyphs} />
          <span class="tk-card-effect">{effect}</span>
        </span>
      </button>
      {discard ? (
        <button type="button" class="tk-small" data-testid={`tk-discard-${ref_}`} onClick={discard.onDiscard}>
          {discard.label}
        </button>
      ) : null}
      {giveBack ? (
        <button type="button" class="tk-small" data-testid={`tk-return-${ref_}`} onClick={giveBack.onReturn}>
          {giveBack.label}
        </button>
      ) : null}
    </li>
  );
}
