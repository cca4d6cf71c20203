// The decision's step buttons and its short status, handed to the frame's decision bar: the tiles in hand, stacking
// the rest, turning and confirming a plate, ending the chips, passing. Board targets stay on the table.

import type { Message } from '../../../engine/game';
import { BarActions, BarButton, BarStatus } from '../../../ui/decision-bar';
import type { AdMove, AdView } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { PlateFace } from './PlateFace';
import { Tile } from './Tile';

export interface StepWords {
  readonly round: string;
  readonly pending: (count: number, color: string) => string;
  readonly stackNext: string;
  /** The moon stack being built, top first. */
  readonly moonSoFar: string;
  readonly rotate: string;
  readonly confirm: string;
  readonly chooseSlot: string;
  readonly chipsDone: string;
  readonly pass: string;
}

interface Props {
  readonly view: AdView;
  /** Only the seat on turn gets buttons; everyone sees the status. */
  readonly myTurn: boolean;
  readonly options: LegalOptions;
  readonly onMove: (m: AdMove) => void;
  readonly name: (kind: string) => string;
  readonly words: StepWords;
  readonly slot: number | null;
  readonly rotation: number;
  readonly onRotate: () => void;
  /** Says in the decision bar why a tap did nothing (the table's `explain`). */
  readonly explain: (why: Message) => void;
}

export function StepButtons(props: Props) {
  return (
    <>
      <BarStatus>
        <StepStatus {...props} />
      </BarStatus>
      {props.myTurn ? (
        <BarActions>
          <Buttons {...props} />
        </BarActions>
      ) : null}
    </>
  );
}

/** Beside the prompt: the round, and what the seat on turn holds or builds (tiles in hand, the moon stack, a plate). */
function StepStatus({ view, myTurn, name, words, slot, rotation }: Props) {
  const p = view.pending[0];
  return (
    <span class="ad-status">
      <span>{words.round}</span>
      {p?.kind === 'tiles' ? (
        <span class="ad-hand" data-testid="in-hand">
          {Array.from({ length: p.count }, (_, k) => (
            <Tile key={k} kind={p.color} name={name(p.color)} small />
          ))}
          <span>{words.pending(p.count, name(p.color))}</span>
        </span>
      ) : null}
      {p?.kind === 'stack' ? (
        <span class="ad-hand">
          <span>{words.moonSoFar}</span>
          <span class="ad-moon-stack" data-testid="moon-so-far">
            {[...(view.workshops[p.workshop]?.moon ?? [])].reverse().map((c, k) => (
              <Tile key={k} kind={c} name={name(c)} small />
            ))}
          </span>
          <span>{words.stackNext}</span>
        </span>
      ) : null}
      {p?.kind === 'plate' && myTurn ? (
        <span class="ad-hand">
          <span class="ad-plate-preview" data-testid="plate-preview" data-rotation={rotation}>
            <PlateFace id={p.id} rotation={rotation} name={name} />
          </span>
          {slot === null ? <span>{words.chooseSlot}</span> : null}
        </span>
      ) : null}
    </span>
  );
}

function Buttons({ view, options, onMove, name, words, slot, rotation, onRotate, explain }: Props) {
  const p = view.pending[0];
  return (
    <>
      {p?.kind === 'stack'
        ? options.stack.map((c) => (
            <BarButton
              key={c}
              kind="choice"
              testId={`stack-${c}`}
              onClick={() => onMove({ kind: 'stackTile', color: c })}
            >
              <span class="ad-bar-tile">
                <Tile kind={c} name={name(c)} small />×{p.rest.filter((t) => t === c).length}
              </span>
            </BarButton>
          ))
        : null}
      {p?.kind === 'plate' ? (
        <>
          <BarButton kind="other" testId="rotate" onClick={onRotate}>
            {words.rotate}
          </BarButton>
          {/* Unavailable until a slot is chosen: the status says to choose one, and a tap says so in the bar. */}
          <BarButton
            kind="confirm"
            primary
            testId="confirm-plate"
            unavailable={slot === null}
            onClick={() =>
              slot === null ? explain({ code: 'ui.choose-slot' }) : onMove({ kind: 'placePlate', slot, rotation })
            }
          >
            {words.confirm}
          </BarButton>
        </>
      ) : null}
      {options.endChips ? (
        <BarButton kind="done" testId="chips-done" onClick={() => onMove({ kind: 'endChips' })}>
          {words.chipsDone}
        </BarButton>
      ) : null}
      {options.pass ? (
        <BarButton kind="pass" primary testId="pass" onClick={() => onMove({ kind: 'pass' })}>
          {words.pass}
        </BarButton>
      ) : null}
    </>
  );
}
