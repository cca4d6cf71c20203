// The White Castle's table: your own domain first, then the main board (bridges with their dice and gardens, the
// castle's three floors, the Well, Outside the Walls, the training yards), then the other domains. Choose a die,
// then a highlighted space; the coins it costs or gains show in the decision bar beside Place. Every tap answers:
// a space the chosen die cannot take is sent so the rules say why, any other tap that stands for no move is
// explained.

import { useState } from 'preact/hooks';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { COLORS, GARDENS, OUTSIDE_ACTIONS, TOP_CARDS, YARD_TILES, YARDS } from '../data';
import type { CardRef, Space, WcMove, WcView } from '../rules/types';
import { Domain } from './Domain';
import { cardBlocks, cardName, DieChip, fxList, fxText, moveLabel, topName, yardTileName } from './labels';
import { legalOptions, type Target } from './legal-options';
import { TurnBar } from './TurnBar';
import './table.css';

type Place = Extract<WcMove, { kind: 'place' }>;
type Indexed = { readonly move: WcMove; readonly index: number };

/** More answers than this (castle actions over many rooms and colours) stay on the table instead of the bar. */
const BAR_MAX = 6;

export function Table({ view, viewer, legal, onMove, explain, seats, t }: TableProps<WcView, WcMove>) {
  const options = legalOptions(view, legal);
  const [picked, setPicked] = useState<string | null>(null);
  const [target, setTarget] = useState<Place | null>(null);
  const dieKey = picked && options.dice.has(picked) ? picked : null;
  const targets = dieKey ? options.targets(dieKey) : [];
  const chosen = target && targets.some((x) => JSON.stringify(x.move) === JSON.stringify(target)) ? target : null;
  const targetOf = (space: Space, act?: string): Target | undefined =>
    targets.find((x) => x.move.space === space && (act === undefined || x.move.act === act));
  const why = (code: string) => explain?.({ code });
  /** Why a space does nothing yet: no die chosen (or none to place at this step). */
  const noDie = () => why(options.dice.size > 0 ? 'ui.why-die-first' : 'ui.why-no-die');
  const placeAt = (space: Space, act?: Place['act']): Place | null =>
    dieKey
      ? { kind: 'place', bridge: Number(dieKey[0]), end: dieKey[2] === 'R' ? 'R' : 'L', space, ...(act ? { act } : {}) }
      : null;
  /** A legal target is chosen (Place next); any other space, with a die chosen, is sent so the rules say why not. */
  const tryPlace = (x: Target | undefined, space: Space, act?: Place['act']) => {
    const move = placeAt(space, act);
    if (x) setTarget(x.move);
    else if (move) onMove(move);
    else noDie();
  };
  const tapDie = (key: string, end: 'L' | 'R' | null) => {
    if (options.dice.has(key)) {
      setPicked(key);
      setTarget(null);
    } else if (options.dice.size === 0) why('ui.why-no-die');
    else why(end === null ? 'ui.why-middle-die' : 'ui.why-die-nowhere');
  };
  const legalClass = (x: Target | undefined, space: Space) =>
    x ? ` wc-legal${chosen?.space === space ? ' wc-chosen' : ''}` : '';
  const me = typeof viewer === 'number' ? viewer : -1;
  const dieRow = dieKey ? Number(dieKey[0]) : -1;
  const rowState = (row: number) => {
    if (row !== dieRow || !targetOf('d')) return 'no' as const;
    return chosen?.space === 'd' ? ('chosen' as const) : ('legal' as const);
  };
  // Bridge b holds the dice of COLORS[b], and a die goes only on the domain row of its colour.
  const onRow = (row: number) => {
    if (!dieKey) noDie();
    else if (row !== dieRow) why('ui.why-row-colour');
    else tryPlace(targetOf('d'), 'd');
  };

  const confirm = () => {
    if (!chosen) return;
    setPicked(null);
    setTarget(null);
    onMove(chosen);
  };
  const chosenDelta = chosen ? (targets.find((x) => JSON.stringify(x.move) === JSON.stringify(chosen))?.delta ?? 0) : 0;
  const spaceName = chosen
    ? t({ code: `space.${chosen.space}` }) + (chosen.act ? ` · ${t({ code: `term.${chosen.act}` })}` : '')
    : '';
  const preview = chosen
    ? t({
        code: chosenDelta < 0 ? 'ui.cost' : chosenDelta > 0 ? 'ui.gain' : 'ui.free',
        params: { space: spaceName, n: Math.abs(chosenDelta) },
      }) + (chosen.end === 'L' ? ` · ✦ ${t({ code: 'ui.lantern' })}` : '')
    : null;
  const others: Indexed[] = options.others.map((move, index) => ({ move, index }));
  const drafts = others.filter((x) => x.move.kind === 'draft');
  const trades = others.filter((x) => x.move.kind === 'trade');
  const answers = others.filter((x) => x.move.kind !== 'draft' && x.move.kind !== 'trade');
  const answersOnTable = answers.length > BAR_MAX;

  const room = (i: number) => {
    const r = view.rooms[i];
    if (!r) return null;
    const space = `r${i}` as Space;
    const x = targetOf(space);
    const ref: CardRef | null = r.card === null ? null : { k: i < 3 ? 'steward' : 'diplomat', id: r.card };
    const blocks = ref ? (cardBlocks(ref) ?? []) : [];
    return (
      <button
        type="button"
        key={i}
        class={`wc-room${legalClass(x, space)}`}
        data-testid={`space-${space}`}
        data-legal={x ? 'true' : 'false'}
        aria-disabled={x ? undefined : 'true'}
        onClick={() => tryPlace(x, space)}
      >
        <span class="wc-room-name">{t({ code: `space.${space}` })}</span>
        {ref ? <span class="wc-card-name">{cardName(t, ref)}</span> : <span>{t({ code: 'ui.empty' })}</span>}
        <span class="wc-blocks">
          {blocks.map((b, j) => (
            <span key={j} class={`wc-block ${b.dark ? 'wc-dark' : 'wc-lit'}`}>
              <span class={`wc-tile wc-die-${r.tiles[j]}`} role="img" aria-label={t({ code: `term.${r.tiles[j]}` })} />
              {fxList(t, b.fx)}
            </span>
          ))}
        </span>
        <span class="wc-dice">
          {r.dice.map((d, k) => (
            <DieChip key={k} die={d} t={t} owner={d.owner} color={seats[d.owner]?.color ?? ''} />
          ))}
        </span>
      </button>
    );
  };

  const top = TOP_CARDS[view.topCard - 1] ?? [];
  const bridges = (
    <section class="wc-bridges" aria-label={t({ code: 'ui.bridges' })} style={`--wc-dice: ${view.players.length + 1}`}>
      <h2 class="game-heading">
        {t({ code: 'ui.round', params: { round: Math.max(1, view.round) } })} · {t({ code: 'ui.bridges' })} /{' '}
        {t({ code: 'ui.gardens' })}
      </h2>
      {/* Before the first roll the bridges hold nothing yet: one quiet line says when dice come, instead of three
          empty die places. */}
      {view.phase === 'draft' ? (
        <p class="wc-bridge-note" data-testid="dice-later">
          {t({ code: 'ui.dice-later' })}
        </p>
      ) : null}
      {view.bridges.map((dice, b) => (
        <div key={b} class="wc-bridge-row">
          {dice.length === 0 ? (
            view.phase === 'draft' ? null : (
              <p class="wc-bridge-note" data-testid={`bridge-empty-${b}`}>
                {t({ code: 'ui.bridge-empty', params: { color: { term: `term.${COLORS[b]}` } } })}
              </p>
            )
          ) : (
            <fieldset class={`wc-bridge wc-bridge-${COLORS[b]}`}>
              <legend class="wc-hidden-label">
                {t({ code: 'ui.bridge-dice', params: { color: { term: `term.${COLORS[b]}` }, n: dice.length } })}
              </legend>
              {dice.map((d, k) => {
                const end = k === 0 ? 'L' : k === dice.length - 1 ? 'R' : null;
                const key = end ? `${b}-${end}` : `${b}-${k}`;
                const can = end !== null && options.dice.has(key);
                return (
                  <button
                    type="button"
                    key={k}
                    class={`wc-die-btn${can ? ' wc-legal' : ''}${dieKey === key && can ? ' wc-chosen' : ''}`}
                    aria-disabled={can ? undefined : 'true'}
                    data-testid={end ? `die-${b}-${end}` : undefined}
                    data-legal={can ? 'true' : 'false'}
                    onClick={() => tapDie(key, end)}
                  >
                    <DieChip die={d} t={t} />
                    {end === 'L' ? (
                      <span class="wc-lamp" title={t({ code: 'ui.lantern' })}>
                        ✦
                      </span>
                    ) : null}
                  </button>
                );
              })}
            </fieldset>
          )}
          <div class="wc-gardens">
            {(view.gardens[b] ?? []).map((id) => {
              const g = GARDENS[id - 1];
              return g ? (
                <div key={id} class={`wc-garden wc-garden-${g.kind}`} data-testid={`garden-${id}`}>
                  <strong>{cardName(t, { k: 'garden', id })}</strong> {g.food} {t({ code: 'term.food' })} → {g.points}★
                  · {fxList(t, g.fx)}
                  <span class="wc-marks">
                    {(view.gardeners[id - 1] ?? []).map((s) => (
                      <SeatMark key={s} seat={s} color={seats[s]?.color ?? ''} small />
                    ))}
                  </span>
                </div>
              ) : null;
            })}
          </div>
        </div>
      ))}
    </section>
  );

  const castle = (
    <section class="wc-castle" aria-label={t({ code: 'ui.castle' })}>
      <h2 class="game-heading">{t({ code: 'ui.castle' })}</h2>
      <div class="wc-floor wc-floor3">
        <span class="wc-floor-name">
          {t({ code: 'ui.floor3' })} · {topName(t, view.topCard)}
        </span>
        {top.map((item, i) => {
          const who = view.topTaken[i];
          return (
            <span key={i} class="wc-bonus">
              {fxText(t, item)}
              {who !== null && who !== undefined ? <SeatMark seat={who} color={seats[who]?.color ?? ''} small /> : null}
            </span>
          );
        })}
      </div>
      <div class="wc-floor">
        <span class="wc-floor-name">
          {t({ code: 'ui.floor2' })} · {t({ code: 'ui.deck', params: { n: view.diplomatsLeft } })}
        </span>
        <div class="wc-rooms">{[3, 4].map(room)}</div>
      </div>
      <div class="wc-floor">
        <span class="wc-floor-name">
          {t({ code: 'ui.floor1' })} · {t({ code: 'ui.deck', params: { n: view.stewardsLeft } })}
        </span>
        <div class="wc-rooms">{[0, 1, 2].map(room)}</div>
      </div>
      <div class="wc-grounds">
        {(() => {
          const x = targetOf('well');
          return (
            <button
              type="button"
              class={`wc-space${legalClass(x, 'well')}`}
              data-testid="space-well"
              data-legal={x ? 'true' : 'false'}
              aria-disabled={x ? undefined : 'true'}
              onClick={() => tryPlace(x, 'well')}
            >
              <strong>{t({ code: 'ui.well' })}</strong> (1) · {fxList(t, [{ e: 'gain', what: 'seal', n: 1 }])} +{' '}
              {view.wellTiles
                .map((r) =>
                  t({ code: r === 'any' ? 'fx.any' : 'fx.gain', params: { n: 1, what: t({ code: `term.${r}` }) } }),
                )
                .join(' + ')}
              <span class="wc-dice">
                {view.well.map((d, k) => (
                  <DieChip key={k} die={d} t={t} owner={d.owner} color={seats[d.owner]?.color ?? ''} />
                ))}
              </span>
            </button>
          );
        })()}
        {OUTSIDE_ACTIONS.map((acts, i) => {
          const space = `o${i}` as Space;
          return (
            <div key={i} class="wc-space">
              <strong>{t({ code: `space.${space}` })}</strong> (5)
              {acts.map((act) => {
                const x = targetOf(space, act);
                return (
                  <button
                    type="button"
                    key={act}
                    class={`game-btn wc-act${x ? ' wc-legal' : ''}${chosen?.space === space && chosen.act === act ? ' wc-chosen' : ''}`}
                    data-testid={`space-${space}-${act}`}
                    data-legal={x ? 'true' : 'false'}
                    aria-disabled={x ? undefined : 'true'}
                    onClick={() => tryPlace(x, space, act)}
                  >
                    {t({ code: `term.${act}` })}
                  </button>
                );
              })}
              <span class="wc-dice">
                {(view.outside[i] ?? []).map((d, k) => (
                  <DieChip key={k} die={d} t={t} owner={d.owner} color={seats[d.owner]?.color ?? ''} />
                ))}
              </span>
            </div>
          );
        })}
      </div>
      <div class="wc-yards">
        <span class="wc-floor-name">{t({ code: 'ui.yards' })}</span>
        {YARDS.map((y, i) => (
          <div key={i} class="wc-yard" data-testid={`yard-${i}`}>
            <strong>
              {i + 1}: {y.iron} {t({ code: 'term.iron' })} ×{y.points}
            </strong>{' '}
            {y.faces
              .map((face, k) => {
                const tile = YARD_TILES[(view.yards[i]?.tiles[k] ?? 1) - 1];
                return tile
                  ? `${yardTileName(t, tile.id)}: ${fxText(t, face === 'action' ? tile.action : tile.reward)}`
                  : '';
              })
              .join(' + ')}
            <span class="wc-marks">
              {(view.yards[i]?.warriors ?? []).map((s, k) => (
                <SeatMark key={k} seat={s} color={seats[s]?.color ?? ''} small />
              ))}
            </span>
          </div>
        ))}
      </div>
    </section>
  );

  const order = view.players.map((_, i) => i).filter((i) => i !== me);
  const answerButtons = (list: readonly Indexed[], testPrefix = 'choice') =>
    list.map(({ move, index }) => (
      <button
        type="button"
        key={index}
        class="game-btn wc-answer"
        data-testid={`${testPrefix}-${move.kind}-${index}`}
        data-legal="true"
        onClick={() => onMove(move)}
      >
        {moveLabel(t, view, move)}
      </button>
    ));

  return (
    <div class="game-table wc-table" data-testid="table" data-viewer={String(viewer)}>
      <TurnBar
        view={view}
        t={t}
        preview={preview}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
        answers={answersOnTable ? [] : answers}
        onMove={onMove}
      />
      {answersOnTable ? (
        <section class="wc-answers" aria-label={t({ code: 'ui.choices' })} data-testid="answers">
          {answerButtons(answers)}
        </section>
      ) : null}
      {drafts.length > 0 ? (
        <section class="wc-answers wc-draft" aria-label={t({ code: 'ui.choices' })} data-testid="draft">
          {answerButtons(drafts)}
        </section>
      ) : null}
      {me >= 0 ? (
        <div class="wc-mine-area">
          <Domain view={view} seat={me} seats={seats} t={t} own={{ rowState, onRow }}>
            {trades.length > 0 ? (
              // Seal trades are open at every choice of your turn: folded away beside your goods.
              <details class="wc-trades" data-testid="trades">
                <summary>{t({ code: 'ui.trades' })}</summary>
                {trades.map(({ move, index }) => (
                  <button
                    type="button"
                    key={index}
                    class="game-btn wc-trade"
                    data-testid={`choice-trade-${index}`}
                    onClick={() => onMove(move)}
                  >
                    {moveLabel(t, view, move)}
                  </button>
                ))}
              </details>
            ) : null}
          </Domain>
        </div>
      ) : null}
      <div class="wc-bridges-area">{bridges}</div>
      <div class="wc-castle-area">{castle}</div>
      <section class="wc-players">
        {order.map((seat) => (
          <Domain key={seat} view={view} seat={seat} seats={seats} t={t} />
        ))}
      </section>
      <p class="wc-muted wc-ours">{t({ code: 'ui.ours' })}</p>
    </div>
  );
}
