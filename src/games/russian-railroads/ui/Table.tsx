// Russian Railroads' table: the action board (spaces, costs, who is where), the engineer display and every seat's
// board, the viewer's own first. The current choice's answers go to the frame's decision bar; a long list of them
// (track moves) stays on the table just above the viewer's railroads, which it is about.

import { useState } from 'preact/hooks';
import type { Message, Seat } from '../../../engine/game';
import { type BarActionKind, BarActions, BarButton, BarStatus } from '../../../ui/decision-bar';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { SPACES, type Space, type SpaceId, spaceOf } from '../data';
import { engineersShown, occupants, type RrMove, type RrView, spaceOpen } from '../rules';
import { legalOptions, moveLabel } from './legal-options';
import { PlayerBoard } from './PlayerBoard';
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

/**
 * The placement a tap on a space that is not legal now stands for: workers only (rubles on a ruble-only space).
 * It is sent anyway, so the rules say in words why not (taken, too few workers, another choice comes first).
 */
function tryPlace(sp: Space): RrMove {
  return { kind: 'place', space: sp.id, coins: sp.coinOnly ? sp.cost : 0 };
}

/** A space's label in the decision bar when there are several ways to pay for it: workers, rubles, the black one. */
function payLabel(m: RrMove): Message {
  if (m.kind === 'place' && m.coins === 0 && !m.black) return { code: 'ui.cost', params: { n: spaceOf(m.space).cost } };
  return moveLabel(m);
}

interface BoardProps {
  readonly props: Props;
  /** The space chosen whose ways to pay wait in the bar, or null. */
  readonly picked: SpaceId | null;
  readonly onPick: (space: SpaceId) => void;
}

/**
 * The action spaces, each one target at least 44 px high. A space with one legal placement places at once; one with
 * several (rubles or the black worker may stand in) is picked and its ways to pay go to the bar.
 */
function Board({ props, picked, onPick }: BoardProps) {
  const { view, t } = props;
  const opts = legalOptions(props.legal);
  const shown = engineersShown(view);
  const engineerNote = (id: string) => {
    const n = id === 'hire' ? shown.forHire : id === 'engA' ? shown.engA : id === 'engB' ? shown.engB : null;
    return n === null ? null : <span class="rr-eng"> · #{n}</span>;
  };
  const tap = (sp: Space, moves: readonly RrMove[]) => {
    const only = moves.length === 1 ? moves[0] : undefined;
    if (only) props.onMove(only);
    else if (moves.length > 1) onPick(sp.id);
    else props.onMove(tryPlace(sp));
  };
  return (
    <section class="rr-board" aria-label={t({ code: 'ui.board' })} data-testid="action-board">
      {SPACES.filter((sp) => spaceOpen(view, sp.id)).map((sp) => {
        const moves = opts.spaces.get(sp.id) ?? [];
        const who = occupants(view, sp.id);
        const legal = moves.length > 0;
        return (
          <button
            key={sp.id}
            type="button"
            class={`rr-space${legal ? ' rr-legal' : ''}${picked === sp.id ? ' rr-picked' : ''}`}
            data-space={sp.id}
            data-testid={`space-${sp.id}`}
            data-legal={legal ? 'true' : 'false'}
            aria-disabled={legal ? undefined : 'true'}
            aria-pressed={picked === sp.id ? 'true' : undefined}
            onClick={() => tap(sp, moves)}
          >
            <span class="rr-space-name">{t({ code: `space.${sp.id}` })}</span>
            <span class="rr-cost">
              {sp.coinOnly
                ? t({ code: 'ui.rubles', params: { n: sp.cost } })
                : t({ code: 'ui.cost', params: { n: sp.cost } })}
              {sp.coinCost ? ` + ${t({ code: 'ui.rubles', params: { n: sp.coinCost } })}` : ''}
              {engineerNote(sp.id)}
              {who.length > 0 ? (
                <span class="rr-who">
                  {who.map((s, i) => (
                    <Mark key={`${s}-${i}`} seat={s} props={props} />
                  ))}
                </span>
              ) : null}
            </span>
          </button>
        );
      })}
    </section>
  );
}

