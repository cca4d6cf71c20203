// The trick on the table (or, between tricks, the last one with its winner).

import type { Seat } from '../../../engine/game';
import type { Card } from '../data';
import type { CompletedTrick, TrickPlay } from '../rules/types';
import { CardFace } from './CardFace';

interface Props {
  readonly trick: readonly TrickPlay[];
  readonly last: CompletedTrick | null;
  readonly seatLabel: (seat: Seat) => string;
  readonly colorName: (c: Card['color']) => string;
  readonly words: { readonly current: string; readonly last: string; readonly empty: string; readonly wonBy: string };
}

export function Trick({ trick, last, seatLabel, colorName, words }: Props) {
  const showLast = trick.length === 0 && last !== null;
  const plays = showLast ? last.plays : trick;
  return (
    <section class={`we-trick${showLast ? ' we-trick-last' : ''}`} data-testid="trick" aria-live="polite">
      <h2 class="game-heading">{showLast ? words.last : words.current}</h2>
      {plays.length === 0 ? <p class="we-muted">{words.empty}</p> : null}
      <ol class="we-trick-cards">
        {plays.map((p) => (
          <li key={`${p.seat}`} class={showLast && p.seat === last.winner ? 'we-winner' : 'motion-arrive'}>
            <span class="we-trick-seat">{seatLabel(p.seat)}</span>
            <CardFace card={p.card} name={colorName(p.card.color)} />
          </li>
        ))}
      </ol>
      {showLast ? <p class="we-muted">{words.wonBy}</p> : null}
    </section>
  );
}
