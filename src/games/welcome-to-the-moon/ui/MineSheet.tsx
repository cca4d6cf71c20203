// The Mine's sheet drawn as SVG from the sheet data: three layers with gems, the water and plant symbols between
// them, the extraction boxes, the factories' robot and energy boxes, the factory tracks, markers and errors.

import { MINE_SHEET as M } from '../rules/sheets/mine';
import { BoxMark, TapBox } from './BoxMark';
import type { SheetProps } from './sheet-props';

const SLOT = 44;
const STEP = 48;
const LEFT = 8;
const TOP = 8;
const LAYER_H = SLOT + 34;
const WIDTH = LEFT * 2 + 12 * STEP;
const EXTRACT_Y = TOP + 3 * LAYER_H - 30;
const FACTORY_Y = EXTRACT_Y + 30;
const TRACK_Y = FACTORY_Y + 6 * 26 + 6;
const HEIGHT = TRACK_Y + 5 * 24 + 10;

const slotPos = (slot: number) => ({
  x: LEFT + ((slot - 1) % 12) * STEP,
  y: TOP + Math.floor((slot - 1) / 12) * LAYER_H,
});

/** Each symbol box sits between the layers of the slots it touches; water left, plant right. */
function symbolPositions(map: Readonly<Record<number, readonly number[]>>, dx: number) {
  const slots = new Map<number, number[]>();
  for (const [slot, boxes] of Object.entries(map))
    for (const b of boxes) slots.set(b, [...(slots.get(b) ?? []), Number(slot)]);
  return [...slots.entries()].map(([box, list]) => {
    const ys = list.map((s) => slotPos(s).y);
    const x = slotPos(list[0] ?? 1).x + dx;
    return { box, x, y: Math.min(...ys) + SLOT + 5 };
  });
}
const WATER = symbolPositions(M.water, 0);
/** Main factories by their resource's sign (the same signs as the mine); secondary ones by number. */
const FACTORY_SIGN: Readonly<Record<string, string>> = {
  plants: '♣',
  water: '≈',
  pearls: '○',
  rubies: '◆',
  astronauts: '★',
  planning: '✎',
};
const PLANTS = symbolPositions(M.plants, 22);

export function MineSheet(props: SheetProps) {
  const { sheet, options, label } = props;
  const tap = (box: number, x: number, y: number, w: number, text: string) => (
    <TapBox
      key={box}
      testid={`box-${box}`}
      legal={options?.marks.has(box) ?? false}
      active={options !== null}
      label={text}
      onTap={() => props.onBox(box)}
      cls="wtm-box"
    >
      <BoxMark x={x} y={y} w={w} text={text} mark={sheet.marks[box]} />
    </TapBox>
  );
  const factories = Object.entries(M.factories);
  return (
    <svg class="wtm-sheet wtm-mine" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.title}>
      <rect class="wtm-paper" x={0} y={0} width={WIDTH} height={HEIGHT} rx={10} />
      {Array.from({ length: M.slotCount }, (_, i) => i + 1).map((slot) => {
        const { x, y } = slotPos(slot);
        const value = sheet.cells[slot - 1] ?? null;
        const legal = options ? options.writes.has(slot) || options.xSlots.has(slot) : false;
        const gem = M.gems.find((g) => g.slot === slot);
        return (
          <g key={slot}>
            <TapBox
              testid={`slot-${slot}`}
              legal={legal}
              active={options !== null}
              label={`${slot}: ${value ?? '—'}`}
              onTap={() => props.onSlot(slot)}
              cls="wtm-slot"
            >
              <rect x={x + 2} y={y + 2} width={SLOT - 4} height={SLOT - 4} rx={6} />
              <text x={x + SLOT / 2} y={y + SLOT / 2 + 7} text-anchor="middle" class="wtm-slot-value">
                {value === null ? '' : String(value)}
              </text>
            </TapBox>
            {gem ? (
              <text x={x + 6} y={y + 13} class={`wtm-mini${sheet.marks[gem.box] ? ' wtm-lit' : ''}`}>
                {`${gem.kind === 'pearls' ? '○' : '◆'}${sheet.marks[gem.box] === 'cross' ? '✓' : ''}`}
              </text>
            ) : null}
          </g>
        );
      })}
      {WATER.map((w) => tap(w.box, w.x, w.y, 20, '≈'))}
      {PLANTS.map((p) => tap(p.box, p.x, p.y, 20, '♣'))}
      {M.columns.map((c, i) => (
        <BoxMark key={c.box} x={LEFT + i * STEP + 10} y={EXTRACT_Y} w={24} text="▼" mark={sheet.marks[c.box]} />
      ))}
      {factories.map(([key, f], i) => {
        const x = i < 6 ? 4 : WIDTH / 2 + 4;
        const y = FACTORY_Y + (i % 6) * 26;
        return (
          <g key={key}>
            <BoxMark x={x} y={y} w={34} text={FACTORY_SIGN[key] ?? `2·${key.slice(-1)}`} mark={sheet.marks[f.box]} />
            {f.robots.map((b, k) => tap(b, x + 40 + k * 24, y, 20, '⚙'))}
            {f.energy.map((b, k) => tap(b, x + 40 + (f.robots.length + k) * 24, y, 20, '⚡'))}
          </g>
        );
      })}
      {(['plants', 'water', 'pearls', 'rubies'] as const).map((r, i) => (
        <text key={r} x={4} y={TRACK_Y + i * 24 + 14} class="wtm-label">
          {`${label(r === 'water' ? 'score.mine-water' : `score.${r}`)}: ${sheet.counters[r] ?? 0}/${M.tracks[r].length}${sheet.marks[M.fillBonus[r].box] === 'circle' ? ` +${M.fillBonus[r].points}` : ''}`}
        </text>
      ))}
      <text x={4} y={TRACK_Y + 4 * 24 + 14} class="wtm-label">
        {`${label('term.astronaut')} ${sheet.counters.astro ?? 0}/8 · ${label('term.planning')} ${sheet.counters.plan ?? 0}/6 · ${label('ui.errors')} ${sheet.errors}/3`}
      </text>
    </svg>
  );
}
