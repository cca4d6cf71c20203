// One seat's board in Russian Railroads: its three railroads (colour reached per space, doublers on the
// Trans-Siberian), the industry track with its factories and marker, locomotives, engineers, tokens and score.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { INDUSTRY, RAIL, RAILS, TOKENS } from '../data';
import { colourAt, type RrMove, type RrPlayer, type RrView, reach, scoreOf } from '../rules';

type Props = TableProps<RrView, RrMove>;

function Rail({ pl, rail, doublers }: { pl: RrPlayer; rail: (typeof RAILS)[number]; doublers: number }) {
  const r = reach(pl, rail);
  return (
    <div class="rr-rail" data-rail={rail}>
      {Array.from({ length: RAIL[rail].length }, (_, i) => {
        const c = colourAt(pl, rail, i + 1);
        const dbl = rail === 'ts' && i < doublers;
        return (
          <span
            key={i}
            class={`rr-cell${c === null ? '' : ` rr-c${c}`}${i < r ? ' rr-reach' : ''}${dbl ? ' rr-dbl' : ''}`}
            title={`${i + 1}`}
          >
            {dbl ? '×2' : i + 1}
          </span>
        );
      })}
    </div>
  );
}

/** `mine`: the viewer's own board, drawn first and marked so. */
export function PlayerBoard({ seat, mine, props }: { seat: Seat; mine: boolean; props: Props }) {
  const { view, t } = props;
  const pl = assertDefined(view.players[seat], `board ${seat}`);
  const workers = pl.workers + pl.extra + (pl.blackWorker ? 1 : 0) + pl.temp - pl.used;
  return (
    <section
      class={`rr-player${view.current === seat ? ' rr-current' : ''}${mine ? ' rr-mine' : ''}`}
      data-seat={seat}
      data-testid={`board-${seat}`}
    >
      <header class="rr-player-head">
        <SeatMark seat={seat} color={props.seats[seat]?.color ?? ''} small />
        <strong>{props.seats[seat]?.name}</strong>
        <span>{t({ code: 'ui.score', params: { n: scoreOf(pl) } })}</span>
        <span>{t({ code: 'ui.workers', params: { n: workers } })}</span>
        <span>{t({ code: 'ui.rubles', params: { n: pl.coins } })}</span>
        <span>{t({ code: 'ui.doublers', params: { n: pl.doublers } })}</span>
        {pl.passed ? <span class="rr-passed">{t({ code: 'ui.passed' })}</span> : null}
      </header>
      {RAILS.map((rail) => (
        <div key={rail} class="rr-rail-row">
          <span class="rr-rail-name">
            {t({ code: `rail.${rail}` })} · {t({ code: 'ui.reach', params: { n: reach(pl, rail) } })}
          </span>
          <Rail pl={pl} rail={rail} doublers={pl.doublers} />
        </div>
      ))}
      <div class="rr-rail-row">
        <span class="rr-rail-name">{t({ code: 'ui.industry' })}</span>
        <div class="rr-rail">
          {INDUSTRY.map((v, i) => {
            const gap = INDUSTRY.slice(0, i + 1).filter((x) => x === 'G').length - 1;
            const f = v === 'G' ? pl.gaps[gap] : null;
            const here = pl.markers.filter((m) => m === i).length;
            return (
              <span key={i} class={`rr-cell rr-ind${v === 'G' ? ' rr-gap' : ''}${here ? ' rr-marker' : ''}`}>
                {v === 'G' ? (f ? `F${f}` : '□') : String(v)}
                {here ? '●' : ''}
              </span>
            );
          })}
        </div>
      </div>
      <div class="rr-facts">
        <span>
          {t({ code: 'ui.locos' })}: {pl.locos.ts0}+{pl.locos.ts1} / {pl.locos.sp} / {pl.locos.kiev}
        </span>
        <span>
          {t({ code: 'ui.engineers' })}: {pl.engineers.map((n) => `#${n}`).join(' ') || '–'}
        </span>
        <span>{t({ code: 'ui.tokensLeft', params: { n: pl.tokens.length } })}</span>
        {TOKENS.filter((x) => !pl.tokens.includes(x)).map((x) => (
          <span key={x} class="rr-chip">
            {t({ code: `token.${x}` })}
          </span>
        ))}
        {pl.endBonus.map((x) => (
          <span key={x} class="rr-chip">
            {t({ code: `end.${x}` })}
          </span>
        ))}
      </div>
    </section>
  );
}
