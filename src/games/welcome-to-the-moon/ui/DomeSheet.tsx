// The Dome's sheet drawn as SVG from the sheet data: four skyscrapers around the ground line with their end bonuses,
// the plant and water tower beside the levels, the dome's sections (split ones as two halves), tracks, markers.
// On a phone the dome and the tracks sit under the skyscrapers; on a wider screen beside them, so the sheet uses the
// width instead of shrinking to fit the height.

import { domeUnits, trackStep } from '../rules/adventures/5';
import { DOME_SHEET as D, type DomeTrack } from '../rules/sheets/dome';
import { SheetSlot, TapBoxMark } from './BoxMark';
import type { SheetProps } from './sheet-props';

const SLOT = 40;
const COL = 48;
const LEFT = 6;
const TOP = 30;
const ROWS = 13;
/** Row 0 at the top: a skyscraper's lower ground slot sits on row 7 and a tower level L on row L + 3. */
const rowOf = (k: number, slot: number) => 7 - (slot - (D.skyscrapers[k]?.ground[0] ?? 0));
const TOWER_X = LEFT + 4 * COL + 8;
/** The skyscrapers and the tower: the whole width of the narrow sheet. */
const TOWERS_W = TOWER_X + 3 * 24 + 44;
/** The dome's eight sections in two rows of four, read left to right then the second row, so a split half stays wide enough to tap on a phone. */
const DOME_PER_ROW = 4;
/** A finger apart on a phone (about 1.1 px a unit there), so both rows lit at once need no enlarging. */
const DOME_ROW_H = 42;
const TRACK_H = 46;
/** From the dome's legend line to the last line of words under the tracks. */
const DOME_BLOCK_H = 2 * DOME_ROW_H + 24 + 4 * TRACK_H + 64;
const TRACKS: readonly DomeTrack[] = ['missions', 'tower', 'astronauts', 'dome'];

/** Where the dome block (sections, tracks, markers) goes: under the towers, or to their right. */
interface Geometry {
  readonly x: number;
  readonly domeY: number;
  readonly trackY: number;
  readonly width: number;
  readonly height: number;
}

function geometry(wide: boolean): Geometry {
  const x = wide ? TOWERS_W + 12 : LEFT;
  const domeY = wide ? TOP + 24 : TOP + ROWS * SLOT + 56;
  const trackY = domeY + 2 * DOME_ROW_H + 24;
  const bottom = domeY + DOME_BLOCK_H;
  return {
    x,
    domeY,
    trackY,
    width: wide ? x + TOWERS_W : TOWERS_W,
    height: wide ? Math.max(bottom, TOP + ROWS * SLOT + 36) : bottom,
  };
}
const NARROW = geometry(false);
const WIDE = geometry(true);

