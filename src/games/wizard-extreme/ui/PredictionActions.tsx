// The viewer's other prediction choices, drawn in the decision bar: become the black wizard, or finish the prediction.

import { BarActions, BarButton } from '../../../ui/decision-bar';
import type { WeMove } from '../rules/types';
import type { LegalOptions } from './legal-options';

interface Props {
  readonly options: LegalOptions;
  readonly onMove: (m: WeMove) => void;
  readonly words: { readonly wizard: string; readonly done: string };
}

export function PredictionActions({ options, onMove, words }: Props) {
  return (
    <BarActions>
      {/* Offered even when the wizard may not be taken (shown unavailable, kind "other"): the tap asks, and the rules say why. */}
      <BarButton
        kind={options.wizard ? 'choice' : 'other'}
        unavailable={!options.wizard}
        testId="take-wizard"
        onClick={() => onMove({ kind: 'takeWizard' })}
      >
        <span aria-hidden="true">■</span> {words.wizard}
      </BarButton>
      {options.endPrediction ? (
        <BarButton kind="done" primary testId="end-prediction" onClick={() => onMove({ kind: 'endPrediction' })}>
          {words.done}
        </BarButton>
      ) : null}
    </BarActions>
  );
}
