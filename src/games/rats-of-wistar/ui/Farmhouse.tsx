// Rats of Wistar: the farmhouse — its rooms with missions (in words), guests, cheese, explorers and tents, and doors.

import type { ComponentChildren } from 'preact';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { AREAS, CHEESE_AREA, DOORS, MISSIONS } from '../data';
import type { RwMove } from '../rules/state';
import type { RwView } from '../rules/view';
import { MissionText } from './Cards';
import { Sym } from './icons';
import type { legalOptions } from './legal-options';
import { words } from './words';

type Props = TableProps<RwView, RwMove>;

export function Farmhouse({
  v,
  house,
  onMove,
  seats,
  t,
  lang,
}: {
  v: RwView;
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
              {v.players.map((p, s) =>
                p.explorer === a.id || p.tents.includes(a.id) ? (
                  <SeatMark key={s} seat={s} color={seats[s]?.color ?? '#888'} small />
                ) : null,
              )}
            </div>
            {(v.missions[a.id] ?? []).map((sl, i) =>
              sl.open && sl.mission !== null ? (
                <div key={`m${i}`} class="rw-mission">
                  {btn(
                    `mission.${a.id}.${i}`,
                    <Sym name="mission">
                      {T('ui.mission', { n: sl.mission, part: T(`part.${MISSIONS[sl.mission]?.part ?? 'house'}`) })}
                    </Sym>,
                  )}
                  <MissionText id={sl.mission} t={t} lang={lang} />
                </div>
              ) : (
                <span key={`m${i}`}>{btn(`reveal.${a.id}.${i}`, <Sym name="hidden">{T('ui.reveal')}</Sym>)}</span>
              ),
            )}
            {(v.areaGuests[a.id] ?? 0) > 0
              ? btn(`invite.${a.id}`, <Sym name="guest">{T('ui.invite', { n: v.areaGuests[a.id] ?? 0 })}</Sym>)
              : null}
            {house.get(`go.${a.id}`) ? btn(`go.${a.id}`, <Sym name="explore">{T('ui.go')}</Sym>) : null}
            {a.id === CHEESE_AREA ? (
              <Sym name="cheese">
                {T('ui.cheese', { vp: v.cheese.map((n) => T('w.vp', { n })).join(W.sep) || '—' })}
              </Sym>
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
