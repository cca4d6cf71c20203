// After winning a trick with a real choice: one button per seal the winner may hand back.

import type { ReturnKind } from '../data';
import type { WeMove } from '../rules/types';
import { SYMBOL } from './symbols';

interface Props {
  readonly returns: readonly ReturnKind[];
  readonly onMove: (m: WeMove) => void;
  readonly name: (k: ReturnKind) => string;
  readonly title: string;
}

export function ReturnChoice({ returns, onMove, name, title }: Props) {
  return (
    <section class="we-return" aria-label={title}>
      <h2 class="game-heading">{title}</h2>
      <div class="we-actions">
        {returns.map((color) => (
          <button
            type="button"
            key={color}
            class={`game-btn we-btn we-seal-btn we-seal-${color}`}
            data-testid={`return-seal-${color}`}
            data-legal="true"
            onClick={() => onMove({ kind: 'returnSeal', color })}
          >
            <span aria-hidden="true">{SYMBOL[color]}</span> {name(color)}
          </button>
        ))}
      </div>
    </section>
  );
}
