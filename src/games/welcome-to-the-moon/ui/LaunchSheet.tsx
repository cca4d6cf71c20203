// The Launch's sheet drawn as SVG from the sheet data: floors, slots, quarter bonuses, arrows, rocket track, errors.

import { LAUNCH_SHEET } from '../data';
import type { LaunchBonus } from '../rules/sheets/launch';
import type { SheetState } from '../rules/types';
import { SheetSlot, TapBox } from './BoxMark';
import { LAUNCH_LAYOUT, LAUNCH_LAYOUT_NARROW, type LaunchLayout, SLOT, TRACK_LINE_H } from './launch-layout';
import { PartChoice } from './PartChoice';
import { onlyPart, type Parts, partFocus } from './part-focus';
import type { SheetProps } from './sheet-props';

function bonusText(b: LaunchBonus): string {
  switch (b.kind) {
    case 'rockets':
      return `▲${b.amount}`;
    case 'activation':
      return '↗';
    case 'x':
      return 'X';
    case 'sabotage':
      return '!';
  }
}

function Bonus({ b, x, y, mark }: { b: LaunchBonus; x: number; y: number; mark: string | undefined }) {
  const w = b.kind === 'rockets' ? 28 : 20;
  return (
    <g class={`wtm-bonus wtm-bonus-${b.kind}${b.kind === 'rockets' && b.needs ? ' wtm-needs' : ''}`} data-mark={mark}>
      <rect x={x} y={y} width={w} height={20} rx={4} />
      <text x={x + w / 2} y={y + 14} text-anchor="middle">
        {bonusText(b)}
      </text>
      {mark === 'circle' ? <circle class="wtm-ring" cx={x + w / 2} cy={y + 10} r={w / 2 + 1} /> : null}
      {mark === 'cross' ? <line class="wtm-strike" x1={x} y1={y + 20} x2={x + w} y2={y} /> : null}
    </g>
  );
}

