// The decision at hand, next to the prompt: tiles in hand, stacking order, turning and confirming a plate, chips, pass.

import type { AdMove, AdView } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { PlateFace } from './PlateFace';
import { Tile } from './Tile';

export interface ActionWords {
  readonly pending: (count: number, color: string) => string;
  readonly stackNext: string;
  /** The moon stack being built, top first. */
  readonly moonSoFar: string;
  readonly rotate: string;
  readonly confirm: string;
  readonly chooseSlot: string;
  readonly chipsDone: string;
  readonly fill: (line: number, color: string) => string;
  readonly pass: string;
}

interface Props {
  readonly view: AdView;
  readonly options: LegalOptions;
  readonly onMove: (m: AdMove) => void;
  readonly name: (kind: string) => string;
  readonly words: ActionWords;
  readonly slot: number | null;
  readonly rotation: number;
  readonly onRotate: () => void;
}

export function ActionBar({ view, options, onMove, name, words, slot, rotation, onRotate }: Props) {
  const p = view.pending[0];
  const parts = [];
  if (p?.kind === 'tiles') {
    parts.push(
      <p key="tiles" class="ad-hand" data-testid="in-hand">
        {Array.from({ length: p.count }, (_, k) => (
          <Tile key={k} kind={p.color} name={name(p.color)} />
        ))}
        <span>{words.pending(p.count, name(p.color))}</span>
      </p>,
    );
  }
  if (p?.kind === 'stack') {
    parts.push(
      <div key="stack" class="ad-choices">
        <span class="ad-space-label">{words.moonSoFar}</span>
        <span class="ad-moon-stack" data-testid="moon-so-far">
          {[...(view.workshops[p.workshop]?.moon ?? [])].reverse().map((c, k) => (
            <Tile key={k} kind={c} name={name(c)} small />
          ))}
        </span>
        <span class="ad-space-label">{words.stackNext}</span>
        {options.stack.map((c) => (
          <button
            type="button"
            key={c}
            class="ad-take"
            data-testid={`stack-${c}`}
            data-legal="true"
            onClick={() => onMove({ kind: 'stackTile', color: c })}
          >
            <Tile kind={c} name={name(c)} small />
            <span class="ad-count">×{p.rest.filter((t) => t === c).length}</span>
          </button>
        ))}
      </div>,
    );
  }
  if (p?.kind === 'plate') {
    parts.push(
      <div key="plate" class="ad-choices ad-placing">
        <span class="ad-plate-preview" data-testid="plate-preview" data-rotation={rotation}>
          <PlateFace id={p.id} rotation={rotation} name={name} />
        </span>
        <button type="button" class="ad-button" data-testid="rotate" onClick={onRotate}>
          {words.rotate}
        </button>
        <button
          type="button"
          class="ad-button ad-primary"
          data-testid="confirm-plate"
          disabled={slot === null}
          onClick={() => slot !== null && onMove({ kind: 'placePlate', slot, rotation })}
        >
          {words.confirm}
        </button>
        {slot === null ? <span class="ad-muted">{words.chooseSlot}</span> : null}
      </div>,
    );
  }
  if (options.fills.length > 0 || options.endChips) {
    parts.push(
      <div key="chips" class="ad-choices">
        {options.fills.map((f) => (
          <button
            type="button"
            key={`${f.line}-${f.color}`}
            class="ad-button"
            data-testid={`fill-${f.line}-${f.color}`}
            data-legal="true"
            onClick={() => onMove({ kind: 'chipFill', line: f.line, color: f.color })}
          >
            <Tile kind={f.color} name={name(f.color)} small /> {words.fill(f.line + 1, name(f.color))}
          </button>
        ))}
        {options.endChips ? (
          <button type="button" class="ad-button" data-testid="chips-done" onClick={() => onMove({ kind: 'endChips' })}>
            {words.chipsDone}
          </button>
        ) : null}
      </div>,
    );
  }
  if (options.pass) {
    parts.push(
      <button
        type="button"
        key="pass"
        class="ad-button ad-primary"
        data-testid="pass"
        onClick={() => onMove({ kind: 'pass' })}
      >
        {words.pass}
      </button>,
    );
  }
  return parts.length > 0 ? <div class="ad-actions">{parts}</div> : null;
}
