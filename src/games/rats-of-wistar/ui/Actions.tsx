// Rats of Wistar's answers that are not a space on the table: the step buttons (end the turn, finish, the main
// action, then a bonus, dig, build, a potion or a tent, while the bar has room for four) go to the frame's decision
// bar; the answers that hold whole cards (a draft pair, a card to play, a cube), the rat moves, the answers the bar
// has no room for and the many ways to pay stay on the table.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { type BarActionKind, BarActions, BarButton } from '../../../ui/decision-bar';
import type { TableProps } from '../../../ui/table-props';
import type { PlayerView, RwMove, RwView } from '../rules/types';
import { Sym } from './icons';
import type { LegalOptions } from './legal-options';
import { MoveButtonBody } from './MoveButton';
import { words } from './words';

type Props = TableProps<RwView, RwMove>;
export interface ActionParts {
  readonly v: RwView;
  readonly me: PlayerView | null;
  readonly opts: LegalOptions;
  readonly onMove: (m: RwMove) => void;
  readonly t: Props['t'];
  readonly lang: string;
}

/**
 * What goes to the bar first: ending the step, then the main action, then the bonuses and the other step answers.
 * The rat moves (often six, with long labels) stay on the table: in the bar they pushed it off a phone's screen.
 */
const BAR_ORDER: readonly (readonly RwMove['kind'][])[] = [
  ['endTurn', 'finish', 'main'],
  ['bonus', 'dig', 'bed', 'potion', 'tent'],
];
/** The bar holds at most this many answers (more would push it off a phone's screen); the rest stay on the table. */
const BAR_MAX = 4;

/** The legal buttons split between the decision bar and the table, a whole group at a time. */
export function splitButtons(buttons: readonly RwMove[]): { bar: RwMove[]; table: RwMove[] } {
  const bar: RwMove[] = [];
  let full = false;
  for (const group of BAR_ORDER) {
    const ms = buttons.filter((m) => group.includes(m.kind));
    if (!full && bar.length + ms.length <= BAR_MAX) bar.push(...ms);
    else if (ms.length > 0) full = true;
  }
  return { bar, table: buttons.filter((m) => !bar.includes(m)) };
}

const barKind = (m: RwMove): BarActionKind => (m.kind === 'endTurn' || m.kind === 'finish' ? 'done' : 'choice');

/** The step buttons in the decision bar; test ids name the move and its place among its kind. */
export function BarMoves({ moves, v, onMove, t, lang }: { moves: readonly RwMove[] } & ActionParts) {
  const seen = new Map<string, number>();
  return (
    <BarActions>
      {moves.map((m) => {
        const n = seen.get(m.kind) ?? 0;
        seen.set(m.kind, n + 1);
        return (
          <BarButton
            key={JSON.stringify(m)}
            kind={barKind(m)}
            primary={m.kind === 'main'}
            testId={`rw-do-${m.kind}-${n}`}
            onClick={() => onMove(m)}
          >
            <MoveButtonBody m={m} v={v} t={t} lang={lang} />
          </BarButton>
        );
      })}
    </BarActions>
  );
}

/** A folded list of ways to pay: its buttons exist only while it is open (closed, nothing in it can be tapped). */
function PayGroup({ kind, children }: { kind: string; children: [ComponentChildren, ComponentChildren] }) {
  const [open, setOpen] = useState(false);
  return (
    <details class="rw-pay" data-testid={`rw-pay-${kind}`} open={open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own toggle (Enter and Space click it) */}
      <summary
        class="game-btn"
        onClick={(e) => {
          e.preventDefault();
          setOpen(!open);
        }}
      >
        {children[0]}
      </summary>
      {open ? <div class="rw-pay-list">{children[1]}</div> : null}
    </details>
  );
}

/** The answers that stay on the table: cards to take or play, cubes, and the many ways to pay fold away. */
export function TableMoves(props: { moves: readonly RwMove[]; focus: boolean } & ActionParts) {
  const { moves, focus, v, me, opts, onMove, t, lang } = props;
  const W = words(t, lang);
  // A way to pay is drawn only in its opened list; it is not a target the view should follow.
  const button = (m: RwMove, folded = false) => (
    <button
      key={JSON.stringify(m)}
      type="button"
      class="game-btn rw-legal"
      data-legal={folded ? undefined : 'true'}
      data-move={m.kind}
      onClick={() => onMove(m)}
    >
      <MoveButtonBody m={m} v={v} t={t} lang={lang} />
    </button>
  );
  const group = (kind: 'buyWild' | 'buyPower') => {
    const ms = opts.purchases.filter((m) => m.kind === kind);
    if (ms.length === 0) return null;
    const what =
      kind === 'buyWild'
        ? t({ code: 'w.wild', params: { n: 1 } })
        : t({ code: 'n.power', params: { n: (me?.power ?? 0) + 1 } });
    return (
      <PayGroup key={kind} kind={kind}>
        <Sym name={kind === 'buyWild' ? 'wild' : 'power'}>
          {what}
          {W.colon}
          {t({ code: 'ui.pay-ways', params: { n: ms.length } })}
        </Sym>
        {ms.map((m) => button(m, true))}
      </PayGroup>
    );
  };
  if (moves.length === 0 && opts.purchases.length === 0) return null;
  return (
    <div class="rw-actions" data-testid="rw-actions" data-focus={focus ? 'true' : undefined}>
      {moves.map((m) => button(m))}
      {group('buyWild')}
      {group('buyPower')}
    </div>
  );
}
