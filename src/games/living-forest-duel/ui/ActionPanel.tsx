// The viewer's choices that are not on the board: reveal, tokens (with their counts), Sanki, steps, done.

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

function Button({ id, label, legal, onClick }: { id: string; label: string; legal: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      class={`lf-action${legal ? ' lf-legal' : ''}`}
      data-testid={id}
      data-legal={legal ? 'true' : 'false'}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

export function ActionPanel({ view, seat, options, onMove, onFocus, t }: ActionPanelProps) {
  const previews = view.seats[seat]?.previews ?? [];
  switch (view.phase) {
    case 'turn':
    case 'sanki':
      return (
        <div class="lf-actions" data-testid="actions">
          {view.phase === 'turn' ? (
            <Button
              id="reveal"
              label={t('ui.reveal')}
              legal={options.reveal}
              onClick={() => onMove({ kind: 'reveal' })}
            />
          ) : (
            <Button
              id="skip-sanki"
              label={t('ui.skip-sanki')}
              legal={options.skipSanki}
              onClick={() => onMove({ kind: 'skipSanki' })}
            />
          )}
          <TokenChoices previews={previews} legal={options.tokens} onMove={onMove} onFocus={onFocus} t={t} />
          {options.pass ? (
            <Button id="pass" label={t('ui.pass')} legal onClick={() => onMove({ kind: 'pass' })} />
          ) : null}
        </div>
      );
    case 'varan':
      return (
        <div class="lf-actions" data-testid="actions">
          <Button
            id="sanki-varan"
            label={t('ui.sanki-varan')}
            legal={options.varan}
            onClick={() => onMove({ kind: 'sankiVaran' })}
          />
          <Button
            id="keep-varan"
            label={t('ui.keep-varan')}
            legal={options.varan}
            onClick={() => onMove({ kind: 'keepVaran' })}
          />
        </div>
      );
    case 'action': {
      const f = view.frames[view.frames.length - 1];
      const max = f?.kind === 'wind' ? Math.max(0, f.value) : 0;
      return (
        <div class="lf-actions" data-testid="actions">
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              id={`advance-${n}`}
              label={t('ui.steps', { count: n })}
              legal={options.steps.includes(n)}
              onClick={() => onMove({ kind: 'advance', steps: n })}
            />
          ))}
          <Button
            id="finish"
            label={t('ui.finish')}
            legal={options.finish}
            onClick={() => onMove({ kind: 'finish' })}
          />
        </div>
      );
    }
    default:
      return null;
  }
}
