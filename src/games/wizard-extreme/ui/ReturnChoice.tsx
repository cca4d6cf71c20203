// After winning a trick with a real choice: one bar button per seal the winner may hand back.

import { BarActions, BarButton } from '../../../ui/decision-bar';
import type { ReturnKind } from '../data';
import type { WeMove } from '../rules/types';
import { SYMBOL } from './symbols';

interface Props {
  readonly returns: readonly ReturnKind[];
  readonly onMove: (m: WeMove) => void;
  readonly name: (k: ReturnKind) => string;
}

export function ReturnChoice({ returns, onMove, name }: Props) {
  return (
    <BarActions>
      {returns.map((color) => (
        <BarButton
          key={color}
          kind="choice"
          testId={`return-seal-${color}`}
          onClick={() => onMove({ kind: 'returnSeal', color })}
        >
          <span aria-hidden="true">{SYMBOL[color]}</span> {name(color)}
        </BarButton>
      ))}
    </BarActions>
  );
}
