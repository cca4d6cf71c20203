// The bridges of The White Castle with the viewer's own domain rows beside them: bridge b holds the dice of COLORS[b]
// and a die goes only on the domain row of its colour, so each bridge's dice and the row they may fill share a line
// (on a phone the dice, the castle and those rows then fit one screen). Only the end dice can be taken: the dice
// between them are one target, their chips close together, so five dice at four players still leave room for the row.

import type { VNode } from 'preact';
import { COLORS } from '../data';
import type { Die, WcView } from '../rules/types';
import { DieChip, type T } from './labels';

export interface BridgesProps {
  readonly view: WcView;
  readonly t: T;
  /** "bridge-end" keys of the dice that can be taken now. */
  readonly dice: ReadonlySet<string>;
  /** The chosen die's key, or null. */
  readonly chosen: string | null;
  readonly onDie: (key: string, end: 'L' | 'R' | null) => void;
  /** The viewer's own domain row of bridge b's colour (none for an onlooker). */
  readonly row?: (b: number) => VNode | null;
}

function BridgeDice(props: BridgesProps & { readonly b: number }) {
  const { view, t, onDie, b } = props;
  const list = view.bridges[b];
  if (!list || view.phase === 'draft') return null;
  if (list.length === 0) {
    return (
      <p class="wc-bridge-note" data-testid={`bridge-empty-${b}`}>
        {t({ code: 'ui.bridge-empty', params: { color: { term: `term.${COLORS[b]}` } } })}
      </p>
    );
  }
  // A lone die lies at the left end (NOTES.md ruling R9).
  const [first, ...rest] = list;
  const last = rest[rest.length - 1];
  const middle = rest.slice(0, -1);
  if (!first) return null;
  return (
    <fieldset class={`wc-bridge wc-bridge-${COLORS[b]}`}>
      <legend class="game-sr">
        {t({ code: 'ui.bridge-dice', params: { color: { term: `term.${COLORS[b]}` }, n: list.length } })}
      </legend>
      <EndDie {...props} die={first} end="L" />
      {/* The dice between the ends cannot be taken: one target for all of them (a tap says why), their chips close
          together, so that five dice and the domain row of their colour still share a phone's line. */}
      {middle.length > 0 ? (
        <button
          type="button"
          class="wc-die-btn wc-die-middle"
          aria-disabled="true"
          data-legal="false"
          onClick={() => onDie(`${b}-middle`, null)}
        >
          {middle.map((d, k) => (
            <DieChip key={k} die={d} t={t} />
          ))}
        </button>
      ) : null}
      {last ? <EndDie {...props} die={last} end="R" /> : null}
    </fieldset>
  );
}

/** A die at one end of bridge b: taken by a tap when it may be; the left end fires the lantern (✦). */
function EndDie({
  t,
  dice,
  chosen,
  onDie,
  b,
  die,
  end,
}: BridgesProps & { readonly b: number; readonly die: Die; readonly end: 'L' | 'R' }) {
  const key = `${b}-${end}`;
  const can = dice.has(key);
  return (
    <button
      type="button"
      class={`wc-die-btn${can ? ' wc-legal' : ''}${chosen === key && can ? ' wc-chosen' : ''}`}
      aria-disabled={can ? undefined : 'true'}
      data-testid={`die-${key}`}
      data-legal={can ? 'true' : 'false'}
      onClick={() => onDie(key, end)}
    >
      <DieChip die={die} t={t} />
      {end === 'L' ? (
        <span class="wc-lamp" title={t({ code: 'ui.lantern' })}>
          ✦
        </span>
      ) : null}
    </button>
  );
}

export function Bridges(props: BridgesProps) {
  const { view, t, row } = props;
  return (
    <section class="wc-bridges" aria-label={t({ code: 'ui.bridges' })} style={`--wc-dice: ${view.players.length + 1}`}>
      <h2 class="game-heading wc-bridges-heading">{t({ code: 'ui.bridges' })}</h2>
      {/* Before the first roll the bridges hold nothing yet: one quiet line says when dice come, instead of three
          empty die places. */}
      {view.phase === 'draft' ? (
        <p class="wc-bridge-note" data-testid="dice-later">
          {t({ code: 'ui.dice-later' })}
        </p>
      ) : null}
      {view.bridges.map((_, b) => (
        <div key={b} class="wc-bridge-row">
          <BridgeDice {...props} b={b} />
          {row ? row(b) : null}
        </div>
      ))}
    </section>
  );
}
