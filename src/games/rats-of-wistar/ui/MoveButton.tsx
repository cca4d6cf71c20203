// Rats of Wistar: what a move button says — the symbol and the move in words, costs included.

import type { TableProps } from '../../../ui/table-props';
import { ABILITIES } from '../data';
import type { RwMove, RwView } from '../rules/types';
import { InventionCard, invOf as inv } from './Cards';
import { BONUS_ICON, REGION_ICON, Sym } from './icons';
import { words } from './words';

type Props = TableProps<RwView, RwMove>;

export function MoveButtonBody({ m, v, t, lang }: { m: RwMove; v: RwView; t: Props['t']; lang: string }) {
  const W = words(t, lang);
  const T = (code: string, params: Record<string, string | number> = {}) => t({ code, params });
  switch (m.kind) {
    case 'main':
      return <>{T('ui.main')}</>;
    case 'bonus': {
      const ask = v.asks[v.asks.length - 1];
      const b = ask?.kind === 'turn' ? ask.bonuses[m.index] : undefined;
      return b ? <Sym name={BONUS_ICON[b] ?? 'play'}>{W.bonus(b)}</Sym> : m.kind;
    }
    case 'endTurn':
      return <>{T('ui.end-turn')}</>;
    case 'finish':
      return <>{T('ui.finish')}</>;
    case 'buyWild':
    case 'buyPower': {
      const pay = [
        ...(m.wood || m.metal ? [W.gain({ wood: m.wood, metal: m.metal })] : []),
        ...(m.discard.length ? [T('ui.discard', { cards: m.discard.map((c) => `#${inv(c).id}`).join(W.sep) })] : []),
      ].join(W.sep);
      return (
        <Sym name={m.kind === 'buyWild' ? 'wild' : 'power'}>
          {T(m.kind === 'buyWild' ? 'ui.buy-wild' : 'ui.buy-power', { pay })}
        </Sym>
      );
    }
    case 'moveToken':
    case 'shift':
      return (
        <Sym name="move">
          {T(`region.${m.from}`)} → {T(`region.${m.to}`)}
        </Sym>
      );
    case 'deploy':
      return (
        <Sym name={REGION_ICON[m.to] ?? 'burrow'}>
          {T('ui.entrance')} → {T(`region.${m.to}`)}
        </Sym>
      );
    case 'tent':
      return <Sym name="tent">{T('ui.tent')}</Sym>;
    case 'objective':
      return <Sym name="mission">{T('ui.objective-claim', { n: m.index + 1 })}</Sym>;
    case 'once':
    case 'play':
      return (
        <span class="rw-col">
          <span>{T(m.kind === 'once' ? 'ui.once' : 'ui.play')}</span>
          <InventionCard c={m.card} t={t} lang={lang} />
        </span>
      );
    case 'dig':
      return (
        <Sym name="room">
          {T('action.dig')} ({W.gain({ metal: 2 })})
        </Sym>
      );
    case 'bed':
      return (
        <Sym name="bed">
          {T('action.bed')} ({W.gain({ wood: 2 })})
        </Sym>
      );
    case 'potion':
      return <Sym name="potion">{T(`potion.${m.pick}`)}</Sym>;
    case 'cube': {
      const ab = ABILITIES[m.track][m.index];
      const perk = ab ? W.perk(ab) : '';
      return (
        <>
          {T('ui.cube', { track: T(`track.${m.track}`), n: m.index + 1, perk })}
          {ab?.cost ? T('ui.cube-cost', { pay: W.gain(ab.cost) }) : ''}
        </>
      );
    }
    case 'draft': {
      const pair = v.pairs[m.pair];
      return pair ? (
        <span class="rw-col">
          <span>{T('ui.draft')}</span>
          <InventionCard c={pair[0]} t={t} lang={lang} />
          <InventionCard c={pair[1]} t={t} lang={lang} />
        </span>
      ) : (
        m.kind
      );
    }
    default:
      return <>{m.kind}</>;
  }
}