export function DomeSheet(props: SheetProps) {
  const { sheet, label } = props;
  const tap = (box: number, x: number, y: number, w: number, text: string, words = text) => (
    <TapBoxMark key={box} box={box} x={x} y={y} w={w} text={text} words={words} sheet={props} />
  );
  const groundY = TOP + 8 * SLOT;
  const units = domeUnits(sheet);
  const g = props.narrow === false ? WIDE : NARROW;
  const unitW = (TOWERS_W - 12) / DOME_PER_ROW;
  return (
    <svg class="wtm-sheet wtm-dome" viewBox={`0 0 ${g.width} ${g.height}`} role="img" aria-label={props.title}>
      <rect class="wtm-paper" x={0} y={0} width={g.width} height={g.height} rx={10} />
      <line class="wtm-ground" x1={LEFT} y1={groundY} x2={TOWER_X - 4} y2={groundY} />
      {D.skyscrapers.map((sky, k) => {
        const x = LEFT + k * COL;
        const top = TOP + rowOf(k, sky.top.slot) * SLOT;
        const bottom = TOP + (rowOf(k, sky.bottom.slot) + 1) * SLOT;
        const ends: [typeof sky.top, number][] = [
          [sky.top, top - 24],
          [sky.bottom, bottom + 3],
        ];
        return (
          <g key={sky.top.slot}>
            {sky.slots.map((slot) => (
              <SheetSlot
                key={slot}
                slot={slot}
                x={x}
                y={TOP + rowOf(k, slot) * SLOT}
                size={SLOT}
                props={props}
                extra={sky.ground.includes(slot) ? ' wtm-ground-slot' : ''}
                // The whole row's pitch and most of the gap to the next skyscraper: a 44 px target on a phone.
                hit={{ x: x - 2, y: TOP + rowOf(k, slot) * SLOT, w: SLOT + 4, h: SLOT }}
              />
            ))}
            {ends.map(([end, y]) => (
              <g key={end.first}>
                {tap(end.first, x, y, 22, String(end.points[0]), label('ui.dome-end-first'))}
                {tap(end.later, x + 24, y, 22, String(end.points[1]), label('ui.dome-end-later'))}
              </g>
            ))}
          </g>
        );
      })}
      {D.levels.map((lv, i) => {
        const y = TOP + (i + 3) * SLOT + 10;
        return (
          <g key={lv.water}>
            {tap(lv.plants[0], TOWER_X, y, 22, '♣', label('term.plant'))}
            {tap(lv.plants[1], TOWER_X + 24, y, 22, '♣', label('term.plant'))}
            {tap(lv.water, TOWER_X + 48, y, 22, '≈', label('term.water'))}
            <text x={TOWER_X + 74} y={y + 14} class="wtm-mini">{`L${i}`}</text>
          </g>
        );
      })}
      <text x={g.x} y={g.domeY - 8} class="wtm-label">
        {label('ui.dome-legend')}
      </text>
      {units.map((u, i) => {
        const half = D.sections.some((s) => s.halves.includes(u.box as never));
        const before = units.slice(0, i).reduce((a, o) => a + (D.sections.some((s) => s.box === o.box) ? 1 : 0.5), 0);
        const row = Math.floor(before / DOME_PER_ROW);
        const w = half ? unitW / 2 - 2 : unitW - 2;
        return tap(
          u.box,
          g.x + (before - row * DOME_PER_ROW) * unitW,
          g.domeY + row * DOME_ROW_H,
          w,
          u.parity === 'odd' ? label('ui.odd') : label('ui.even'),
          `${label('ui.dome-section')} ${u.parity === 'odd' ? label('ui.odd') : label('ui.even')}`,
        );
      })}
      {TRACKS.map((tr, t) => {
        const y = g.trackY + t * TRACK_H;
        const def = D.tracks[tr];
        const step = trackStep(sheet, tr);
        return (
          <g key={tr}>
            <text x={g.x} y={y + 14} class="wtm-label">
              {`${label(`ui.dome-track-${tr}`)}: ${def.rows.map((r) => r[step]).join('/')}`}
            </text>
            {def.columns.map((col, c) =>
              tap(
                col[0] ?? 0,
                g.x + c * 76,
                y + 20,
                72,
                def.rows.map((r) => r[c + 1]).join('/'),
                `${label(`ui.dome-track-${tr}`)} ${c + 1}`,
              ),
            )}
          </g>
        );
      })}
      <text x={g.x} y={g.trackY + 4 * TRACK_H + 10} class="wtm-label">
        {`${label('term.astronaut')} ${sheet.counters.astro ?? 0}/8 · X ${sheet.counters.plan ?? 0} · ${label('ui.errors')} ${sheet.errors}/3`}
      </text>
      <text x={g.x} y={g.trackY + 4 * TRACK_H + 32} class="wtm-mini">
        {label('ui.dome-grow')}
      </text>
      <text x={g.x} y={g.trackY + 4 * TRACK_H + 52} class="wtm-mini">
        {label('ui.dome-symbols')}
      </text>
    </svg>
  );
}
