// One player's panel: season, tokens left, fire tokens, Sanki cards, isolation, water, piles, the Onibi card.

import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import type { SeatView } from '../rules/types';

export interface SeatPanelProps {
  readonly seat: number;
  readonly info: SeatInfo | undefined;
  readonly view: SeatView;
  readonly active: boolean;
  readonly onibiCard: boolean;
  readonly target: number;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
}

export function SeatPanel({ seat, info, view, active, onibiCard, target, t }: SeatPanelProps) {
  return (
    <li class={`lf-seat lf-season-${view.season}${active ? ' lf-active' : ''}`} data-testid={`seat-${seat}`}>
      <div class="lf-seat-name">
        <SeatMark seat={seat} color={info?.color ?? ''} />
        <strong>{info?.name ?? `#${seat + 1}`}</strong>
        <span>{t(`term.${view.season}`)}</span>
        {onibiCard ? <span class="lf-onibi-card">◆ {t('ui.onibi-card')}</span> : null}
      </div>
      <div class="lf-stats">
        <span data-testid={`tokens-${seat}`}>{t('ui.tokens', { count: view.tokensLeft })}</span>
        <span>{t('ui.fire-tokens', { count: view.fire, target })}</span>
        <span>{t('ui.sanki', { count: view.sanki })}</span>
        <span class={view.isolation >= 2 ? 'lf-warn' : ''}>{t('ui.isolation', { count: view.isolation })}</span>
        <span>{t('ui.water', { count: view.water })}</span>
      </div>
    </li>
  );
}
