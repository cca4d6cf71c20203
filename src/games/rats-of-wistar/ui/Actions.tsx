// Rats of Wistar's answers that are not a space on the table: the step buttons (main action, a bonus, end the turn,
// finish, dig, build, a potion, a tent, and the rat moves while they are few) go to the frame's decision bar; the
// answers that hold whole cards (a draft pair, a card to play, a cube) and the many ways to pay stay on the table.

import { type BarActionKind, BarActions, BarButton } from '../../../ui/decision-bar';
import type { TableProps } from '../../../ui/table-props';
import type { RwMove } from '../rules/state';
import type { PlayerView, RwView } from '../rules/view';
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

const STEP_KINDS: ReadonlySet<RwMove['kind']> = new Set([
  'main',
  'bonus',
  'endTurn',
  'finish',
  'dig',
  'bed',
  'potion',
  'tent',
]);
const RAT_MOVES: ReadonlySet<RwMove['kind']> = new Set(['moveToken', 'shift', 'deploy']);
/** More answers than this and the rat moves stay on the table, beside the cards. */
const BAR_MAX = 4;

/** The legal buttons split between the decision bar and the table. */
export function splitButtons(buttons: readonly RwMove[]): { bar: RwMove[]; table: RwMove[] } {
  const steps = buttons.filter((m) => STEP_KINDS.has(m.kind));
  const rats = buttons.filter((m) => RAT_MOVES.has(m.kind));
  const rest = buttons.filter((m) => !STEP_KINDS.has(m.kind) && !RAT_MOVES.has(m.kind));
  return steps.length + rats.length <= BAR_MAX
    ? { bar: [...steps, ...rats], table: rest }
    : { bar: steps, table: [...rats, ...rest] };
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

/** The answers that stay on the table: cards to take or play, cubes, and the many ways to pay fold away. */
export function TableMoves(props: { moves: readonly RwMove[]; focus: boolean } & ActionParts) {
  const { moves, focus, v, me, opts, onMove, t, lang } = props;
  const W = words(t, lang);
  // A way to pay lies folded in its list until opened, so it is not marked as a target the view should follow.
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
      <details class="rw-pay" data-testid={`rw-pay-${kind}`}>
        <summary class="game-btn">
          <Sym name={kind === 'buyWild' ? 'wild' : 'power'}>
            {what}
            {W.colon}
            {t({ code: 'ui.pay-ways', params: { n: ms.length } })}
          </Sym>
        </summary>
        <div class="rw-pay-list">{ms.map((m) => button(m, true))}</div>
      </details>
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
