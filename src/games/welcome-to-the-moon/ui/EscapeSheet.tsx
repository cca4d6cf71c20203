// The Escape's sheet drawn as SVG from the sheet data: six starships as rows of blocks (modules and greenhouses),
// the airlocks inside a starship under the boundary they open and those between starships under the block they lead
// to, blocks not yet reachable faded; then each starship's reactors and greenhouse, markers and a legend.

import { connected, greenhouseScore } from '../rules/adventures/7';
import { AIRLOCKS, ESCAPE_SHEET as E } from '../rules/sheets/escape';
import { BoxMark, SheetSlot, TapBoxMark } from './BoxMark';
import { LEGEND_LINE, SheetLegend } from './SheetLegend';
import type { SheetProps } from './sheet-props';

const SLOT = 34;
const BG = 6;
const LEFT = 6;
const TOP = 18;
const ROW_H = SLOT + 64;
const BOX = 22;
const SHIPS = E.greenhouses.length;
const WIDTH = 2 * LEFT + 10 * SLOT + 3 * BG;
const PANEL_Y = TOP + SHIPS * ROW_H + 10;
const PANEL_ROW = 30;
const LEGEND = ['ui.escape-legend-1', 'ui.escape-legend-2', 'ui.escape-legend-3', 'ui.escape-legend-4'] as const;
const HEIGHT = PANEL_Y + SHIPS * PANEL_ROW + 30 + LEGEND.length * LEGEND_LINE;

/** Each block's x range in its starship's row. */
const BLOCK_X: readonly { x: number; w: number }[] = (() => {
  const out: { x: number; w: number }[] = [];
  const at: number[] = [];
  E.blocks.forEach((b, i) => {
    const x = at[b.starship] ?? LEFT;
    out[i] = { x, w: b.slots.length * SLOT };
    at[b.starship] = x + b.slots.length * SLOT + BG;
  });
  return out;
})();
const rowY = (ship: number) => TOP + ship * ROW_H;

export function EscapeSheet(props: SheetProps) {
  const { sheet, label } = props;
  const area = connected(sheet);
  const tap = (box: number, x: number, y: number, w: number, text: string, words: string) => (
    <TapBoxMark key={box} box={box} x={x} y={y} w={w} text={text} words={words} sheet={props} pad="wide" />
  );
  const plain = (key: string, x: number, y: number, text: string, mark?: string) => (
    <BoxMark key={key} x={x} y={y} w={20} text={text} mark={mark} />
  );
  return (
    <svg class="wtm-sheet wtm-escape" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.title}>
      <rect class="wtm-paper" x={0} y={0} width={WIDTH} height={HEIGHT} rx={10} />
      {E.blocks.map((b, i) => {
        const { x, w } = BLOCK_X[i] ?? { x: 0, w: 0 };
        const y = rowY(b.starship);
        return (
          <g key={b.slots[0]} class={area.has(i) ? undefined : 'wtm-locked'}>
            <rect
              class={b.kind === 'greenhouse' ? 'wtm-greenhouse' : 'wtm-module'}
              x={x - 1}
              y={y - 1}
              width={w + 2}
              height={SLOT + 2}
              rx={6}
            />
            {b.slots.map((slot, k) => {
              const tank = E.tanks[slot];
              return (
                <g key={slot}>
                  <SheetSlot slot={slot} x={x + k * SLOT} y={y} size={SLOT} props={props} />
                  {tank !== undefined ? (
                    <text
                      x={x + (k + 1) * SLOT - 5}
                      y={y + 12}
                      text-anchor="end"
                      class={`wtm-mini${sheet.marks[tank] === 'circle' ? ' wtm-lit' : ''}`}
                    >
                      ≈
                    </text>
                  ) : null}
                  {b.kind === 'greenhouse' ? (
                    <text x={x + 4} y={y + 12} class="wtm-mini">
                      ♣
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        );
      })}
      {E.greenhouses.map((_, ship) => (
        // In the airlock strip's free right end, clear of the airlocks between starships.
        <text key={ship} x={WIDTH - LEFT} y={rowY(ship) + SLOT + 20} text-anchor="end" class="wtm-mini">
          {`${label('ui.escape-ship')} ${ship + 1}`}
        </text>
      ))}
      {AIRLOCKS.map((l) => {
        const a = E.blocks[l.a];
        const b = E.blocks[l.b];
        const ax = BLOCK_X[l.a];
        const bx = BLOCK_X[l.b];
        if (!a || !b || !ax || !bx) return null;
        const words = `${label('ui.escape-airlock')} ${a.slots[0]}–${b.slots[0]}`;
        if (a.starship === b.starship) {
          // Inside a starship: under the boundary between the two blocks.
          const x = bx.x - BG / 2 - BOX / 2;
          return tap(l.box, x, rowY(a.starship) + SLOT + 6, BOX, '⇆', words);
        }
        // Between starships: under the upper block, above the lower one, linked by a line.
        const x = bx.x + bx.w / 2 - BOX / 2;
        const y = rowY(a.starship) + SLOT + 36;
        return (
          <g key={l.box}>
            <line
              class={`wtm-link${on(sheet.marks[l.box]) ? ' wtm-lit' : ''}`}
              x1={ax.x + ax.w / 2}
              y1={rowY(a.starship) + SLOT}
              x2={bx.x + bx.w / 2}
              y2={rowY(b.starship)}
            />
            {tap(l.box, x, y, BOX, '⇅', words)}
          </g>
        );
      })}
      {E.greenhouses.map((g, ship) => {
        const y = PANEL_Y + ship * PANEL_ROW;
        const r = E.reactors[ship];
        const printed = (n: number, glyph: string, key: string, from: number) =>
          Array.from({ length: n }, (_, i) => plain(`${key}${i}`, from + i * 22, y, glyph, 'circle'));
        return (
          <g key={g.slot}>
            <text x={LEFT} y={y + 14} class="wtm-mini">
              {`${ship + 1}`}
            </text>
            {printed(r?.printed ?? 0, '⚡', `r${ship}-`, LEFT + 14)}
            {(r?.boxes ?? []).map((b, i) =>
              plain(String(b), LEFT + 14 + ((r?.printed ?? 0) + i) * 22, y, '⚡', sheet.marks[b]),
            )}
            {printed(g.printed, '♣', `g${ship}-`, LEFT + 96)}
            {g.plants.map((b, i) => plain(String(b), LEFT + 96 + (g.printed + i) * 22, y, '♣', sheet.marks[b]))}
            {tap(g.double, LEFT + 170, y, 30, '×2', `${label('ui.escape-double')} ${ship + 1}`)}
            <text x={LEFT + 214} y={y + 14} class="wtm-mini">
              {`${label('ui.escape-greenhouse')} ${greenhouseScore(sheet, ship)}`}
            </text>
          </g>
        );
      })}
      <text x={LEFT} y={PANEL_Y + SHIPS * PANEL_ROW + 14} class="wtm-label">
        {`${label('term.astronaut')} ${sheet.counters.astro ?? 0}/6 · X ${sheet.counters.plan ?? 0}/9 · ${label('ui.errors')} ${sheet.errors}/3`}
      </text>
      <SheetLegend x={LEFT} y={PANEL_Y + SHIPS * PANEL_ROW + 36} codes={LEGEND} label={label} />
    </svg>
  );
}

const on = (m: string | undefined) => m === 'circle';
