// The three face-up dome plates and the face-down stack (its back shows the plate kind).

import type { AdMove, AdView } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { PlateFace } from './PlateFace';

interface Props {
  readonly view: AdView;
  readonly options: LegalOptions;
  readonly onMove: (m: AdMove) => void;
  readonly name: (kind: string) => string;
  readonly words: { readonly title: string; readonly stack: string; readonly draw: string; readonly back: string };
}

export function PlateMarket({ view, options, onMove, name, words }: Props) {
  return (
    <section class="ad-market" aria-label={words.title}>
      <h2 class="game-heading">{words.title}</h2>
      <div class="ad-market-row">
        {view.display.map((id) => (
          <button
            type="button"
            key={id}
            class="ad-plate-button"
            data-testid={`plate-${id}`}
            data-legal={String(options.plates.has(id))}
            onClick={() => onMove({ kind: 'takePlate', plate: id })}
          >
            <PlateFace id={id} rotation={0} name={name} />
            <span class="ad-count">#{id + 1}</span>
          </button>
        ))}
        {view.stackCount > 0 ? (
          <button
            type="button"
            class="ad-plate-button ad-stack"
            data-testid="draw-plate"
            data-legal={String(options.draw)}
            onClick={() => onMove({ kind: 'drawPlate' })}
          >
            <span class="ad-stack-back">{words.back}</span>
            <span class="ad-count">{words.stack}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
