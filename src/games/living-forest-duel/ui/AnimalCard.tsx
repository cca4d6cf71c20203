// One guardian animal card: its name, season, the four element values, its herd icon and cost.

import { Phrases } from '../../../ui/Phrases';
import { animal, ELEMENTS } from '../data';

export interface AnimalCardProps {
  readonly id: number;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
  readonly showCost?: boolean;
  /** Elements with a token on this card. */
  readonly tokens?: readonly { readonly element: string; readonly seat: number }[];
  /** Shared-line cards counted by the token preview being looked at. */
  readonly counted?: boolean;
}

export function AnimalCard({ id, t, showCost, tokens = [], counted }: AnimalCardProps) {
  const a = animal(id);
  const season = a.season ?? 'neutral';
  return (
    <div class={`lf-animal lf-season-${season}${counted ? ' lf-counted' : ''}`} data-animal={id}>
      <span class="lf-animal-name">
        <Phrases text={`${a.season ? `${t(`term.${a.season}`)}・` : ''}${t(`animal.${a.name}`)}`} />
      </span>
      <span class="lf-values">
        {ELEMENTS.filter((e) => a.values[e] !== 0).map((e) => (
          <span key={e} class={`lf-el lf-el-${e}`}>
            {t(`term.${e}`)}
            {a.values[e]}
          </span>
        ))}
      </span>
      {a.herd ? <span class={`lf-herd lf-herd-${a.herd}`}>{t(`ui.${a.herd}`)}</span> : null}
      {showCost ? <span class="lf-cost">{t('ui.cost', { cost: a.cost })}</span> : null}
      {tokens.map((k) => (
        <span key={`${k.element}-${k.seat}`} class={`lf-token lf-token-${k.seat}`}>
          {k.seat + 1}:{t(`term.${k.element}`)}
        </span>
      ))}
    </div>
  );
}
