// The Journey's sheet drawn as SVG from the sheet data: the trajectory with walls and tanks, stations, tracks, errors.

import { JOURNEY_SHEET as J } from '../rules/sheets/journey';
import type { SheetState } from '../rules/types';
import { BoxMark, SheetSlot, TapBox } from './BoxMark';
import type { SheetProps } from './sheet-props';

const SLOT = 44;
const GAP = 14;
const LEFT = 20;
const ROW_H = 82;

/** The trajectory runs left to right, row by row: 9 slots a row, or 6 on a narrow screen so slots stay big. */
interface Geometry {
  readonly perRow: number;
  readonly slotX: (slot: number) => number;
  readonly slotY: (slot: number) => number;
  readonly width: number;
  readonly stationY: number;
  readonly trackY: number;
  readonly height: number;
}

function geometry(perRow: number): Geometry {
  const rows = Math.ceil(J.slotCount / perRow);
  const stationY = 10 + rows * ROW_H + 6;
  const trackY = stationY + 4 * 40 + 10;
  return {
    perRow,
    slotX: (slot) => LEFT + ((slot - 1) % perRow) * (SLOT + GAP),
    slotY: (slot) => 10 + Math.floor((slot - 1) / perRow) * ROW_H,
    width: Math.max(LEFT + perRow * (SLOT + GAP), 384),
    stationY,
    trackY,
    height: trackY + 120,
  };
}
const WIDE = geometry(9);
const NARROW = geometry(6);

function Trajectory({ g, ...props }: SheetProps & { g: Geometry }) {
  const { sheet, options } = props;
  const { slotX, slotY } = g;
  return (
    <g>
      {Array.from({ length: J.slotCount }, (_, i) => i + 1).map((slot) => {
        const x = slotX(slot);
        const y = slotY(slot);
        const tank = J.tanks.find((t) => t.slot === slot);
        const station = J.stations.findIndex((st) => st.slot === slot);
        return (
          <g key={slot}>
            <SheetSlot
              slot={slot}
              x={x}
              y={y}
              size={SLOT}
              props={props}
              extra={`${station >= 0 ? ' wtm-station-slot' : ''}${props.picked === slot ? ' wtm-picked' : ''}`}
              hit={{ x: x - GAP / 2, y: y - 6, w: SLOT + GAP, h: SLOT + 10 }}
            />
            {station >= 0 ? (
              <text x={x + SLOT / 2} y={y + SLOT + 30} text-anchor="middle" class="wtm-label">
                {`S${station + 1}`}
              </text>
            ) : null}
            {tank ? (
              <BoxMark x={x + 10} y={y + SLOT + 2} w={24} text={`≈${tank.value}`} mark={sheet.marks[tank.box]} />
            ) : null}
          </g>
        );
      })}
      {J.walls.map((w) => {
        const slot = w.after + 1;
        const legal = options?.marks.has(w.box) ?? false;
        const drawn = sheet.marks[w.box] === 'circle';
        return (
          <TapBox
            key={w.box}
            testid={`wall-${w.box}`}
            legal={legal}
            active={options !== null}
            label={`${props.label('ui.wall')} ${w.after}|${slot}`}
            onTap={() => props.onBox(w.box)}
            cls={`wtm-wall${drawn ? ' wtm-drawn' : ''}`}
          >
            <rect x={slotX(slot) - GAP + 2} y={slotY(slot) + 4} width={GAP - 4} height={SLOT - 8} rx={3} />
          </TapBox>
        );
      })}
    </g>
  );
}

function Stations({ g, ...props }: SheetProps & { g: Geometry }) {
  const { sheet, options } = props;
  return (
    <g>
      {J.stations.map((st, i) => {
        const y = g.stationY + i * 40;
        const box = (b: number, x: number, text: string, w = 24) => (
          <TapBox
            key={b}
            testid={`box-${b}`}
            legal={options?.marks.has(b) ?? false}
            active={options !== null}
            label={text}
            onTap={() => props.onBox(b)}
            cls="wtm-box"
            hit={{ x: x - 2, y: y - 9, w: w + 4, h: 38 }}
          >
            <BoxMark x={x} y={y} w={w} text={text} mark={sheet.marks[b]} />
          </TapBox>
        );
        return (
          <g key={st.slot}>
            <text x={4} y={y + 16} class="wtm-label">{`S${i + 1}`}</text>
            {st.plants.map((b, k) => box(b, 30 + k * 28, '♣'))}
            {st.robots.map((b, k) => box(b, 180 + k * 28, '⚙'))}
            {box(st.big.box, 300, `×${st.big.mult}`, 34)}
            <BoxMark x={340} y={y} w={34} text={`×${st.small.mult}`} mark={sheet.marks[st.small.box]} />
          </g>
        );
      })}
    </g>
  );
}

function Tracks({ sheet, label, g }: { sheet: SheetState; label: (code: string) => string; g: Geometry }) {
  const TRACK_Y = g.trackY;
  const energy = sheet.counters.energy ?? 0;
  const astro = sheet.counters.astro ?? 0;
  const plan = sheet.counters.plan ?? 0;
  const dots = (n: number, of: number, x: number, y: number, cls: string) =>
    Array.from({ length: of }, (_, i) => (
      <circle key={i} class={`wtm-rocket ${cls}${i < n ? ' wtm-crossed' : ''}`} cx={x + i * 18} cy={y} r={7} />
    ));
  return (
    <g>
      <text x={4} y={TRACK_Y + 14} class="wtm-label">
        {label('term.energy')}
      </text>
      {dots(energy, 12, 110, TRACK_Y + 10, 'wtm-energy')}
      <text x={4} y={TRACK_Y + 40} class="wtm-label">
        {label('term.astronaut')}
      </text>
      {dots(astro, 6, 110, TRACK_Y + 36, '')}
      <text x={4} y={TRACK_Y + 66} class="wtm-label">
        {label('term.planning')}
      </text>
      {dots(plan, 6, 110, TRACK_Y + 62, '')}
      <text x={240} y={TRACK_Y + 52} class="wtm-label">
        {`${label('ui.joker')}: ${Math.floor(astro / 2) + Math.floor(plan / 2) - (sheet.counters.jokersUsed ?? 0)}`}
      </text>
      <text x={4} y={TRACK_Y + 96} class="wtm-label">
        {label('ui.errors')}
      </text>
      {J.errorBoxes.map((b, i) => (
        <BoxMark key={b} x={110 + i * 28} y={TRACK_Y + 82} w={22} text={i < sheet.errors ? '!' : ''} mark={undefined} />
      ))}
    </g>
  );
}

export function JourneySheet(props: SheetProps) {
  const g = props.narrow ? NARROW : WIDE;
  return (
    <svg class="wtm-sheet wtm-journey" viewBox={`0 0 ${g.width} ${g.height}`} role="img" aria-label={props.title}>
      <rect class="wtm-paper" x={0} y={0} width={g.width} height={g.height} rx={10} />
      <Trajectory {...props} g={g} />
      <Stations {...props} g={g} />
      <Tracks sheet={props.sheet} label={props.label} g={g} />
    </svg>
  );
}
