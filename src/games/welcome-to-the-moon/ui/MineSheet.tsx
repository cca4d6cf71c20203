// The Mine's sheet drawn as SVG from the sheet data: three layers with gems, the water and plant symbols between
// them, the extraction boxes, the factories' robot and energy boxes, the factory tracks, markers and errors.

import { MINE_SHEET as M } from '../rules/sheets/mine';
import { BoxMark, SheetSlot, TapBox } from './BoxMark';
import type { SheetProps } from './sheet-props';

const SLOT = 44;
const STEP = 48;
const LEFT = 8;
const TOP = 8;
const LAYER_H = SLOT + 34;
/** The three layers with their extraction row under them. */
const BLOCK_H = 3 * LAYER_H;

/**
 * Where everything goes. Wide: the 12 columns side by side, the factories in two columns of six. Narrow (phones):
 * columns 1-6 above columns 7-12, each column kept whole (its three layers and its extraction box), so slots stay
 * near 44 px; the factories in one column, their boxes a finger apart, so all of them lit at once (an energy or a
 * robot to cross) fit on the screen without enlarging the sheet past its width.
 */
interface Geometry {
  readonly cols: number;
  /** Factories a column, the height of a factory's row, the distance between its boxes and their drawn width. */
  readonly factory: { readonly perCol: number; readonly row: number; readonly pitch: number; readonly box: number };
  readonly width: number;
  readonly height: number;
  readonly factoryY: number;
  readonly trackY: number;
  readonly slotPos: (slot: number) => { x: number; y: number };
  readonly extractPos: (column: number) => { x: number; y: number };
  readonly water: readonly { box: number; x: number; y: number }[];
  readonly plants: readonly { box: number; x: number; y: number }[];
}

function geometry(cols: number, factory: Geometry['factory']): Geometry {
  const blocks = 12 / cols;
  const blockOf = (column: number) => Math.floor(column / cols);
  const slotPos = (slot: number) => {
    const column = (slot - 1) % 12;
    return {
      x: LEFT + (column % cols) * STEP,
      y: TOP + blockOf(column) * BLOCK_H + Math.floor((slot - 1) / 12) * LAYER_H,
    };
  };
  const extractPos = (column: number) => ({
    x: LEFT + (column % cols) * STEP + 10,
    y: TOP + blockOf(column) * BLOCK_H + BLOCK_H - 30,
  });
  const factoryY = TOP + blocks * BLOCK_H;
  const trackY = factoryY + factory.perCol * factory.row + 6;
  const { water, plants } = symbols(slotPos);
  return {
    cols,
    factory,
    width: Math.max(LEFT * 2 + cols * STEP, 340),
    height: trackY + 5 * 24 + 10,
    factoryY,
    trackY,
    slotPos,
    extractPos,
    water,
    plants,
  };
}

/**
 * Each symbol box sits between the layers of the slots it touches, under its first slot's column: centred when it is
 * the only symbol there, else water on the left and plant on the right, so two symbols never overlap.
 */
function symbols(slotPos: (slot: number) => { x: number; y: number }) {
  const collect = (map: Readonly<Record<number, readonly number[]>>, side: 'left' | 'right') => {
    const slots = new Map<number, number[]>();
    for (const [slot, boxes] of Object.entries(map))
      for (const b of boxes) slots.set(b, [...(slots.get(b) ?? []), Number(slot)]);
    return [...slots.entries()].map(([box, list]) => {
      const first = list[0] ?? 1;
      const y = Math.min(...list.map((sl) => slotPos(sl).y)) + SLOT + 5;
      return { box, first, y, side };
    });
  };
  const raw = [...collect(M.water, 'left'), ...collect(M.plants, 'right')];
  const placed = (p: (typeof raw)[number]) => {
    const shared = raw.some((o) => o.box !== p.box && o.first === p.first && o.y === p.y);
    const x = slotPos(p.first).x;
    return { box: p.box, y: p.y, x: shared ? x + (p.side === 'left' ? 0 : 24) : x + 12 };
  };
  return {
    water: raw.filter((p) => p.side === 'left').map(placed),
    plants: raw.filter((p) => p.side === 'right').map(placed),
  };
}
const WIDE = geometry(12, { perCol: 6, row: 26, pitch: 24, box: 20 });
const NARROW = geometry(6, { perCol: 11, row: 46, pitch: 46, box: 30 });

