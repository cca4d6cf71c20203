// The viewer's other prediction choices: become the black wizard, or finish the prediction.

import type { WeMove } from '../rules/types';
import type { LegalOptions } from './legal-options';

interface Props {
  readonly options: LegalOptions;
  readonly onMove: (m: WeMove) => void;
  readonly words: { readonly wizard: string; readonly done: string; readonly taken: string };
}

export function PredictionActions({ options, onMove, words }: Props) {
  return (
    <div class="we-actions">
      <span class="we-muted">{words.taken}</span>
      <button
        type="button"
        class="game-btn we-btn we-wizard-btn"
        data-testid="take-wizard"
        data-legal={options.wizard ? 'true' : 'false'}
        onClick={() => onMove({ kind: 'takeWizard' })}
      >
        <span aria-hidden="true">■</span> {words.wizard}
      </button>
      <button
        type="button"
        class="game-btn we-btn we-primary"
        data-testid="end-prediction"
        data-legal={options.endPrediction ? 'true' : 'false'}
        onClick={() => onMove({ kind: 'endPrediction' })}
      >
        {words.done}
      </button>
    </div>
  );
}
