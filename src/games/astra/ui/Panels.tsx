// Astra's side panels: the preview of a star before it is marked (stardust, what is left, the helpers' shares),
// the running "this turn" effects, and the discard pile.

import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo, TableProps } from '../../../ui/table-props';
import { lastingAmount } from '../rules/discovery';
import type { MarkPreview } from '../rules/preview';
import type { AsView } from '../rules/types';

type T = TableProps<AsView, never>['t'];

function SeatName({ seat, seats }: { readonly seat: number; readonly seats: readonly SeatInfo[] }) {
  return (
    <>
      <SeatMark seat={seat} color={seats[seat]?.color ?? ''} /> {seats[seat]?.name ?? `#${seat + 1}`}
    </>
  );
}

interface PreviewProps {
  readonly p: MarkPreview;
  readonly seats: readonly SeatInfo[];
  readonly t: T;
}

/** Shown after a star is tapped and before it is marked: the player confirms in the bar or picks another star. */
export function Preview({ p, seats, t }: PreviewProps) {
  const card = { term: `card.${p.card}` };
  return (
    <section class="as-preview" data-testid="preview" aria-live="polite">
      <p data-testid="preview-cost">
        <strong>
          {t({
            code: 'ui.preview-cost',
            params: { card, cost: p.cost, from: p.stardustAfter + p.cost, to: p.stardustAfter },
          })}
        </strong>
        {p.spent > 0 ? ` ${t({ code: 'ui.preview-spent', params: { n: p.spent, total: p.spent + p.cost } })}` : ''}
      </p>
      {p.grand ? <p data-testid="preview-grand">{t({ code: 'ui.preview-grand' })}</p> : null}
      <p data-testid="preview-left">
        {p.left === 0
          ? t({ code: 'ui.preview-discovers', params: { card } })
          : t({ code: 'ui.preview-left', params: { n: p.left } })}
      </p>
      {p.helpers.length > 0 ? (
        <div data-testid="preview-helpers">
          {t({ code: p.left === 0 ? 'ui.preview-helpers-now' : 'ui.preview-helpers' })}
          <ol class="as-helpers">
            {p.helpers.map(([seat, n], i) => (
              <li key={seat} data-testid={`preview-helper-${seat}`}>
                <SeatName seat={seat} seats={seats} /> {t({ code: 'ui.preview-marks', params: { n } })}
                {i > 0 && p.helpers[i - 1]?.[1] === n ? ` ${t({ code: 'ui.preview-same-time' })}` : ''}
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p data-testid="preview-helpers">{t({ code: 'ui.preview-no-helpers' })}</p>
      )}
    </section>
  );
}

/** The turn so far and the "this turn" abilities waiting for its end, with what each would give now. */
export function ThisTurn({
  view,
  seats,
  t,
}: {
  readonly view: AsView;
  readonly seats: readonly SeatInfo[];
  readonly t: T;
}) {
  const turn = view.turn;
  if (view.asks.length === 0) return null;
  return (
    <section class="as-this-turn" data-testid="this-turn" aria-label={t({ code: 'ui.this-turn' })}>
      <h2 class="game-heading">
        {t({ code: 'ui.this-turn' })}: <SeatName seat={turn.seat} seats={seats} />
      </h2>
      <p data-testid="this-turn-log">
        {t({
          code: 'ui.this-turn-log',
          params: { marked: turn.marked, grand: turn.grand, discovered: turn.discovered },
        })}
        {turn.rested ? ` ${t({ code: 'ui.this-turn-rested' })}` : ''}
      </p>
      {turn.lasting.length > 0 ? (
        <ul class="as-lasting">
          {turn.lasting.map((a, i) => {
            const g = lastingAmount(a, turn);
            return (
              <li key={i} data-testid={`lasting-${i}`}>
                {t({ code: `ability.${a}` })} →{' '}
                {t({ code: 'ui.lasting-so-far', params: { fame: g.fame, dust: g.stardust } })}
              </li>
            );
          })}
        </ul>
      ) : (
        <p data-testid="lasting-none">{t({ code: 'ui.lasting-none' })}</p>
      )}
    </section>
  );
}

export function DiscardPile({ view, t }: { readonly view: AsView; readonly t: T }) {
  return (
    <section class="as-discard" data-testid="discard-pile" aria-label={t({ code: 'ui.discard-pile' })}>
      <h2 class="game-heading">
        {t({ code: 'ui.discard-pile' })} ({view.discard.length})
      </h2>
      {view.discard.length > 0 ? (
        <ul class="as-discard-list">
          {view.discard.map((id) => (
            <li key={id} data-testid={`discarded-${id}`}>
              {t({ code: `card.${id}` })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t({ code: 'ui.discard-none' })}</p>
      )}
    </section>
  );
}
