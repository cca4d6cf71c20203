// Altay's table words: short resource and terrain marks, the cost line, and the labels of move buttons.

import type { Message } from '../../../engine/game';
import type { TableProps } from '../../../ui/table-props';
import type { CardOption, CostSym } from '../data';
import type { AlMove, AlView } from '../rules';

export type AlTableProps = TableProps<AlView, AlMove>;

/** Short resource marks in the viewer's language (letters or kanji; emoji fonts are missing on some devices).
 * Filled in place by `setResMarks` when the table renders, so every panel reads the same marks. */
export const RES_MARK: string[] = ['F', 'W', 'M', 'S', 'C'];
export const TERRAIN_MARK: Record<string, string> = { farm: '≋', forest: '♣', hill: '⌒', mountain: '▲' };

export type T = (msg: Message) => string;
export const tc = (t: T, code: string, params?: Message['params']) => t(params ? { code, params } : { code });
export const costText = (cost: readonly CostSym[]) =>
  cost.map((c) => (c === 'X' ? `(${RES_MARK[1]}/${RES_MARK[2]}/${RES_MARK[3]})` : RES_MARK[c])).join('');

export function setResMarks(t: T): void {
  for (let r = 0; r < 5; r++) RES_MARK[r] = tc(t, `res.s${r}`);
}

export function optionLabel(t: T, o: CardOption, m: AlMove): string {
  switch (o.op) {
    case 'gain':
      return `${tc(t, 'ui.opt.gain', { n: o.n, res: { term: `res.${o.res}` } })}${o.terrain ? ` (${TERRAIN_MARK[o.terrain]})` : ''}`;
    case 'atk':
    case 'def':
      return tc(t, `ui.opt.${o.op}`, { n: o.n });
    case 'shaman':
      return tc(t, 'ui.opt.shaman', { res: { term: `res.${m.kind === 'play' ? (m.res ?? 0) : 0}` } });
    default:
      return tc(t, `ui.opt.${o.op}`);
  }
}

export function buttonLabel(t: T, v: AlView, m: AlMove): string {
  switch (m.kind) {
    case 'attack':
      return tc(t, 'ui.attack-from', { from: m.from + 1, to: m.to + 1 });
    case 'contribute':
      return `${RES_MARK[m.res]} → ${tc(t, 'ui.dev')}`;
    case 'abandon':
      return tc(t, 'ui.abandon');
    case 'ability':
      if (m.key === 'commerce')
        return tc(t, 'ui.commerce', { from: RES_MARK[m.from ?? 0] ?? '', to: RES_MARK[m.to ?? 0] ?? '' });
      if (m.key === 'religion') return tc(t, 'ui.religion', { from: (m.from ?? 0) + 1, to: (m.to ?? 0) + 1 });
      if (m.key === 'philosophy') return tc(t, 'ui.philosophy');
      return `${tc(t, `ui.${m.key}`)}: ${tc(t, `card.${v.cards[m.card ?? 0]?.t ?? 'hunter'}`)}`;
    case 'end':
      return m.keep === null
        ? tc(t, 'ui.end-turn')
        : tc(t, 'ui.keep', { card: { term: `card.${v.cards[m.keep]?.t ?? 'hunter'}` } });
    case 'hold':
      return tc(t, 'ui.hold');
    case 'people':
      return tc(t, `people.${m.people}`);
    default:
      return m.kind;
  }
}