function RocketTrack({ sheet, label, L }: { sheet: SheetState; label: (code: string) => string; L: LaunchLayout }) {
  const rockets = sheet.counters.rockets ?? 0;
  let n = 0;
  const y0 = L.trackY;
  // Extras and errors sit below the last line of rocket rows.
  const yEnd = y0 + (Math.ceil(LAUNCH_SHEET.rocketRows.length / L.trackRowsPerLine) - 1) * TRACK_LINE_H;
  return (
    <g class="wtm-track">
      <text x={4} y={y0 + 14} class="wtm-label">
        {label('ui.rocket-track')}
      </text>
      {LAUNCH_SHEET.rocketRows.map((row, r) => {
        const x = 4 + (r % L.trackRowsPerLine) * 53;
        const ly = y0 + Math.floor(r / L.trackRowsPerLine) * TRACK_LINE_H;
        return (
          <g key={row.value}>
            {row.boxes.map((box, i) => {
              const crossed = n++ < rockets;
              return (
                <rect
                  key={box}
                  class={`wtm-rocket${crossed ? ' wtm-crossed' : ''}`}
                  x={x + (i % 3) * 16}
                  y={ly + 22 + Math.floor(i / 3) * 16}
                  width={14}
                  height={14}
                  rx={7}
                />
              );
            })}
            <text x={x + 22} y={ly + 70} text-anchor="middle" class="wtm-row-value">
              {row.value}
            </text>
          </g>
        );
      })}
      <text x={4} y={yEnd + 96} class="wtm-label">
        {label('ui.extra-rockets')}
      </text>
      {LAUNCH_SHEET.extraRockets.map((box, i) => (
        <rect
          key={box}
          class={`wtm-rocket${i < (sheet.counters.extra ?? 0) ? ' wtm-crossed' : ''}`}
          x={150 + i * 18}
          y={yEnd + 84}
          width={14}
          height={14}
          rx={7}
        />
      ))}
      <text x={4} y={yEnd + 126} class="wtm-label">
        {label('ui.errors')}
      </text>
      {LAUNCH_SHEET.errorBoxes.map((box, i) => {
        const circled = i < sheet.errors;
        const bought = i < (sheet.counters.bought ?? 0);
        return (
          <g key={box} class={`wtm-error${circled ? ' wtm-circled' : ''}${bought ? ' wtm-bought' : ''}`}>
            <rect x={150 + i * 26} y={yEnd + 110} width={22} height={22} rx={4} />
            <text x={161 + i * 26} y={yEnd + 126} text-anchor="middle">
              {bought ? '✓' : circled ? '!' : ''}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Each slot's floor: its line in the layout's floors. */
const FLOOR_OF: ReadonlyMap<number, number> = new Map(
  LAUNCH_LAYOUT_NARROW.rows.flatMap((row, i) =>
    (LAUNCH_SHEET.zones.find((z) => z.id === row.zone)?.slots ?? []).map((slot) => [slot, i] as const),
  ),
);

/**
 * The floors as a phone's parts (part-focus.ts), for an X that may go into any empty slot (the build bonus): too far
 * apart when the lit floors span more than a phone's screen shows above the decision bar (about 540 units).
 */
const FLOOR_PARTS: Parts = {
  ofSlot: (slot) => FLOOR_OF.get(slot) ?? 0,
  // Sabotage boxes (a solo card's cross) stay lit as they are.
  ofBox: () => undefined,
  far: (lit) => {
    const rows = LAUNCH_LAYOUT_NARROW.rows;
    const first = rows[lit[0] ?? 0];
    const last = rows[lit.at(-1) ?? 0];
    return first !== undefined && last !== undefined && last.y + last.height + 24 - first.y > 540;
  },
};

export function LaunchSheet(all: SheetProps) {
  const focus = partFocus(all, FLOOR_PARTS);
  const props = focus.choose ? onlyPart(all, FLOOR_PARTS, focus.part) : all;
  const { sheet, options } = props;
  const L = props.narrow ? LAUNCH_LAYOUT_NARROW : LAUNCH_LAYOUT;
  return (
    <svg class="wtm-sheet" viewBox={`0 0 ${L.width} ${L.height}`} role="img" aria-label={props.title}>
      <rect class="wtm-paper" x={0} y={0} width={L.width} height={L.height} rx={10} />
      {L.rows.map((row) => (
        <g key={row.zone}>
          <rect class={`wtm-floor wtm-floor-${row.action}`} x={2} y={row.y} width={64} height={row.height} rx={6} />
          <text x={34} y={row.y + SLOT / 2 + 5} text-anchor="middle" class="wtm-floor-label">
            {props.label(`term.${row.action}`)}
          </text>
        </g>
      ))}
      {L.slots.map((s) => (
        <SheetSlot
          key={s.slot}
          slot={s.slot}
          x={s.x}
          y={s.y}
          props={props}
          size={SLOT}
          hit={{ x: s.x, y: s.y, w: SLOT, h: SLOT }}
        />
      ))}
      {L.bonuses.map((b) =>
        // Sabotage boxes are what a solo card crosses: a tap target, highlighted when the rules offer it.
        b.bonus.kind === 'sabotage' ? (
          <TapBox
            key={b.bonus.box}
            testid={`box-${b.bonus.box}`}
            legal={options?.marks.has(b.bonus.box) ?? false}
            active={options !== null}
            label={props.label('ui.legend-sabotage')}
            onTap={() => props.onBox(b.bonus.box)}
            cls="wtm-box"
            hit={{ x: b.x - 1, y: b.y - 2, w: 22, h: 26 }}
          >
            <Bonus b={b.bonus} x={b.x} y={b.y} mark={sheet.marks[b.bonus.box]} />
          </TapBox>
        ) : (
          <Bonus key={b.bonus.box} b={b.bonus} x={b.x} y={b.y} mark={sheet.marks[b.bonus.box]} />
        ),
      )}
      {L.arrows.map((a) => {
        const legal = options?.arrows.has(a.box) ?? false;
        const mark = sheet.marks[a.box];
        return (
          <TapBox
            key={a.box}
            testid={`arrow-${a.box}`}
            legal={legal}
            active={options !== null}
            label={props.label('ui.arrow')}
            onTap={() => props.onBox(a.box)}
            cls="wtm-arrow"
            hit={{ x: a.x - 1, y: a.y - 2, w: 22, h: 26 }}
          >
            <rect x={a.x} y={a.y} width={20} height={20} rx={4} />
            <text x={a.x + 10} y={a.y + 15} text-anchor="middle">
              {mark === 'circle' ? '●' : '○'}
            </text>
          </TapBox>
        );
      })}
      <RocketTrack sheet={sheet} label={props.label} L={L} />
      {focus.choose ? (
        <PartChoice
          focus={focus}
          area={(p) => {
            const row = L.rows[p];
            return row ? { x: 2, y: row.y - 2, w: L.width - 4, h: row.height + 26 } : null;
          }}
          // Under the floor's name, clear of a finger on its first slot.
          back={(p) => {
            const row = L.rows[p];
            return row ? { x: 4, y: row.y + row.height + 2, w: 46 } : null;
          }}
          testid="floor"
          backId="launch-all-floors"
          words={(p) => props.label(`term.${L.rows[p]?.action ?? 'wild'}`)}
          backWords={props.label('ui.launch-all-floors')}
          backText={props.label('ui.launch-all-floors-short')}
        />
      ) : null}
    </svg>
  );
}
