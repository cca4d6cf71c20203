// What The White Castle hands the frame's decision bar: the chosen placement's coins (status) with Place and Cancel,
// or the short answers of the current choice (End turn, Let it go, a resource, a row…).

import { type BarActionKind, BarActions, BarButton, BarStatus } from '../../../ui/decision-bar';
import type { WcMove, WcView } from '../rules/types';
import { moveLabel, type T } from './labels';

/** End turn closes the turn, Let it go declines; every other answer is one choice among a few. */
function kindOf(m: WcMove): BarActionKind {
  return m.kind === 'end' ? 'done' : m.kind === 'skip' ? 'skip' : 'choice';
}

export interface TurnBarProps {
  readonly view: WcView;
  readonly t: T;
  /** The words for the chosen placement's coins, or null while no placement is chosen. */
  readonly preview: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** The answers drawn in the bar, each with its index among the non-placement moves (a stable test id). */
  readonly answers: readonly { readonly move: WcMove; readonly index: number }[];
  readonly onMove: (m: WcMove) => void;
}

export function TurnBar({ view, t, preview, onConfirm, onCancel, answers, onMove }: TurnBarProps) {
  return (
    <>
      {preview !== null ? (
        <BarStatus>
          <span class="wc-preview" data-testid="preview">
            {preview}
          </span>
        </BarStatus>
      ) : null}
      {preview !== null || answers.length > 0 ? (
        <BarActions>
          {preview !== null ? (
            <>
              <BarButton kind="confirm" primary testId="confirm" onClick={onConfirm}>
                {t({ code: 'ui.confirm' })}
              </BarButton>
              <BarButton kind="cancel" testId="cancel" onClick={onCancel}>
                {t({ code: 'ui.cancel' })}
              </BarButton>
            </>
          ) : null}
          {answers.map(({ move, index }) => (
            <BarButton
              key={index}
              kind={kindOf(move)}
              testId={`choice-${move.kind}-${index}`}
              onClick={() => onMove(move)}
            >
              {moveLabel(t, view, move)}
            </BarButton>
          ))}
        </BarActions>
      ) : null}
    </>
  );
}
