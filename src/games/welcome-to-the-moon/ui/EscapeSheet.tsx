// The Escape's sheet drawn as SVG from the sheet data: six starships as rows of blocks (modules and greenhouses),
// the airlocks inside a starship under the boundary they open and those between starships under the block they lead
// to, blocks not yet reachable faded; then each starship's reactors and greenhouse, markers and a legend. On a phone
// a starship wraps onto a second line after six slots, so slots are a finger wide without enlarging the sheet, and
// lit targets in starships far apart are offered a starship first (part-focus.ts).

import { connected, greenhouseScore } from '../rules/adventures/7';
import { AIRLOCKS, ESCAPE_SHEET as E } from '../rules/sheets/escape';
import { BoxMark, SheetSlot, TapBoxMark } from './BoxMark';
import { PartChoice } from './PartChoice';
import { onlyPart, type Parts, partFocus } from './part-focus';
import { LEGEND_LINE, SheetLegend } from './SheetLegend';
import type { SheetProps } from './sheet-props';

const SLOT = 34;
const BG = 6;
const LEFT = 6;
const TOP = 18;
/** A line of blocks and, under it, the strip of airlocks (inside a starship at +6, to the next one at +36). */
const ROW_H = SLOT + 64;
const BOX = 22;
const SHIPS = E.greenhouses.length;
const PANEL_ROW = 30;
const LEGEND = ['ui.escape-legend-1', 'ui.escape-legend-2', 'ui.escape-legend-3', 'ui.escape-legend-4'] as const;
/** A phone's line holds at most this many slots (blocks stay whole). */
const NARROW_SLOTS = 6;
/**
 * A phone's starship starts with a line for its name and, while it is in focus, the way back to the others (clear
 * of a finger on its first line's slots).
 */
const SHIP_HEAD = 32;

interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly panelY: number;
  /** Each block's place: its left, the top of its line, its width. */
  readonly blocks: readonly { readonly x: number; readonly y: number; readonly w: number }[];
  /** Each starship's span (its name, lines and airlock strips) and where its name is written. */
  readonly ships: readonly {
    readonly top: number;
    readonly bottom: number;
    readonly name: { readonly x: number; readonly y: number; readonly end: boolean };
  }[];
}

/** Blocks laid out a line per starship (`perLine` infinite), or wrapped after `perLine` slots. */
function geometry(perLine: number): Geometry {
  const narrow = Number.isFinite(perLine);
  const blocks: { x: number; y: number; w: number }[] = [];
  const ships: Geometry['ships'][number][] = [];
  let y = TOP;
  for (let ship = 0; ship < SHIPS; ship++) {
    const top = y;
    let lineY = y + (narrow ? SHIP_HEAD : 0);
    let x = LEFT;
    let used = 0;
    E.blocks.forEach((b, i) => {
      if (b.starship !== ship) return;
      if (used > 0 && used + b.slots.length > perLine) {
        lineY += ROW_H;
        x = LEFT;
        used = 0;
      }
      blocks[i] = { x, y: lineY, w: b.slots.length * SLOT };
      x += b.slots.length * SLOT + BG;
      used += b.slots.length;
    });
    y = lineY + ROW_H;
    // Wide: in the airlock strip's free right end, clear of the airlocks between starships; narrow: its own line.
    const name = narrow ? { x: LEFT, y: top + 16, end: false } : { x: 0, y: top + SLOT + 20, end: true };
    ships.push({ top, bottom: y, name });
  }
  const width = 2 * LEFT + (narrow ? perLine : 10) * SLOT + (narrow ? 2 : 3) * BG;
  const panelY = y + 10;
  const height = panelY + SHIPS * PANEL_ROW + 30 + LEGEND.length * LEGEND_LINE;
  return {
    width,
    height,
    panelY,
    blocks,
    ships: ships.map((sh) => (sh.name.end ? { ...sh, name: { ...sh.name, x: width - LEFT } } : sh)),
  };
}
const WIDE = geometry(Number.POSITIVE_INFINITY);
const NARROW = geometry(NARROW_SLOTS);

const at = (g: Geometry, block: number) => g.blocks[block] ?? { x: 0, y: 0, w: 0 };

/** Where an airlock's box goes, and the line from the upper block to the lower one between starships. */
function airlockAt(g: Geometry, l: (typeof AIRLOCKS)[number]) {
  const a = at(g, l.a);
  const b = at(g, l.b);
  const shipA = E.blocks[l.a]?.starship ?? 0;
  const shipB = E.blocks[l.b]?.starship ?? 0;
  if (shipA === shipB) {
    // Inside a starship: under the boundary between the two blocks; a starship wrapped between them (a phone) has
    // it at the end of the upper line.
    if (a.y === b.y) return { x: b.x - BG / 2 - BOX / 2, y: b.y + SLOT + 6 };
    return { x: Math.min(a.x + a.w + BG / 2 - BOX / 2, g.width - LEFT - BOX), y: a.y + SLOT + 6 };
  }
  // Between starships: under the upper starship's last line, above the lower block, linked by a line.
  const bottom = g.ships[shipA]?.bottom ?? a.y + ROW_H;
  return {
    x: b.x + b.w / 2 - BOX / 2,
    y: bottom - ROW_H + SLOT + 36,
    link: { x1: a.x + a.w / 2, y1: a.y + SLOT, x2: b.x + b.w / 2, y2: b.y },
  };
}