/** Pass and skip close a step; other answers are choices. */
function barKind(m: RrMove): BarActionKind {
  return m.kind === 'pass' ? 'pass' : m.kind === 'skip' ? 'skip' : 'choice';
}

/** More answers than this (track moves over many rails and colours) stay on the table instead of the bar. */
const BAR_MAX = 6;

function Choices({ choices, props }: { choices: readonly { move: RrMove; label: Message }[]; props: Props }) {
  return (
    <section class="rr-choices" aria-label={props.t({ code: 'ui.choices' })} data-testid="choices">
      {choices.map(({ move, label }) => (
        <button
          key={JSON.stringify(move)}
          type="button"
          class="game-btn rr-choice"
          data-testid={`choice-${props.legal.indexOf(move)}`}
          data-move={move.kind}
          data-legal="true"
          onClick={() => props.onMove(move)}
        >
          {props.t(label)}
        </button>
      ))}
    </section>
  );
}

/** The decision's answers in the bar: the picked space's ways to pay (and cancel), else the short answers. */
function BarAnswers({ props, pays, inBar, onCancel }: BarAnswersProps) {
  const { t } = props;
  const list =
    pays.length > 1
      ? pays.map((move) => ({ move, label: payLabel(move), kind: 'choice' as const }))
      : inBar.map(({ move, label }) => ({ move, label, kind: barKind(move) }));
  if (list.length === 0) return null;
  return (
    <BarActions>
      {list.map(({ move, label, kind }) => (
        <BarButton
          key={JSON.stringify(move)}
          kind={kind}
          testId={`choice-${props.legal.indexOf(move)}`}
          onClick={() => props.onMove(move)}
        >
          {t(label)}
        </BarButton>
      ))}
      {pays.length > 1 ? (
        <BarButton kind="cancel" testId="cancel" onClick={onCancel}>
          {t({ code: 'ui.cancel' })}
        </BarButton>
      ) : null}
    </BarActions>
  );
}

interface BarAnswersProps {
  readonly props: Props;
  readonly pays: readonly RrMove[];
  readonly inBar: readonly { move: RrMove; label: Message }[];
  readonly onCancel: () => void;
}

export function Table(props: Props) {
  const { view, viewer, t } = props;
  const opts = legalOptions(props.legal);
  const [picked, setPicked] = useState<SpaceId | null>(null);
  // A pick lasts while that space still has several legal ways to pay (a move or another viewer ends it).
  const pays = picked === null ? [] : (opts.spaces.get(picked) ?? []);
  const pick = pays.length > 1 ? picked : null;
  const closing = opts.choices.filter((c) => barKind(c.move) !== 'choice');
  const answers = opts.choices.filter((c) => barKind(c.move) === 'choice');
  const onTable = answers.length > BAR_MAX;
  const inBar = onTable ? closing : [...answers, ...closing];
  const me = typeof viewer === 'number' ? viewer : view.current;
  const others = view.order.filter((s) => s !== me);
  const spaceName = pick === null ? '' : t({ code: `space.${pick}` });
  return (
    <div class="game-table rr-table">
      <BarStatus>
        {pick === null
          ? t({ code: 'ui.round', params: { round: view.round, rounds: view.rounds } })
          : t({ code: 'ui.howToPay', params: { space: spaceName } })}
      </BarStatus>
      <BarAnswers props={props} pays={pick === null ? [] : pays} inBar={inBar} onCancel={() => setPicked(null)} />
      <div class="rr-layout">
        <div class="rr-board-area">
          <Board props={props} picked={pick} onPick={setPicked} />
        </div>
        <div class="rr-mine-area">
          {onTable ? <Choices choices={answers} props={props} /> : null}
          <PlayerBoard seat={me} mine props={props} />
        </div>
        <div class="rr-eng-area">
          <EngineerRow props={props} />
        </div>
        <div class="rr-others">
          <h2 class="game-heading rr-order">
            {t({ code: 'ui.order' })}:{' '}
            {view.order.map((s) => (
              <Mark key={s} seat={s} props={props} />
            ))}
          </h2>
          {others.map((s) => (
            <PlayerBoard key={s} seat={s} mine={false} props={props} />
          ))}
        </div>
      </div>
    </div>
  );
}