/** Main factories by their resource's sign (the same signs as the mine); secondary ones by number. */
const FACTORY_SIGN: Readonly<Record<string, string>> = {
  plants: '♣',
  water: '≈',
  pearls: '○',
  rubies: '◆',
  astronauts: '★',
  planning: '✎',
};

export function MineSheet(props: SheetProps) {
  const { sheet, options, label } = props;
  const g = props.narrow ? NARROW : WIDE;
  const { slotPos, width: WIDTH, height: HEIGHT, trackY: TRACK_Y } = g;
  const tap = (box: number, x: number, y: number, w: number, text: string) => (
    <TapBox
      key={box}
      testid={`box-${box}`}
      legal={options?.marks.has(box) ?? false}
      active={options !== null}
      label={text}
      onTap={() => props.onBox(box)}
      cls="wtm-box"
      hit={{ x: x - 2, y: y - 3, w: w + 4, h: 26 }}
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
        const gem = M.gems.find((g) => g.slot === slot);
        return (
          <g key={slot}>
            <SheetSlot
              slot={slot}
              x={x}
              y={y}
              size={SLOT}
              props={props}
              hit={{ x: x - (STEP - SLOT) / 2, y: y - 2, w: STEP, h: SLOT + 4 }}
            />
            {gem ? (
              <text x={x + 6} y={y + 13} class={`wtm-mini${sheet.marks[gem.box] ? ' wtm-lit' : ''}`}>
                {`${gem.kind === 'pearls' ? '○' : '◆'}${sheet.marks[gem.box] === 'cross' ? '✓' : ''}`}
              </text>
            ) : null}
          </g>
        );
      })}
      {g.water.map((w) => tap(w.box, w.x, w.y, 20, '≈'))}
      {g.plants.map((p) => tap(p.box, p.x, p.y, 20, '♣'))}
      {M.columns.map((c, i) => (
        <BoxMark key={c.box} x={g.extractPos(i).x} y={g.extractPos(i).y} w={24} text="↓" mark={sheet.marks[c.box]} />
      ))}
      {factories.map(([key, f], i) => {
        const { perCol, row, pitch, box } = g.factory;
        const x = i < perCol ? 4 : WIDTH / 2 + 4;
        const y = g.factoryY + (i % perCol) * row + (row - 26) / 2;
        const at = (k: number) => x + 40 + k * pitch + (pitch - 24 - box + 20) / 2;
        return (
          <g key={key}>
            <BoxMark x={x} y={y} w={34} text={FACTORY_SIGN[key] ?? `2·${key.slice(-1)}`} mark={sheet.marks[f.box]} />
            {f.robots.map((b, k) => tap(b, at(k), y, box, '⚙'))}
            {f.energy.map((b, k) => tap(b, at(f.robots.length + k), y, box, '⚡'))}
          </g>
        );
      })}
      {(['plants', 'water', 'pearls', 'rubies'] as const).map((r, i) => (
        <g key={r}>
          <text x={4} y={TRACK_Y + i * 24 + 14} class="wtm-label">
            {`${label(r === 'water' ? 'score.mine-water' : `score.${r}`)}: ${sheet.counters[r] ?? 0}/${M.tracks[r].length}`}
          </text>
          {/* The filling bonus: a race box (and what a solo card crosses), reached at `at` circled track boxes. */}
          {tap(M.fillBonus[r].box, 170, TRACK_Y + i * 24, 60, `${M.fillBonus[r].at}→+${M.fillBonus[r].points}`)}
        </g>
      ))}
      <text x={4} y={TRACK_Y + 4 * 24 + 14} class="wtm-label">
        {`${label('term.astronaut')} ${sheet.counters.astro ?? 0}/8 · ${label('term.planning')} ${sheet.counters.plan ?? 0}/6 · ${label('ui.errors')} ${sheet.errors}/3`}
      </text>
    </svg>
  );
}
