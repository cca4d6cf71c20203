// Citadels' table: the character track, every seat's city, the viewer's draft, turn choices and hand.

import type { Seat } from '../../../engine/game';
import type { TableProps } from '../../../ui/table-props';
import { cardType, MAGICIAN, WARLORD } from '../data';
import type { CtMove, CtView } from '../rules/types';
import { CharacterTrack } from './CharacterTrack';
import { DraftPicker } from './DraftPicker';
import { DrawnCards } from './DrawnCards';
import { GraveyardChoice } from './GraveyardChoice';
import { HandView } from './HandView';
import { legalOptions } from './legal-options';
import { MyCharacters } from './MyCharacters';
import { SeatPanel } from './SeatPanel';
import { TurnActions } from './TurnActions';
import './table.css';

export function Table({ view, viewer, legal, onMove, seats, t }: TableProps<CtView, CtMove>) {
  const options = legalOptions(legal);
  const name = (code: string, params?: Record<string, number>) => t(params ? { code, params } : { code });
  const seatName = (seat: Seat) => seats[seat]?.name ?? `#${seat + 1}`;
  const me = viewer === 'table' ? null : viewer;
  const myTurn = me !== null && view.phase === 'turn' && view.turn?.seat === me;
  const owns = (key: string) => me !== null && (view.cities[me] ?? []).some((b) => cardType(b.card).key === key);
  const drafting = me !== null && view.draftStep?.seat === me && view.draftOptions.length > 0;
  return (
    <div class="game-table">
      <p class="ct-status">
        {name('ui.round', { round: view.round })} · {name('ui.deck', { count: view.deckCount })} ·{' '}
        {name('ui.face-down', { count: view.faceDownCount })}
      </p>
      <CharacterTrack view={view} name={name} />
      <div class="ct-main">
        <ol class="ct-seats">
          {Array.from({ length: view.seats }, (_, seat) => (
            <SeatPanel
              key={seat}
              seat={seat}
              view={view}
              info={seats[seat]}
              options={options}
              warlord={myTurn && view.turn?.rank === WARLORD}
              onMove={onMove}
              name={name}
            />
          ))}
        </ol>
        <div class="ct-side">
          {drafting ? (
            <DraftPicker
              choices={view.draftOptions}
              discard={view.draftStep?.kind === 'discard'}
              faceDown={view.draftFaceDown}
              onMove={onMove}
              name={name}
            />
          ) : null}
          {me !== null && view.graveyard?.seat === me ? (
            <GraveyardChoice card={view.graveyard.card} legal={options.graveyard} onMove={onMove} name={name} />
          ) : null}
          {myTurn && view.turn && view.turn.drawn.length > 0 ? (
            <DrawnCards drawn={view.turn.drawn} keep={options.keep} onMove={onMove} name={name} />
          ) : null}
          {myTurn ? (
            <TurnActions view={view} options={options} onMove={onMove} name={name} seatName={seatName} owns={owns} />
          ) : null}
          {me !== null ? <MyCharacters chars={view.myChars} name={name} /> : null}
          {me !== null ? (
            <HandView
              hand={view.hand}
              selected={view.turn?.selected ?? []}
              active={myTurn}
              magician={myTurn && view.turn?.rank === MAGICIAN && !view.turn.power}
              laboratory={myTurn && owns('laboratory')}
              options={options}
              onMove={onMove}
              name={name}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
