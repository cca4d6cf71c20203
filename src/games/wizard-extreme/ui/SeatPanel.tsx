// One seat's public record: name and seat colour with number, cards left, tricks won, seals held, roles, wizard cost.

import type { Seat } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import { SEAL_KINDS, type SealCounts, type SealKind } from '../data';
import { SealChip } from './SealChip';

interface Props {
  readonly seat: Seat;
  readonly info: SeatInfo | undefined;
  readonly held: SealCounts;
  readonly cards: number;
  readonly tricks: number;
  readonly total: number;
  readonly active: boolean;
  readonly dealer: boolean;
  readonly wizard: boolean;
  readonly name: (k: SealKind) => string;
  readonly words: {
    readonly cards: string;
    readonly tricks: string;
    readonly points: string;
    readonly dealer: string;
    readonly wizard: string;
    readonly none: string;
    /** Variant only: what the black wizard costs this seat now (and its tooltip); absent otherwise. */
    readonly wizardCost?: { readonly label: string; readonly title: string };
  };
}

export function SeatPanel(p: Props) {
  const kinds = SEAL_KINDS.filter((k) => p.held[k] > 0);
  return (
    <li class={`we-seat${p.active ? ' we-active' : ''}`} data-testid={`seat-${p.seat}`}>
      <div class="we-seat-name">
        <SeatMark seat={p.seat} color={p.info?.color ?? ''} />
        <strong>{p.info?.name ?? `#${p.seat + 1}`}</strong>
        {p.dealer ? <span class="we-tag">{p.words.dealer}</span> : null}
        {p.wizard ? <span class="we-tag we-tag-wizard">■ {p.words.wizard}</span> : null}
      </div>
      <div class="we-seat-stats">
        <span>{p.words.cards}</span>
        <span>{p.words.tricks}</span>
        {/* Keyed by the total, so a changed score ticks once. */}
        <span key={p.total} class="motion-tick">
          {p.words.points}
        </span>
        {p.words.wizardCost ? (
          <span class="we-wizard-cost" title={p.words.wizardCost.title} data-testid={`wizard-cost-${p.seat}`}>
            ■ {p.words.wizardCost.label}
          </span>
        ) : null}
      </div>
      <div class="we-chips">
        {kinds.length === 0 ? <span class="we-muted">{p.words.none}</span> : null}
        {kinds.map((k) => (
          <SealChip key={k} kind={k} count={p.held[k]} name={p.name(k)} />
        ))}
      </div>
    </li>
  );
}
