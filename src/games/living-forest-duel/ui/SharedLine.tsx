// The shared help line, left to right, with the tokens on its cards and the cards a previewed token would count.

import type { Token, TokenPreview } from '../rules/types';
import { AnimalCard } from './AnimalCard';

export interface SharedLineProps {
  readonly cards: readonly number[];
  readonly tokens: readonly Token[];
  /** The preview the viewer is pointing at: its counted cards are marked. */
  readonly focus: TokenPreview | null;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
  readonly title: string;
  readonly testId: string;
}

export function SharedLine({ cards, tokens, focus, t, title, testId }: SharedLineProps) {
  const counted = (i: number) => focus !== null && focus.index !== null && i >= focus.from && i <= focus.index;
  return (
    <section class="lf-line" data-testid={testId}>
      <h2 class="game-heading">{title}</h2>
      {cards.length === 0 ? <p class="lf-muted">{t('ui.empty')}</p> : null}
      <ol class="lf-cards">
        {cards.map((id, i) => (
          <li key={i} data-testid={`${testId}-${i}`}>
            <span class="lf-pos">{i + 1}</span>
            <AnimalCard id={id} t={t} tokens={tokens.filter((k) => k.index === i)} counted={counted(i)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
