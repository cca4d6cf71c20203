// Rats of Wistar: one player's board — supplies, workers by region, the underground and bed tiles with their points,
// the ability tracks (what each space gives once its cube is off), the hero card, guests and cheese as tiles, and
// the inventions played as card faces.

import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { ABILITIES, BED_VP, START_ROOMS, UNDERGROUND_VP } from '../data';
import type { PlayerView, RwMove, RwView } from '../rules/types';
import { InventionCard } from './Cards';
import { Icon, type IconName, REGION_ICON, Sym } from './icons';
import { CheeseTile, GuestTile, HeroCard } from './Tiles';
import { words } from './words';

type Props = TableProps<RwView, RwMove>;

/** A row of tiles, each showing the points it scores; the first `done` are filled (dug, or built). */
function Strip(props: { icon: IconName; label: string; values: readonly number[]; done: number; t: Props['t'] }) {
  const { icon, label, values, done, t } = props;
  return (
    <div class="rw-strip">
      <Sym name={icon}>{label}</Sym>
      <span class="rw-strip-tiles">
        {values.map((vp, k) => (
          <span key={`${vp}.${k}`} class={`rw-strip-tile${k < done ? ' rw-on' : ''}`}>
            {k < done ? <Icon name={icon} /> : null}
            {t({ code: 'w.vp', params: { n: vp } })}
            <span class="game-sr"> </span>
          </span>
        ))}
      </span>
    </div>
  );
}

export function Board(props: {
  p: PlayerView;
  seat: number;
  seats: Props['seats'];
  t: Props['t'];
  lang: string;
  active: boolean;
}) {
  const { p, seat, seats, t, lang, active } = props;
  const W = words(t, lang);
  const T = (code: string, n: number) => t({ code, params: { n } });
  return (
    <section class={`rw-board${active ? ' rw-active' : ''}`} data-testid={`rw-board-${seat}`}>
      <div class="game-seat-badge">
        <SeatMark seat={seat} color={seats[seat]?.color ?? '#888'} /> {seats[seat]?.name}
      </div>
      <div class="rw-row">
        <Sym name="wood">{T('w.wood', p.wood)}</Sym>
        <Sym name="metal">{T('w.metal', p.metal)}</Sym>
        <Sym name="move">{T('w.move', p.move)}</Sym>
        <Sym name="wild">{T('w.wild', p.wild)}</Sym>
        <Sym name="power">{T('n.power', p.power)}</Sym>
        <Sym name="card">{T('n.hand', p.handCount)}</Sym>
      </div>
      <div class="rw-row">
        {t({ code: 'ui.workers' })}
        {W.colon}
        {(['forest', 'burrow', 'farm'] as const).map((r) => (
          <Sym key={r} name={REGION_ICON[r] ?? 'forest'}>
            {t({ code: `region.${r}` })} {p.workers[r]}
          </Sym>
        ))}
        · {t({ code: 'ui.entrance' })} {p.workers.entrance}
      </div>
      {/* The underground tiles and beds, each with the points it scores; the ones done are filled. */}
      <Strip icon="room" label={T('n.rooms', START_ROOMS + p.dug)} values={UNDERGROUND_VP} done={p.dug} t={t} />
      <Strip icon="bed" label={T('n.beds', p.beds)} values={BED_VP} done={p.beds} t={t} />
      <div class="rw-row">
        <Sym name="guest">{T('n.guests', p.guests.length)}</Sym>
        <Sym name="cheese">{T('n.cheese', p.cheese.length)}</Sym>
        <Sym name="play">{T('n.played', p.played.length)}</Sym>
      </div>
      {(['brown', 'grey'] as const).map((k) => (
        <div key={k} class={`rw-abilities rw-track-${k}`}>
          <span class={`rw-cube rw-cube-${k}`}>{t({ code: `track.${k}` })}</span>
          {ABILITIES[k].map((ab, i) => (
            <span key={`${k}${i}`} class={`rw-ability${p.cubes[k][i] ? ' rw-on' : ''}`}>
              {p.cubes[k][i] ? null : <span class="rw-cube-mark" />}
              {W.perk(ab)}
              {ab.cost ? t({ code: 'ui.cube-cost', params: { pay: W.gain(ab.cost) } }) : ''}
              <span class="game-sr">{W.sep}</span>
            </span>
          ))}
        </div>
      ))}
      <div class="rw-tiles">
        {p.heroGift ? <HeroCard id={p.hero} t={t} /> : null}
        {p.guests.map((g) => (
          <GuestTile key={g} id={g} t={t} lang={lang} />
        ))}
        {p.cheese.map((vp, i) => (
          <CheeseTile key={`${vp}.${i}`} vp={vp} t={t} />
        ))}
      </div>
      {p.played.length > 0 ? (
        <div class="rw-played">
          {p.played.map((c) => (
            <InventionCard key={c} c={c} t={t} lang={lang} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
