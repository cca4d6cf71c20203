// The White Castle's table: every space a die may go to first (the bridges' dice with your own domain rows beside
// them, the castle's floors, the Well, Outside the Walls), then the rest of your domain, the training yards, the
// gardens and the other domains.
// Choose a die, then a highlighted space; the coins it costs or gains show in the decision bar beside Place. Every
// tap answers: a space the chosen die cannot take is sent so the rules say why, any other tap is explained; garden
// cards, training yards and 3rd-floor bonus spaces answer their questions too (pick.ts).

import { useState } from 'preact/hooks';
import { jsonEqual } from '../../../engine/json';
import type { TableProps } from '../../../ui/table-props';
import type { Space, WcMove, WcView } from '../rules/types';
import { Bridges } from './Bridges';
import { Castle } from './Castle';
import { Domain, OwnRow } from './Domain';
import { Gardens } from './Gardens';
import { moveLabel } from './labels';
import { legalOptions, type Target } from './legal-options';
import { pickFor } from './pick';
import { TurnBar } from './TurnBar';
import { Yards } from './Yards';
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
  const chosen = target && targets.some((x) => jsonEqual(x.move, target)) ? target : null;
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
  const chosenDelta = chosen ? (targets.find((x) => jsonEqual(x.move, chosen))?.delta ?? 0) : 0;
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

  const pick = pickFor(view, legal, onMove, (msg) => explain?.(msg));

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
        round={t({ code: 'ui.round', params: { round: Math.max(1, view.round) } })}
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
      <div class="wc-bridges-area">
        <Bridges
          view={view}
          t={t}
          dice={options.dice}
          chosen={dieKey}
          onDie={tapDie}
          row={
            me >= 0
              ? (b) => (
                  <OwnRow
                    view={view}
                    seat={me}
                    t={t}
                    color={seats[me]?.color ?? ''}
                    row={b}
                    state={rowState(b)}
                    onRow={onRow}
                  />
                )
              : undefined
          }
        />
      </div>
      <div class="wc-castle-area">
        <Castle view={view} t={t} seats={seats} chosen={chosen} targetOf={targetOf} onSpace={tryPlace} pick={pick} />
      </div>
      {me >= 0 ? (
        <div class="wc-mine-area">
          <Domain view={view} seat={me} seats={seats} t={t} mine>
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
      <div class="wc-yards-area">
        <Yards view={view} t={t} seats={seats} pick={pick} />
      </div>
      <div class="wc-gardens-area">
        <Gardens view={view} t={t} seats={seats} pick={pick} />
      </div>
      <section class="wc-players">
        {order.map((seat) => (
          <Domain key={seat} view={view} seat={seat} seats={seats} t={t} />
        ))}
      </section>
      <p class="wc-muted wc-ours">{t({ code: 'ui.ours' })}</p>
    </div>
  );
}
