// The viewer's choices that are not on the board: the four tokens (with what each counts) stay on the table; the
// step buttons (reveal, skip Sanki, pass, the Varan's answer, wind steps, finish) go to the decision bar.

import { BarActions, BarButton } from '../../../ui/decision-bar';
import type { Element } from '../data';
import type { LfMove, LfView } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { TokenChoices } from './TokenChoices';

export interface ActionPanelProps {
  readonly view: LfView;
  readonly seat: number;
  readonly options: LegalOptions;
  readonly onMove: (m: LfMove) => void;
  readonly onFocus: (e: Element | null) => void;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
}

type StepProps = Pick<ActionPanelProps, 'view' | 'options' | 'onMove' | 't'>;

function TurnSteps({ view, options, onMove, t }: StepProps) {
  return (
    <BarActions>
      {view.phase === 'turn' ? (
        <BarButton
          kind="choice"
          primary={options.reveal}
          testId="reveal"
          disabled={!options.reveal}
          onClick={() => onMove({ kind: 'reveal' })}
        >
          {t('ui.reveal')}
        </BarButton>
      ) : (
        <BarButton
          kind="skip"
          testId="skip-sanki"
          disabled={!options.skipSanki}
          onClick={() => onMove({ kind: 'skipSanki' })}
        >
          {t('ui.skip-sanki')}
        </BarButton>
      )}
      {options.pass ? (
        <BarButton kind="pass" testId="pass" onClick={() => onMove({ kind: 'pass' })}>
          {t('ui.pass')}
        </BarButton>
      ) : null}
    </BarActions>
  );
}

function ActionSteps({ view, options, onMove, t }: StepProps) {
  const f = view.frames[view.frames.length - 1];
  const max = f?.kind === 'wind' ? Math.max(0, f.value) : 0;
  return (
    <BarActions>
      {Array.from({ length: max }, (_, i) => i + 1)
        .filter((n) => options.steps.includes(n))
        .map((n) => (
          <BarButton
            key={n}
            kind="choice"
            testId={`advance-${n}`}
            onClick={() => onMove({ kind: 'advance', steps: n })}
          >
            {t('ui.steps', { count: n })}
          </BarButton>
        ))}
      <BarButton kind="done" testId="finish" disabled={!options.finish} onClick={() => onMove({ kind: 'finish' })}>
        {t('ui.finish')}
      </BarButton>
    </BarActions>
  );
}

export function ActionPanel({ view, seat, options, onMove, onFocus, t }: ActionPanelProps) {
  const previews = view.seats[seat]?.previews ?? [];
  switch (view.phase) {
    case 'turn':
    case 'sanki':
      return (
        <div class="lf-actions" data-testid="actions">
          <TurnSteps view={view} options={options} onMove={onMove} t={t} />
          <TokenChoices previews={previews} legal={options.tokens} onMove={onMove} onFocus={onFocus} t={t} />
        </div>
      );
    case 'varan':
      return (
        <BarActions>
          <BarButton kind="choice" testId="sanki-varan" primary onClick={() => onMove({ kind: 'sankiVaran' })}>
            {t('ui.sanki-varan')}
          </BarButton>
          <BarButton kind="choice" testId="keep-varan" onClick={() => onMove({ kind: 'keepVaran' })}>
            {t('ui.keep-varan')}
          </BarButton>
        </BarActions>
      );
    case 'action':
      return <ActionSteps view={view} options={options} onMove={onMove} t={t} />;
    default:
      return null;
  }
}
