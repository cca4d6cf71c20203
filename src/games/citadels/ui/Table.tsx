// Citadels' table: the viewer's draft or turn first (their gold, city and hand together, so building is one look),
// then the character track and the other seats' cities; the step buttons go to the decision bar (TurnBar).

import type { Seat } from '../../../engine/game';
import { BarStatus } from '../../../ui/decision-bar';
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
import { TurnBar } from './TurnBar';
import './table.css';

export function Table({ view, viewer, legal, onMove, seats, t }: TableProps<CtView, CtMove>) {
  const options = legalOptions(legal);
  const name = (code: string, params?: Record<string, string | number>) => t(params ? { code, params } : { code });
  const seatName = (seat: Seat) => seats[seat]?.name ?? `#${seat + 1}`;
  const me = viewer === 'table' ? null : viewer;
  const myTurn = me !== null && view.phase === 'turn' && view.turn?.seat === me;
  const owns = (key: string) => me !== null && (view.cities[me] ?? []).some((b) => cardType(b.card).key === key);
  const drafting = me !== null && view.draftStep?.seat === me && view.draftOptions.length > 0;
  const seatPanel = (seat: Seat) => (
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
  );
  const others = Array.from({ length: view.seats }, (_, seat) => seat).filter((seat) => seat !== me);
  return (
    <div class="game-table">
      <BarStatus>
        {name('ui.round', { round: view.round })} · {name('ui.deck', { count: view.deckCount })} ·{' '}
        {name('ui.face-down', { count: view.faceDownCount })}
      </BarStatus>
      <div class="ct-main">
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
          {myTurn ? <TurnBar view={view} options={options} onMove={onMove} name={name} /> : null}
          {myTurn ? (
            <TurnActions view={view} options={options} onMove={onMove} name={name} seatName={seatName} />
          ) : null}
          {me !== null ? <ol class="ct-seats ct-own">{seatPanel(me)}</ol> : null}
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
          {me !== null ? <MyCharacters chars={view.myChars} name={name} /> : null}
        </div>
        <div class="ct-others">
          <CharacterTrack view={view} name={name} />
          <ol class="ct-seats">{others.map(seatPanel)}</ol>
        </div>
      </div>
    </div>
  );
}
