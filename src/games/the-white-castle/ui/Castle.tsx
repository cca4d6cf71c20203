// The castle of The White Castle: its 2nd and 1st floors (the rooms a die may go to), the Well and Outside the Walls,
// and the 3rd floor's bonuses (taken through the decision bar; on a phone they follow the spaces dice go to).

import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import { OUTSIDE_ACTIONS, TOP_CARDS } from '../data';
import type { CardRef, Space, WcMove, WcView } from '../rules/types';
import { cardBlocks, cardName, DieChip, fxList, fxText, type T, topName } from './labels';
import type { Target } from './legal-options';
import type { Pick } from './pick';

type Place = Extract<WcMove, { kind: 'place' }>;

export interface CastleProps {
  readonly view: WcView;
  readonly t: T;
  readonly seats: readonly SeatInfo[];
  /** The placement chosen and waiting for Place, or null. */
  readonly chosen: Place | null;
  /** The chosen die's placement on `space` (with `act` outside the walls), when it is legal. */
  readonly targetOf: (space: Space, act?: string) => Target | undefined;
  /** A tap on a space: chosen when `x` is legal, else sent or explained by the table. */
  readonly onSpace: (x: Target | undefined, space: Space, act?: Place['act']) => void;
  /** The 3rd floor's bonus spaces answer a courtier reaching it. */
  readonly pick: Pick;
}

/** The placed dice on a space, each with its owner's mark. */
function Dice({
  dice,
  t,
  seats,
}: {
  readonly dice: WcView['well'];
  readonly t: T;
  readonly seats: readonly SeatInfo[];
}) {
  if (dice.length === 0) return null;
  return (
    <span class="wc-dice">
      {dice.map((d, k) => (
        <DieChip key={k} die={d} t={t} owner={d.owner} color={seats[d.owner]?.color ?? ''} />
      ))}
    </span>
  );
}

/** The attributes every space button shares: legal or not (then explained on a tap), chosen or not. */
function spaceAttrs(p: CastleProps, space: Space, base: string, act?: Place['act']) {
  const x = p.targetOf(space, act);
  const chosen = x !== undefined && p.chosen?.space === space && p.chosen.act === act;
  return {
    type: 'button' as const,
    class: `${base}${x ? ' wc-legal' : ''}${chosen ? ' wc-chosen' : ''}`,
    'data-testid': act ? `space-${space}-${act}` : `space-${space}`,
    'data-legal': x ? 'true' : 'false',
    'aria-disabled': x ? undefined : ('true' as const),
    onClick: () => p.onSpace(x, space, act),
  };
}

function Room(props: CastleProps & { readonly i: number }) {
  const { view, t, seats, i } = props;
  const r = view.rooms[i];
  if (!r) return null;
  const space = `r${i}` as Space;
  const ref: CardRef | null = r.card === null ? null : { k: i < 3 ? 'steward' : 'diplomat', id: r.card };
  const blocks = ref ? cardBlocks(ref) : [];
  return (
    <button {...spaceAttrs(props, space, 'wc-room')}>
      <span class="wc-space-head">
        <span class="game-sr">{t({ code: `space.${space}` })}</span>
        <span class="wc-room-name" aria-hidden="true">
          {t({ code: 'ui.room', params: { n: i < 3 ? i + 1 : i - 2 } })}
        </span>
        <Dice dice={r.dice} t={t} seats={seats} />
      </span>
      {ref ? <span class="wc-card-name">{cardName(t, ref)}</span> : <span>{t({ code: 'ui.empty' })}</span>}
      <span class="wc-blocks">
        {blocks.map((b, j) => (
          <span key={j} class={`wc-block ${b.dark ? 'wc-dark' : 'wc-lit'}`}>
            <span class={`wc-tile wc-die-${r.tiles[j]}`} role="img" aria-label={t({ code: `term.${r.tiles[j]}` })} />
            {fxList(t, b.fx)}
          </span>
        ))}
      </span>
    </button>
  );
}

/** A floor of rooms: its name, the cards left in its deck, its rooms. */
function Floor(
  props: CastleProps & { readonly name: string; readonly left: number; readonly rooms: readonly number[] },
) {
  const { t, name, left, rooms } = props;
  return (
    <div class="wc-floor">
      <span class="wc-floor-name">
        {t({ code: name })} · {t({ code: 'ui.deck', params: { n: left } })}
      </span>
      <div class="wc-rooms">
        {rooms.map((i) => (
          <Room key={i} {...props} i={i} />
        ))}
      </div>
    </div>
  );
}

function Grounds(props: CastleProps) {
  const { view, t, seats } = props;
  const wellGains = view.wellTiles
    .map((r) => t({ code: r === 'any' ? 'fx.any' : 'fx.gain', params: { n: 1, what: t({ code: `term.${r}` }) } }))
    .join(' + ');
  return (
    <div class="wc-grounds">
      <button {...spaceAttrs(props, 'well', 'wc-space')}>
        <span class="wc-space-head">
          <strong>{t({ code: 'ui.well' })}</strong> (1)
          <Dice dice={view.well} t={t} seats={seats} />
        </span>
        <span>
          {fxList(t, [{ e: 'gain', what: 'seal', n: 1 }])} + {wellGains}
        </span>
      </button>
      {OUTSIDE_ACTIONS.map((acts, i) => {
        const space = `o${i}` as Space;
        return (
          <div key={i} class="wc-space wc-outside">
            <span class="wc-space-head">
              <span class="game-sr">{t({ code: `space.${space}` })}</span>
              <strong aria-hidden="true">{t({ code: 'ui.outside-n', params: { n: i + 1 } })}</strong> (5)
              <Dice dice={view.outside[i] ?? []} t={t} seats={seats} />
            </span>
            {acts.map((act) => (
              <button key={act} {...spaceAttrs(props, space, 'game-btn wc-act', act)}>
                {t({ code: `term.${act}` })}
              </button>
            ))}
          </div>
        );
      })}
    </div>
  );
}

export function Castle(props: CastleProps) {
  const { view, t, seats } = props;
  const top = TOP_CARDS[view.topCard - 1] ?? [];
  return (
    <section class="wc-castle" aria-label={t({ code: 'ui.castle' })}>
      <h2 class="game-heading">{t({ code: 'ui.castle' })}</h2>
      <div class="wc-floor wc-floor3">
        <span class="wc-floor-name">
          {t({ code: 'ui.floor3' })} · {topName(t, view.topCard)}
        </span>
        {top.map((item, i) => {
          const who = view.topTaken[i];
          const { legal, attrs } = props.pick({ kind: 'bonus', space: i }, 'bonus', 'ui.why-bonus');
          return (
            <button
              type="button"
              key={i}
              class={`wc-bonus${legal ? ' wc-legal' : ''}`}
              data-testid={`bonus-${i}`}
              {...attrs}
            >
              {fxText(t, item)}
              {who !== null && who !== undefined ? <SeatMark seat={who} color={seats[who]?.color ?? ''} small /> : null}
            </button>
          );
        })}
      </div>
      <Floor {...props} name="ui.floor2" left={view.diplomatsLeft} rooms={[3, 4]} />
      <Floor {...props} name="ui.floor1" left={view.stewardsLeft} rooms={[0, 1, 2]} />
      <Grounds {...props} />
    </section>
  );
}
