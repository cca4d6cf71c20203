// The Colony's sheet drawn as SVG from the sheet data: the building grid with tunnels, antennas and tanks, the
// quarters' greenhouses and completion boxes, the energy multiplier tracks, markers and errors.

import { litAntennas } from '../rules/adventures/3';
import { COLONY_SHEET as C, HOLE_A, HOLE_B, OBS, START } from '../rules/sheets/colony';
import { BoxMark, SheetSlot, TapBox } from './BoxMark';
import type { SheetProps } from './sheet-props';

const CELL = 44;
const STEP = 70;
const LEFT = 12;
const TOP = 22;
const WIDTH = LEFT * 2 + 5 * STEP + CELL;
const PANEL_Y = TOP + 5 * STEP + CELL + 14;
const HEIGHT = PANEL_Y + 4 * 30 + 3 * 30 + 70;

const position = new Map<number, { x: number; y: number }>();
C.grid.forEach((row, r) => {
  row.forEach((node, c) => {
    position.set(node, { x: LEFT + c * STEP, y: TOP + r * STEP });
  });
});
const at = (node: number) => position.get(node) ?? { x: 0, y: 0 };

function Tunnels(props: SheetProps) {
  const { sheet, options } = props;
  return (
    <g>
      {C.tunnels.map((t) => {
        const a = at(t.a);
        const b = at(t.b);
        const horizontal = a.y === b.y;
        const x = horizontal ? Math.min(a.x, b.x) + CELL + 2 : a.x + CELL / 2 - 6;
        const y = horizontal ? a.y + CELL / 2 - 6 : Math.min(a.y, b.y) + CELL + 2;
        const legal = options?.marks.has(t.box) ?? false;
        return (
          <TapBox
            key={t.box}
            testid={`tunnel-${t.box}`}
            legal={legal}
            active={options !== null}
            label={`${props.label('ui.tunnel')} ${t.box}`}
            onTap={() => props.onBox(t.box)}
            cls={`wtm-wall${sheet.marks[t.box] === 'circle' ? ' wtm-drawn' : ''}`}
          >
            <rect
              class="wtm-hit"
              x={horizontal ? x - 2 : a.x + 2}
              y={horizontal ? a.y + 2 : y - 2}
              width={horizontal ? STEP - CELL : CELL - 4}
              height={horizontal ? CELL - 4 : STEP - CELL}
            />
            <rect
              x={x}
              y={y}
              width={horizontal ? STEP - CELL - 4 : 12}
              height={horizontal ? 12 : STEP - CELL - 4}
              rx={3}
            />
          </TapBox>
        );
      })}
    </g>
  );
}

function Buildings(props: SheetProps) {
  const { sheet } = props;
  const lit = new Set(litAntennas(sheet));
  return (
    <g>
      {C.grid.flat().map((node) => {
        const { x, y } = at(node);
        if (node === START || node === OBS || node === HOLE_A || node === HOLE_B) {
          const text = node === START ? '▶' : node === OBS ? '◎' : '';
          const obs = C.antennas.find((a) => a.node === OBS)?.boxes ?? [];
          return (
            <g key={node} class="wtm-node">
              <rect x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} rx={CELL / 2} />
              <text x={x + CELL / 2} y={y + CELL / 2 + 6} text-anchor="middle" class="wtm-slot-value">
                {text}
              </text>
              {node === OBS ? (
                <text x={x} y={y - 1} class="wtm-label">{`⌃${obs.filter((b) => lit.has(b)).length}/3`}</text>
              ) : null}
            </g>
          );
        }
        const antenna = C.antennas.find((a) => a.node === node)?.boxes[0];
        const tank = C.tanks.find((t) => t.slot === node);
        return (
          <g key={node}>
            <SheetSlot slot={node} x={x} y={y} size={CELL} props={props} />
            {antenna !== undefined ? (
              <text
                x={x + CELL - 2}
                y={y + 12}
                text-anchor="end"
                class={`wtm-mini${lit.has(antenna) ? ' wtm-lit' : ''}`}
              >
                {lit.has(antenna) ? '⌃●' : '⌃'}
              </text>
            ) : null}
            {tank ? (
              <text
                x={x + 5}
                y={y + CELL - 4}
                class={`wtm-mini${sheet.marks[tank.box] === 'circle' ? ' wtm-lit' : ''}`}
              >
                {sheet.marks[tank.box] === 'circle' ? '≈●' : '≈'}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

function Panel(props: SheetProps) {
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
      hit={{ x: x - 2, y: y - 4, w: w + 4, h: 28 }}
    >
      <BoxMark x={x} y={y} w={w} text={text} mark={sheet.marks[box]} />
    </TapBox>
  );
  const tracks = [
    ['score.plants', C.tracks.plants],
    ['score.water', C.tracks.water],
    ['score.antennas', C.tracks.antennas],
  ] as const;
  const trackY = PANEL_Y + 4 * 30;
  const plan = sheet.counters.plan ?? 0;
  return (
    <g>
      {C.quarters.map((q, i) => {
        const y = PANEL_Y + i * 30;
        return (
          <g key={q.first}>
            <text x={4} y={y + 14} class="wtm-label">{`Q${i + 1}`}</text>
            {q.greenhouses.flat().map((b, k) => (
              <BoxMark key={b} x={34 + k * 26} y={y} w={22} text="♣" mark={sheet.marks[b]} />
            ))}
            {tap(q.first, 180, y, 30, `${C.quarterPoints.first}`)}
            <BoxMark x={216} y={y} w={30} text={`${C.quarterPoints.later}`} mark={sheet.marks[q.later]} />
          </g>
        );
      })}
      {tracks.map(([code, steps], i) => (
        <g key={code}>
          <text x={4} y={trackY + i * 30 + 14} class="wtm-label">
            {label(code)}
          </text>
          {steps.map((st, k) => tap(st.box, 110 + k * 36, trackY + i * 30, 32, `×${st.mult}`))}
        </g>
      ))}
      <text x={4} y={trackY + 104} class="wtm-label">
        {`${label('term.astronaut')} ${sheet.counters.astro ?? 0}/9 · ${label('term.planning')} ${plan}/9 · ${label('ui.errors')} ${sheet.errors}/3`}
      </text>
    </g>
  );
}

export function ColonySheet(props: SheetProps) {
  return (
    <svg class="wtm-sheet wtm-colony" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.title}>
      <rect class="wtm-paper" x={0} y={0} width={WIDTH} height={HEIGHT} rx={10} />
      <line
        class="wtm-quarter-line"
        x1={LEFT + 2.5 * STEP + CELL / 2}
        y1={TOP}
        x2={LEFT + 2.5 * STEP + CELL / 2}
        y2={PANEL_Y - 10}
      />
      <line
        class="wtm-quarter-line"
        x1={LEFT}
        y1={TOP + 2.5 * STEP + CELL / 2}
        x2={WIDTH - LEFT}
        y2={TOP + 2.5 * STEP + CELL / 2}
      />
      <Tunnels {...props} />
      <Buildings {...props} />
      <Panel {...props} />
    </svg>
  );
}
