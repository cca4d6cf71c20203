// The five workshops: each sun space as colour buttons, each moon stack top-first, the bonus chips, and the moon take.

import { COLORS, type Color, chipById } from '../data';
import type { AdMove, AdView } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { Tile } from './Tile';

interface Words {
  readonly title: string;
  readonly large: string;
  readonly small: (n: number) => string;
  /** The names a phone shows in the workshop's narrow name column. */
  readonly largeShort: string;
  readonly smallShort: (n: number) => string;
  readonly sun: string;
  readonly moon: string;
  readonly top: string;
  readonly hidden: string;
  readonly takeChip: string;
  readonly moonTake: string;
  readonly startTile: string;
}

interface Props {
  readonly view: AdView;
  readonly options: LegalOptions;
  readonly onMove: (m: AdMove) => void;
  readonly name: (kind: string) => string;
  readonly words: Words;
}

const counted = (tiles: readonly Color[]) =>
  COLORS.map((c) => ({ color: c, n: tiles.filter((t) => t === c).length })).filter((x) => x.n > 0);

export function Workshops({ view, options, onMove, name, words }: Props) {
  const tops = COLORS.map((c) => ({ color: c, n: view.workshops.filter((w) => w.moon.at(-1) === c).length })).filter(
    (x) => x.n > 0,
  );
  return (
    <section class="ad-workshops" aria-label={words.title}>
      {/* The moon take first: it takes from every workshop's top at once; on a phone a tap up here keeps the view at the top. */}
      {tops.length > 0 ? (
        <div class="ad-moon-take">
          <span class="ad-space-label">{words.moonTake}</span>
          {tops.map(({ color, n }) => (
            <button
              type="button"
              key={color}
              class="ad-take"
              data-testid={`moon-${color}`}
              data-legal={String(options.moon.has(color))}
              onClick={() => onMove({ kind: 'takeMoon', color })}
            >
              <Tile kind={color} name={name(color)} small />
              <span class="ad-count">×{n}</span>
            </button>
          ))}
        </div>
      ) : null}
      <div class="ad-workshop-grid">
        {view.workshops.map((w, i) => (
          <div key={i} class={`ad-workshop${i === 0 ? ' ad-large' : ''}`} data-testid={`workshop-${i}`}>
            <h2 class="game-heading" aria-label={i === 0 ? words.large : words.small(i)}>
              <span class="ad-long-name">{i === 0 ? words.large : words.small(i)}</span>
              <span class="ad-short-name" aria-hidden="true">
                {i === 0 ? words.largeShort : words.smallShort(i)}
              </span>
            </h2>
            <div class="ad-sun" title={words.sun}>
              <span class="ad-space-label game-sr">{words.sun}</span>
              {counted(w.sun).map(({ color, n }) => (
                <button
                  type="button"
                  key={color}
                  class="ad-take"
                  data-testid={`sun-${i}-${color}`}
                  data-legal={String(options.sun.has(`${i}-${color}`))}
                  onClick={() => onMove({ kind: 'takeSun', workshop: i, color })}
                >
                  <Tile kind={color} name={name(color)} small />
                  <span class="ad-count">×{n}</span>
                </button>
              ))}
              {i === 0 && view.startTile === null ? (
                <span class="ad-start-tile" title={words.startTile}>
                  1 <span class="ad-chip-words">{words.startTile}</span>
                </span>
              ) : null}
            </div>
            <div class="ad-moon" data-testid={`moon-stack-${i}`} title={words.moon}>
              <span class="ad-space-label game-sr">{words.moon}</span>
              <ol class="ad-moon-stack">
                {[...w.moon].reverse().map((c, k) => (
                  <li key={k} class={k === 0 ? 'ad-moon-top' : ''}>
                    <Tile kind={c} name={name(c)} small />
                    {k === 0 ? <span class="ad-top-mark">{words.top}</span> : null}
                  </li>
                ))}
              </ol>
              {w.chip ? (
                w.chip.known ? (
                  <button
                    type="button"
                    class="ad-chip-take"
                    data-testid={`take-chip-${i}`}
                    data-legal={String(options.chipTakes.has(i))}
                    onClick={() => onMove({ kind: 'takeChip', workshop: i })}
                  >
                    <ChipFace id={w.chip.value} name={name} /> <span class="ad-chip-words">{words.takeChip}</span>
                  </button>
                ) : (
                  // Face down: not takeable yet; tapping it still asks, so the app can say why in words.
                  <button
                    type="button"
                    class="ad-chip ad-chip-down"
                    data-testid={`take-chip-${i}`}
                    data-legal="false"
                    aria-label={words.hidden}
                    onClick={() => onMove({ kind: 'takeChip', workshop: i })}
                  >
                    ? <span class="ad-chip-words">{words.hidden}</span>
                  </button>
                )
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A bonus chip: its one or two colours as halves. */
export function ChipFace({ id, name }: { readonly id: number; readonly name: (kind: string) => string }) {
  const colors = chipById(id).colors;
  const halves = colors.length === 1 ? [colors[0], colors[0]] : colors;
  return (
    <span class="ad-chip">{halves.map((c, k) => (c ? <Tile key={k} kind={c} name={name(c)} small /> : null))}</span>
  );
}
