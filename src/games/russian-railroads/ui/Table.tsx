// Russian Railroads' table: the action board (spaces, costs, who is where), the current choice, and every seat's board
// with its three railroads, locomotives, industry track, factories, engineers and score.

import type { Seat } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { INDUSTRY, RAIL, RAILS, SPACES, TOKENS } from '../data';
import { colourAt, engineersShown, type RrMove, type RrPlayer, type RrView, reach, scoreOf, spaceOpen } from '../rules';
import { legalOptions, moveLabel } from './legal-options';
import './table.css';

type Props = TableProps<RrView, RrMove>;

function Mark({ seat, props }: { seat: Seat; props: Props }) {
  return <SeatMark seat={seat} color={props.seats[seat]?.color ?? ''} small />;
}

/**
 * The engineer display as a row: one engineer per round, left to right. This round's engineer is for hire (until
 * someone hires it), the next two are the engineer action spaces' actions, later ones wait; past ones were hired
 * (by the seat shown) or left unhired.
 */
function EngineerRow({ props }: { props: Props }) {
  const { view, t } = props;
  const shown = engineersShown(view);
  const owner = (n: number) => view.players.findIndex((pl) => pl.engineers.includes(n));
  return (
    <section class="rr-engineers" aria-label={t({ code: 'ui.engineerRow' })} data-testid="engineer-row">
      {view.engineerQueue.map((n, i) => {
        const who = owner(n);
        const state =
          i === view.round - 1 && shown.forHire === n
            ? 'hire'
            : n === shown.engA && i === view.round
              ? 'engA'
              : n === shown.engB && i === view.round + 1
                ? 'engB'
                : who >= 0
                  ? 'hired'
                  : i < view.round
                    ? 'gone'
                    : 'later';
        return (
          <div key={n} class={`rr-engineer rr-eng-${state}`} data-engineer={n} data-state={state}>
            <span class="rr-eng-head">
              <span class="rr-eng-round">{t({ code: 'ui.engRound', params: { n: i + 1 } })}</span>
              <strong>#{n}</strong>
              {who >= 0 ? <Mark seat={who} props={props} /> : null}
            </span>
            <span class="rr-eng-action">{t({ code: `engineer.${n}` })}</span>
            <span class="rr-eng-state">{t({ code: `ui.eng.${state}` })}</span>
          </div>
        );
      })}
    </section>
  );
}

function Board({ props }: { props: Props }) {
  const { view, t } = props;
  const opts = legalOptions(props.legal);
  const shown = engineersShown(view);
  const engineerNote = (id: string) => {
    const n = id === 'hire' ? shown.forHire : id === 'engA' ? shown.engA : id === 'engB' ? shown.engB : null;
    return n === null ? null : <span class="rr-eng">#{n}</span>;
  };
  return (
    <section class="rr-board" aria-label={t({ code: 'ui.board' })} data-testid="action-board">
      {SPACES.filter((sp) => spaceOpen(view, sp.id)).map((sp) => {
        const moves = opts.spaces.get(sp.id) ?? [];
        const who = view.occupied[sp.id] ?? [];
        return (
          <div key={sp.id} class={`rr-space${moves.length ? ' rr-legal' : ''}`} data-space={sp.id}>
            <button
              type="button"
              class="rr-space-btn"
              data-testid={`space-${sp.id}`}
              data-legal={moves.length > 0 ? 'true' : 'false'}
              disabled={moves.length === 0}
              onClick={() => moves[0] && props.onMove(moves[0])}
            >
              <span class="rr-space-name">{t({ code: `space.${sp.id}` })}</span>
              <span class="rr-cost">
                {sp.coinOnly
                  ? t({ code: 'ui.rubles', params: { n: sp.cost } })
                  : t({ code: 'ui.cost', params: { n: sp.cost } })}
                {sp.coinCost ? ` + ${t({ code: 'ui.rubles', params: { n: sp.coinCost } })}` : ''}
              </span>
              {engineerNote(sp.id)}
            </button>
            <span class="rr-who">
              {who.map((s, i) => (
                <Mark key={`${s}-${i}`} seat={s} props={props} />
              ))}
            </span>
            <span class="rr-pays">
              {moves.slice(1).map((m) => (
                <button key={JSON.stringify(m)} type="button" class="game-btn rr-pay" onClick={() => props.onMove(m)}>
                  {t(moveLabel(m))}
                </button>
              ))}
            </span>
          </div>
        );
      })}
    </section>
  );
}

function Rail({ pl, rail, doublers }: { pl: RrPlayer; rail: (typeof RAILS)[number]; doublers: number }) {
  const r = reach(pl, rail);
  return (
    <div class="rr-rail" data-rail={rail}>
      {Array.from({ length: RAIL[rail].length }, (_, i) => {
        const c = colourAt(pl, rail, i + 1);
        const dbl = rail === 'ts' && i < doublers;
        return (
          <span key={i} class={`rr-cell rr-c${c}${i < r ? ' rr-reach' : ''}${dbl ? ' rr-dbl' : ''}`} title={`${i + 1}`}>
            {dbl ? '×2' : i + 1}
          </span>
        );
      })}
    </div>
  );
}

function PlayerBoard({ seat, props }: { seat: Seat; props: Props }) {
  const { view, t } = props;
  const pl = view.players[seat] as RrPlayer;
  const workers = pl.workers + pl.extra + (pl.blackWorker ? 1 : 0) + pl.temp - pl.used;
  return (
    <section
      class={`rr-player${view.current === seat ? ' rr-current' : ''}`}
      data-seat={seat}
      data-testid={`board-${seat}`}
    >
      <header class="rr-player-head">
        <Mark seat={seat} props={props} />
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

export function Table(props: Props) {
  const { view, t } = props;
  const opts = legalOptions(props.legal);
  return (
    <div class="game-table rr-table">
      <h2 class="game-heading">
        {t({ code: 'ui.round', params: { round: view.round, rounds: view.rounds } })} · {t({ code: 'ui.order' })}:{' '}
        {view.order.map((s) => (
          <Mark key={s} seat={s} props={props} />
        ))}
      </h2>
      {opts.choices.length > 0 ? (
        <section class="rr-choices" aria-label={t({ code: 'ui.choices' })}>
          {opts.choices.map(({ move, label }, i) => (
            <button
              key={JSON.stringify(move)}
              type="button"
              class="game-btn"
              data-testid={`choice-${i}`}
              data-move={move.kind}
              onClick={() => props.onMove(move)}
            >
              {t(label)}
            </button>
          ))}
        </section>
      ) : null}
      <EngineerRow props={props} />
      <Board props={props} />
      <div class="rr-players">
        {view.order.map((s) => (
          <PlayerBoard key={s} seat={s} props={props} />
        ))}
      </div>
    </div>
  );
}
