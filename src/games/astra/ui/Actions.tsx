// Astra's step buttons in the decision bar: finish observing, rest, no more observing, the short lists of answers
// (which discovery first, which constellation to refresh or discard, which boon), and confirm / cancel of a star.

import { BarActions, BarButton, BarStatus } from '../../../ui/decision-bar';
import type { TableProps } from '../../../ui/table-props';
import { BY_ID } from '../data';
import type { MarkPreview } from '../rules/preview';
import type { AsMove, AsView } from '../rules/types';
import type { LegalOptions } from './legal-options';

type T = TableProps<AsView, AsMove>['t'];

export interface ActionsProps {
  readonly o: LegalOptions;
  readonly view: AsView;
  readonly t: T;
  readonly onMove: (m: AsMove) => void;
  /** The star tapped and waiting for confirmation, with what marking it costs. */
  readonly pending: { readonly move: AsMove; readonly preview: MarkPreview } | null;
  readonly onCancel: () => void;
  /** The viewer's stardust, shown beside the prompt (null for a table view). */
  readonly stardust: number | null;
}

export function Actions({ o, view, t, onMove, pending, onCancel, stardust }: ActionsProps) {
  const ask = view.asks[view.asks.length - 1];
  const boonCard = ask?.kind === 'boon' ? BY_ID.get(ask.card) : undefined;
  const choice = (label: string, move: AsMove, id: string) => (
    <BarButton key={id} kind="choice" testId={id} onClick={() => onMove(move)}>
      {label}
    </BarButton>
  );
  return (
    <>
      <BarStatus>
        {stardust !== null ? (
          <span class="as-bar-dust" data-testid="bar-stardust">
            {t({ code: 'ui.stardust' })} {stardust}
          </span>
        ) : null}
        {ask?.kind === 'observe' ? (
          <span class="as-cost" data-testid="cost">
            {' · '}
            {t({ code: 'ui.cost', params: { n: view.turn.marked } })}
          </span>
        ) : null}
      </BarStatus>
      <BarActions>
        {pending ? (
          <>
            <BarButton kind="confirm" primary testId="confirm-mark" onClick={() => onMove(pending.move)}>
              {t({ code: 'ui.confirm-mark-cost', params: { n: pending.preview.cost } })}
            </BarButton>
            <BarButton kind="cancel" testId="cancel-mark" onClick={onCancel}>
              {t({ code: 'ui.cancel' })}
            </BarButton>
          </>
        ) : null}
        {o.stop ? (
          <BarButton kind="done" testId="stop" onClick={() => onMove({ kind: 'stop' })}>
            {t({ code: 'ui.stop' })}
          </BarButton>
        ) : null}
        {o.rest ? (
          <BarButton kind="choice" testId="rest" onClick={() => onMove({ kind: 'rest' })}>
            {t({ code: 'ui.rest' })}
          </BarButton>
        ) : null}
        {o.pass ? (
          <BarButton kind="pass" testId="pass" onClick={() => onMove({ kind: 'pass' })}>
            {t({ code: 'ui.pass' })}
          </BarButton>
        ) : null}
        {[...o.discover].map((c) => choice(t({ code: `card.${c}` }), { kind: 'discover', card: c }, `discover-${c}`))}
        {[...o.refresh].map((c) => choice(t({ code: `card.${c}` }), { kind: 'refresh', card: c }, `refresh-${c}`))}
        {[...o.discard].map((c) =>
          choice(`✕ ${t({ code: `card.${c}` })}`, { kind: 'discard', card: c }, `discard-${c}`),
        )}
        {boonCard
          ? [...o.boons].map((i) => {
              const b = boonCard.boons[i];
              return b
                ? choice(`${t({ code: `boon.${b.kind}` })} ${b.amount}`, { kind: 'boon', boon: i }, `boon-${i}`)
                : null;
            })
          : null}
      </BarActions>
    </>
  );
}
