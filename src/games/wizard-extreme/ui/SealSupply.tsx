// The seals in the middle; on the viewer's prediction turn each colour is a button (take, or take from a player).

import type { Seat } from '../../../engine/game';
import { COLORS, SEAL_KINDS, type SealCounts, type SealKind } from '../data';
import type { WeMove } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { SealChip } from './SealChip';
import { SYMBOL } from './symbols';

interface Props {
  readonly supply: SealCounts;
  readonly options: LegalOptions;
  /** True while the viewer is predicting: then the colours become buttons. */
  readonly predicting: boolean;
  readonly onMove: (m: WeMove) => void;
  readonly name: (k: SealKind) => string;
  readonly seatLabel: (seat: Seat) => string;
  readonly title: string;
}

export function SealSupply({ supply, options, predicting, onMove, name, seatLabel, title }: Props) {
  return (
    <section class="we-supply" aria-label={title}>
      <h2 class="game-heading">{title}</h2>
      {predicting ? (
        <div class="we-supply-buttons">
          {COLORS.map((color) => (
            <div key={color} class="we-supply-colour">
              <button
                type="button"
                class={`game-btn we-btn we-seal-btn we-seal-${color}`}
                data-testid={`take-seal-${color}`}
                data-legal={options.take.has(color) ? 'true' : 'false'}
                onClick={() => onMove({ kind: 'takeSeal', color })}
              >
                <span aria-hidden="true">{SYMBOL[color]}</span> {name(color)} ×{supply[color]}
              </button>
              {(options.steal.get(color) ?? []).map((from) => (
                <button
                  type="button"
                  key={from}
                  class={`game-btn we-btn we-steal-btn we-seal-${color}`}
                  data-testid={`steal-seal-${color}-${from}`}
                  data-legal="true"
                  onClick={() => onMove({ kind: 'stealSeal', color, from })}
                >
                  <span aria-hidden="true">{SYMBOL[color]}</span> ← {seatLabel(from)}
                </button>
              ))}
            </div>
          ))}
        </div>
      ) : null}
      <div class="we-chips">
        {SEAL_KINDS.filter((k) => !predicting || k === 'white' || k === 'black').map((k) => (
          <SealChip key={k} kind={k} count={supply[k]} name={name(k)} />
        ))}
      </div>
    </section>
  );
}
