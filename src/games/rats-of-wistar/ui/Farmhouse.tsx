// Rats of Wistar: the farmhouse map — a drawn plan of the rooms in their places (ui/plan.ts), the doors as links
// between them (open ones a wide passage, shut ones a bar across a dashed line), and in each room what it holds:
// mission cards, face-down guests, the cheese, and the explorers and tents by seat mark. Legal targets are buttons
// marked data-legal; the others are still sent when tapped, so the rules say why not.

import type { ComponentChildren } from 'preact';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { AREAS, type Area, CHEESE_AREA, DOORS, type Door } from '../data';
import { rowsDone } from '../rules/core';
import type { PlayerView, RwMove, RwView } from '../rules/types';
import { Icon, Sym } from './icons';
import type { legalOptions } from './legal-options';
import { MissionCard } from './MissionCard';
import { doorCell, doorRuns, gridStyle, roomCell } from './plan';
import { CheeseTile } from './Tiles';
import { words } from './words';

type Props = TableProps<RwView, RwMove>;
type House = ReturnType<typeof legalOptions>['house'];
type Tr = Props['t'];

/** A revealed mission's card: a highlighted button when the viewer may complete it now. */
function MissionSlot(props: {
  move: RwMove | undefined;
  tried: RwMove;
  testid: string;
  onMove: (m: RwMove) => void;
  children: ComponentChildren;
}) {
  const { move, tried, testid, onMove, children } = props;
  return (
    <button
      type="button"
      class={`rw-card rw-mission${move ? ' rw-legal' : ''}`}
      data-legal={move ? 'true' : undefined}
      aria-disabled={move ? undefined : 'true'}
      data-testid={testid}
      onClick={() => onMove(move ?? tried)}
    >
      {children}
    </button>
  );
}

/** A door on the plan: a link drawn between its rooms; a shut door the viewer may open is a highlighted button. */
function DoorLink({
  d,
  v,
  house,
  onMove,
  t,
  lang,
}: {
  d: Door;
  v: RwView;
  house: House;
  onMove: (m: RwMove) => void;
  t: Tr;
  lang: string;
}) {
  const cell = doorCell(d.between);
  if (!cell) return null;
  const W = words(t, lang);
  const [a, b] = d.between;
  const open = v.doors[d.id] === true;
  const m = house.get(`door.${d.id}`);
  const label = open
    ? t({ code: 'ui.door-open', params: { a, b } })
    : t({ code: 'ui.door', params: { a, b, gain: W.gain(d.gain) } });
  const body = <Sym name="door">{label}</Sym>;
  return (
    <div
      class={`rw-door rw-door-${doorRuns(d.between)} ${open ? 'rw-door-is-open' : 'rw-door-is-shut'}`}
      style={gridStyle(cell)}
      data-testid={`rw-doorlink-${d.id}`}
    >
      {open ? (
        <span class="rw-door-label rw-open">{body}</span>
      ) : (
        <button
          type="button"
          class={`rw-door-label rw-chip${m ? ' rw-legal' : ''}`}
          data-legal={m ? 'true' : undefined}
          aria-disabled={m ? undefined : 'true'}
          data-testid={`rw-door.${d.id}`}
          onClick={() => onMove(m ?? { kind: 'door', door: d.id })}
        >
          {body}
        </button>
      )}
    </div>
  );
}

/** What the map is drawn from: the view, the viewer's farmhouse targets and the table's words. */
interface MapProps {
  v: RwView;
  me: PlayerView | null;
  house: House;
  onMove: (m: RwMove) => void;
  seats: Props['seats'];
  t: Tr;
  lang: string;
}

