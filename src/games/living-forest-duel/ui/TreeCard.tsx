// A tree card face: its element, cost and bonus; its rivers drawn as blue bars on those edges.

import { isLake, tree } from '../data';

export interface TreeCardProps {
  readonly id: string;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
  /** Cards under this one (covered trees). */
  readonly under?: number;
}

export function TreeCard({ id, t, under = 0 }: TreeCardProps) {
  if (isLake(id)) {
    return (
      <div class="lf-tree lf-lake lf-r-N lf-r-E lf-r-S lf-r-W">
        <span>{t('ui.lake')}</span>
      </div>
    );
  }
  const d = tree(id);
  const rivers = d.rivers.map((r) => ` lf-r-${r}`).join('');
  return (
    <div class={`lf-tree lf-el-${d.pile}${rivers}`} data-tree={id}>
      <span class="lf-tree-el">{t(`term.${d.pile}`)}</span>
      <span class="lf-tree-bonus">{t(`ui.bonus-${d.bonus}`)}</span>
      <span class="lf-tree-cost">{d.cost}</span>
      {under > 0 ? <span class="lf-tree-under">+{under}</span> : null}
    </div>
  );
}
