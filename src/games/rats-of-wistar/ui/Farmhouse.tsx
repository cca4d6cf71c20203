// Rats of Wistar: the farmhouse — its rooms with mission cards, guests, cheese tiles, explorers and tents, and doors.

import type { ComponentChildren } from 'preact';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { AREAS, CHEESE_AREA, DOORS } from '../data';
import type { RwMove } from '../rules/state';
import type { PlayerView, RwView } from '../rules/view';
import { Icon, Sym } from './icons';
import type { legalOptions } from './legal-options';
import { MissionCard } from './MissionCard';
import { CheeseTile } from './Tiles';
import { words } from './words';

type Props = TableProps<RwView, RwMove>;

/** A revealed mission's card: a highlighted button when the viewer may complete it now. */
function MissionSlot(props: {
  move: RwMove | undefined;
  testid: string;
  onMove: (m: RwMove) => void;
  children: ComponentChildren;
}) {
  const { move, testid, onMove, children } = props;
  return move ? (
    <button type="button" class="rw-card rw-mission rw-legal" data-testid={testid} onClick={() => onMove(move)}>
      {children}
    </button>
  ) : (
    <div class="rw-card rw-mission" data-testid={testid}>
      {children}
    </div>
  );
}

export function Farmhouse({
  v,
  me,
  house,
  onMove,
  seats,
  t,
  lang,
}: {
  v: RwView;
  me: PlayerView | null;
  house: ReturnType<typeof legalOptions>['house'];
  onMove: (m: RwMove) => void;
  seats: Props['seats'];
  t: Props['t'];
  lang: string;
}) {
  const W = words(t, lang);
  const T = (code: string, params: Record<string, string | number> = {}) => t({ code, params });
  const btn = (key: string, body: ComponentChildren) => {
    const m = house.get(key);
    return (
      <button
        type="button"
        class={`rw-chip${m ? ' rw-legal' : ''}`}
        disabled={!m}
        data-testid={`rw-${key}`}
        onClick={m ? () => onMove(m) : undefined}
      >
        {body}
      </button>
    );
  };
  return (
    <section class="rw-house">
      <h2 class="game-heading">{T('ui.farmhouse')}</h2>
      <div class="rw-areas">
        {AREAS.map((a) => (
          <div key={a.id} class={`rw-area rw-${a.part}`}>
            <div class="rw-area-name">
              {T('ui.area', { n: a.id })} · {T(`part.${a.part}`)}
              {v.players.map((p, s) => (
                <span key={s} class="rw-pawns">
                  {p.explorer === a.id ? <SeatMark seat={s} color={seats[s]?.color ?? '#888'} small /> : null}
                  {p.tents.includes(a.id) ? (
                    <>
                      <Icon name="tent" />
                      <SeatMark seat={s} color={seats[s]?.color ?? '#888'} small />
                    </>
                  ) : null}
                </span>
              ))}
            </div>
            {/* The map's links: the rooms this one's doors lead to, open or shut. */}
            <div class="rw-area-doors" data-testid={`rw-area-doors-${a.id}`}>
              <Sym name="door">
                {T('ui.doors-to', {
                  rooms: DOORS.filter((d) => d.between.includes(a.id))
                    .map((d) => {
                      const other = d.between[0] === a.id ? d.between[1] : d.between[0];
                      return v.doors[d.id] ? `${other}${W.paren(T('ui.open'))}` : `${other}`;
                    })
                    .join(W.sep),
                })}
              </Sym>
            </div>
            {(v.missions[a.id] ?? []).map((sl, i) =>
              sl.open && sl.mission !== null ? (
                <MissionSlot
                  key={`m${i}`}
                  move={house.get(`mission.${a.id}.${i}`)}
                  testid={`rw-mission.${a.id}.${i}`}
                  onMove={onMove}
                >
                  <MissionCard id={sl.mission} t={t} lang={lang} done={me?.rows[sl.mission] ?? 0} />
                </MissionSlot>
              ) : (
                <span key={`m${i}`}>{btn(`reveal.${a.id}.${i}`, <Sym name="hidden">{T('ui.reveal')}</Sym>)}</span>
              ),
            )}
            {(v.areaGuests[a.id] ?? 0) > 0
              ? btn(`invite.${a.id}`, <Sym name="guest">{T('ui.invite', { n: v.areaGuests[a.id] ?? 0 })}</Sym>)
              : null}
            {house.get(`go.${a.id}`) ? btn(`go.${a.id}`, <Sym name="explore">{T('ui.go')}</Sym>) : null}
            {a.id === CHEESE_AREA ? (
              <span class="rw-cheeses">
                {T('ui.cheese', { vp: v.cheese.length > 0 ? '' : '—' })}
                {v.cheese.map((vp, i) => (
                  <CheeseTile key={`${vp}.${i}`} vp={vp} t={t} />
                ))}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <div class="rw-doors">
        {DOORS.map((d) =>
          v.doors[d.id] ? (
            <span key={d.id} class="rw-open">
              <Sym name="door">{T('ui.door-open', { a: d.between[0], b: d.between[1] })}</Sym>
            </span>
          ) : (
            <span key={d.id}>
              {btn(
                `door.${d.id}`,
                <Sym name="door">{T('ui.door', { a: d.between[0], b: d.between[1], gain: W.gain(d.gain) })}</Sym>,
              )}
            </span>
          ),
        )}
      </div>
    </section>
  );
}
