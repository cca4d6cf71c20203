// One seat's public record: name with seat colour and number, crown, gold, cards, revealed characters and city.

import type { Seat } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import type { CtMove, CtView } from '../rules/types';
import { DistrictCard } from './DistrictCard';
import { destroyKey, type LegalOptions } from './legal-options';

interface Props {
  readonly seat: Seat;
  readonly view: CtView;
  readonly info: SeatInfo | undefined;
  readonly options: LegalOptions;
  readonly warlord: boolean;
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string, params?: Record<string, number>) => string;
}

export function SeatPanel({ seat, view, info, options, warlord, onMove, name }: Props) {
  const city = view.cities[seat] ?? [];
  const active = view.turn?.seat === seat || view.draftStep?.seat === seat || view.graveyard?.seat === seat;
  const chars = view.revealed.filter((r) => r.seat === seat);
  return (
    <li class={`ct-seat${active ? ' ct-active' : ''}`} data-testid={`seat-${seat}`}>
      <div class="ct-seat-name">
        <SeatMark seat={seat} color={info?.color ?? ''} />
        <strong>{info?.name ?? `#${seat + 1}`}</strong>
        {view.crown === seat ? <span class="ct-tag ct-crown">♔ {name('ui.crown')}</span> : null}
        {view.firstComplete === seat ? <span class="ct-tag">{name('ui.first')}</span> : null}
        {Array.from({ length: Math.max(0, (view.charCounts[seat] ?? 0) - chars.length) }, (_, i) => (
          <span key={`hidden-${i}`} class="ct-tag" title={name('ui.hidden-char')}>
            ? {name('ui.hidden-char')}
          </span>
        ))}
        {chars.map((r) => (
          <span key={r.rank} class="ct-tag ct-char-tag">
            {r.rank} {name(`char.${r.rank}`)}
            {view.killed === r.rank ? ` ✝ ${name('ui.killed')}` : ''}
          </span>
        ))}
      </div>
      <div class="ct-seat-stats">
        <span>{name('ui.gold', { count: view.gold[seat] ?? 0 })}</span>
        <span>{name('ui.cards', { count: view.handCounts[seat] ?? 0 })}</span>
        <span>{name('ui.districts', { count: city.length })}</span>
      </div>
      <div class="ct-city">
        {city.length === 0 ? <span class="ct-muted">{name('ui.empty-city')}</span> : null}
        {city.map((b) =>
          warlord && seat !== view.viewer ? (
            <DistrictCard
              key={b.card}
              card={b.card}
              name={name}
              testId={`destroy-${seat}-${b.card}`}
              legal={options.destroy.has(destroyKey(seat, b.card))}
              onClick={() => onMove({ kind: 'destroy', seat, card: b.card })}
            />
          ) : (
            <DistrictCard key={b.card} card={b.card} name={name} />
          ),
        )}
      </div>
    </li>
  );
}