function Room(props: MapProps & { a: Area }) {
  const { a, v, me, house, onMove, seats, t, lang } = props;
  const cell = roomCell(a.id);
  if (!cell) return null;
  const W = words(t, lang);
  const T = (code: string, params: Record<string, string | number> = {}) => t({ code, params });
  const btn = (key: string, tried: RwMove, body: ComponentChildren) => {
    const m = house.get(key);
    return (
      <button
        type="button"
        class={`rw-chip${m ? ' rw-legal' : ''}`}
        data-legal={m ? 'true' : undefined}
        aria-disabled={m ? undefined : 'true'}
        data-testid={`rw-${key}`}
        onClick={() => onMove(m ?? tried)}
      >
        {body}
      </button>
    );
  };
  const name = `${T('ui.area', { n: a.id })} · ${T(`part.${a.part}`)}`;
  const guests = v.areaGuests[a.id] ?? 0;
  const seatName = (s: number) => seats[s]?.name ?? String(s + 1);
  const who = v.players.flatMap((p, s) => [
    ...(p.explorer === a.id ? [T('ui.rat-explorer', { seat: seatName(s) })] : []),
    ...(p.tents.includes(a.id) ? [T('ui.rat-tent', { seat: seatName(s) })] : []),
  ]);
  // The room's name comes first, then what it holds, in words (the seat marks themselves are hidden from readers).
  const holds = [
    ...(guests > 0 ? [T('n.guests', { n: guests })] : []),
    ...(a.id === CHEESE_AREA && v.cheese.length > 0 ? [T('n.cheese', { n: v.cheese.length })] : []),
    ...(who.length > 0 ? [T('ui.room-rats', { who: who.join(W.sep) })] : []),
  ];
  const target = [...house.keys()].some((k) => k.split('.')[1] === String(a.id) && !k.startsWith('door.'));
  return (
    <section
      class={`rw-area rw-room-${a.part}${target ? ' rw-room-target' : ''}`}
      style={gridStyle(cell)}
      aria-label={[name, ...holds].join(W.sep)}
      data-testid={`rw-room-${a.id}`}
    >
      <div class="rw-area-name">{name}</div>
      {who.length > 0 ? (
        <div class="rw-pawns" data-testid={`rw-room-rats-${a.id}`}>
          {v.players.map((p, s) => (
            <span key={s} class="rw-pawn-set">
              {p.explorer === a.id ? (
                <span class="rw-pawn" title={T('ui.rat-explorer', { seat: seatName(s) })}>
                  <Icon name="explore" />
                  <SeatMark seat={s} color={seats[s]?.color ?? '#888'} small />
                </span>
              ) : null}
              {p.tents.includes(a.id) ? (
                <span class="rw-pawn" title={T('ui.rat-tent', { seat: seatName(s) })}>
                  <Icon name="tent" />
                  <SeatMark seat={s} color={seats[s]?.color ?? '#888'} small />
                </span>
              ) : null}
            </span>
          ))}
        </div>
      ) : null}
      {house.get(`go.${a.id}`)
        ? btn(`go.${a.id}`, { kind: 'go', area: a.id }, <Sym name="explore">{T('ui.go')}</Sym>)
        : null}
      {(v.missions[a.id] ?? []).map((sl, i) =>
        sl.open && sl.mission !== null ? (
          <MissionSlot
            key={`m${i}`}
            move={house.get(`mission.${a.id}.${i}`)}
            tried={{ kind: 'mission', area: a.id, slot: i }}
            testid={`rw-mission.${a.id}.${i}`}
            onMove={onMove}
          >
            <MissionCard id={sl.mission} t={t} lang={lang} done={me ? rowsDone(me, sl.mission) : 0} />
          </MissionSlot>
        ) : (
          <span key={`m${i}`}>
            {btn(
              `reveal.${a.id}.${i}`,
              { kind: 'reveal', area: a.id, slot: i },
              <Sym name="hidden">{T('ui.reveal')}</Sym>,
            )}
          </span>
        ),
      )}
      {guests > 0
        ? btn(`invite.${a.id}`, { kind: 'invite', area: a.id }, <Sym name="guest">{T('ui.invite', { n: guests })}</Sym>)
        : null}
      {a.id === CHEESE_AREA ? (
        <span class="rw-cheeses">
          {T('ui.cheese', { vp: v.cheese.length > 0 ? '' : '—' })}
          {v.cheese.map((vp, i) => (
            <CheeseTile key={`${vp}.${i}`} vp={vp} t={t} />
          ))}
        </span>
      ) : null}
    </section>
  );
}

export function Farmhouse(props: MapProps) {
  const { t } = props;
  return (
    <section class="rw-house">
      <h2 class="game-heading">{t({ code: 'ui.farmhouse' })}</h2>
      <div class="rw-plan" data-testid="rw-plan">
        {AREAS.map((a) => (
          <Room key={`r${a.id}`} a={a} {...props} />
        ))}
        {DOORS.map((d) => (
          <DoorLink key={`d${d.id}`} d={d} {...props} />
        ))}
      </div>
    </section>
  );
}