/** The starship an airlock is drawn with: its own, or the upper one of the two it joins. */
const airlockShip = new Map(AIRLOCKS.map((l) => [l.box, E.blocks[l.a]?.starship ?? 0]));
const slotShip = new Map(E.blocks.flatMap((b) => b.slots.map((slot) => [slot, b.starship] as const)));

/** The starships as a phone's parts: too far apart when their span is taller than a phone's screen shows. */
const SHIP_PARTS: Parts = {
  ofSlot: (slot) => slotShip.get(slot) ?? 0,
  ofBox: (box) => airlockShip.get(box),
  far: (lit) => {
    const first = NARROW.ships[lit[0] ?? 0];
    const last = NARROW.ships[lit.at(-1) ?? 0];
    // About 3.5 lines of finger-sized slots fit above the decision bar.
    return first !== undefined && last !== undefined && last.bottom - first.top > 3.5 * ROW_H;
  },
};

export function EscapeSheet(all: SheetProps) {
  const g = all.narrow ? NARROW : WIDE;
  const focus = partFocus(all, SHIP_PARTS);
  const props = focus.choose ? onlyPart(all, SHIP_PARTS, focus.part) : all;
  const { sheet, label } = props;
  const { width: WIDTH, height: HEIGHT, panelY: PANEL_Y } = g;
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
      {/* The lines between starships first: on a phone one may pass behind a wrapped starship's second line. */}
      {AIRLOCKS.map((l) => {
        const link = airlockAt(g, l).link;
        return link ? (
          <line key={l.box} class={`wtm-link${on(sheet.marks[l.box]) ? ' wtm-lit' : ''}`} {...link} />
        ) : null;
      })}
      {E.blocks.map((b, i) => {
        const { x, y, w } = at(g, i);
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
      {g.ships.map(({ name }, ship) => (
        <text key={ship} x={name.x} y={name.y} text-anchor={name.end ? 'end' : 'start'} class="wtm-mini">
          {`${label('ui.escape-ship')} ${ship + 1}`}
        </text>
      ))}
      {AIRLOCKS.map((l) => {
        const a = E.blocks[l.a];
        const b = E.blocks[l.b];
        if (!a || !b) return null;
        const words = `${label('ui.escape-airlock')} ${a.slots[0]}–${b.slots[0]}`;
        const spot = airlockAt(g, l);
        return tap(l.box, spot.x, spot.y, BOX, a.starship === b.starship ? '⇆' : '⇅', words);
      })}
      {E.greenhouses.map((gh, ship) => {
        const y = PANEL_Y + ship * PANEL_ROW;
        const r = E.reactors[ship];
        const printed = (n: number, glyph: string, key: string, from: number) =>
          Array.from({ length: n }, (_, i) => plain(`${key}${i}`, from + i * 22, y, glyph, 'circle'));
        return (
          <g key={gh.slot}>
            <text x={LEFT} y={y + 14} class="wtm-mini">
              {`${ship + 1}`}
            </text>
            {printed(r?.printed ?? 0, '⚡', `r${ship}-`, LEFT + 14)}
            {(r?.boxes ?? []).map((b, i) =>
              plain(String(b), LEFT + 14 + ((r?.printed ?? 0) + i) * 22, y, '⚡', sheet.marks[b]),
            )}
            {printed(gh.printed, '♣', `g${ship}-`, LEFT + 96)}
            {gh.plants.map((b, i) => plain(String(b), LEFT + 96 + (gh.printed + i) * 22, y, '♣', sheet.marks[b]))}
            {tap(gh.double, LEFT + 170, y, 30, '×2', `${label('ui.escape-double')} ${ship + 1}`)}
            <text x={LEFT + (all.narrow ? 204 : 214)} y={y + 14} class="wtm-mini">
              {/* A phone's sheet has room for the points only. */}
              {all.narrow
                ? `= ${greenhouseScore(sheet, ship)}`
                : `${label('ui.escape-greenhouse')} ${greenhouseScore(sheet, ship)}`}
            </text>
          </g>
        );
      })}
      <text x={LEFT} y={PANEL_Y + SHIPS * PANEL_ROW + 14} class="wtm-label">
        {`${label('term.astronaut')} ${sheet.counters.astro ?? 0}/6 · X ${sheet.counters.plan ?? 0}/9 · ${label('ui.errors')} ${sheet.errors}/3`}
      </text>
      <SheetLegend x={LEFT} y={PANEL_Y + SHIPS * PANEL_ROW + 36} codes={LEGEND} label={label} />
      {focus.choose ? (
        <PartChoice
          focus={focus}
          area={(p) => {
            const ship = g.ships[p];
            return ship ? { x: 2, y: ship.top - 2, w: g.width - 4, h: ship.bottom - ship.top - 6 } : null;
          }}
          // On the starship's name line, clear of a finger on its first line's slots.
          back={(p) => {
            const ship = g.ships[p];
            return ship ? { x: g.width - LEFT - 70, y: ship.top + 2, w: 70 } : null;
          }}
          testid="starship"
          backId="escape-all-ships"
          words={(p) => `${label('ui.escape-ship')} ${p + 1}`}
          backWords={label('ui.escape-all-ships')}
          backText={label('ui.escape-all-ships-short')}
        />
      ) : null}
    </svg>
  );
}

const on = (m: string | undefined) => m === 'circle';
