// The Virus's sheet drawn as SVG from the sheet data: five floors of quarters (slots in two rows, then the
// quarter's virus, energies, plants and evacuation), the walkways as a panel of pairs, the two tracks, markers.

import { isEvacuated, isInfected, isQuarantined, quarterOf, quarterScore } from '../rules/adventures/6';
import { VIRUS_SHEET as V, WALKWAYS } from '../rules/sheets/virus';
import { BoxMark, SheetSlot, TapBoxMark } from './BoxMark';
import { PartChoice } from './PartChoice';
import { onlyPart, type Parts, partFocus } from './part-focus';
import { LEGEND_LINE, SheetLegend } from './SheetLegend';
import type { SheetProps } from './sheet-props';

const SLOT = 34;
const QW = 3 * SLOT + 10;
const GAP = 12;
const LEFT = 6;
const TOP = 8;
const FLOOR_H = 14 + 2 * SLOT + 34;
const LEGEND = ['ui.virus-legend-1', 'ui.virus-legend-2', 'ui.virus-legend-3', 'ui.virus-legend-4'] as const;
/** A small box's drawn size and its hit pad (at least 24 CSS px once the sheet is 340 px wide). */
const BOX = 22;

/**
 * Where things go: three quarters a line on a wide screen; two on a phone, so slots are a finger's size without
 * enlarging the sheet (a floor of three quarters then takes two lines).
 */
interface Geometry {
  readonly perLine: number;
  readonly width: number;
  /** Top of each floor, and its height. */
  readonly floors: readonly { readonly y: number; readonly h: number }[];
  /** Each quarter's corner and the line of quarters it is drawn on (0 at the top). */
  readonly quarters: readonly { readonly x: number; readonly y: number; readonly line: number }[];
  readonly walkY: number;
  readonly walkPerRow: number;
  readonly walkW: number;
  /** Track boxes a line, and their width. */
  readonly trackPerLine: number;
  readonly trackW: number;
  readonly trackLine: number;
  readonly trackY: number;
  readonly trackH: number;
  readonly height: number;
}

function geometry(perLine: number): Geometry {
  const width = LEFT * 2 + perLine * QW + (perLine - 1) * GAP;
  let y = TOP;
  const quarters: { x: number; y: number; line: number }[] = [];
  const floors = V.floors.map((floor) => {
    const h = Math.ceil(floor.length / perLine) * FLOOR_H;
    const at = { y, h };
    floor.forEach((q, i) => {
      const line = Math.floor(i / perLine);
      quarters[q] = { x: LEFT + (i % perLine) * (QW + GAP), y: y + line * FLOOR_H, line: (y - TOP) / FLOOR_H + line };
    });
    y += h;
    return at;
  });
  const walkY = y + 22;
  const walkPerRow = perLine === 3 ? 8 : 6;
  const trackPerLine = perLine === 3 ? 16 : 8;
  const trackLines = Math.ceil(V.plantTrack.boxes.length / trackPerLine);
  // A line of a track: its boxes and, below them, the symbols some boxes carry (clear of the next line).
  const trackLine = trackLines > 1 ? 66 : 50;
  const trackY = walkY + Math.ceil(WALKWAYS.length / walkPerRow) * 32 + 24;
  const trackH = trackLines * trackLine + 12;
  return {
    perLine,
    width,
    floors,
    quarters,
    walkY,
    walkPerRow,
    walkW: (width - 2 * LEFT) / walkPerRow,
    trackPerLine,
    trackW: (width - 2 * LEFT) / trackPerLine,
    trackLine,
    trackY,
    trackH,
    height: trackY + 2 * trackH + 34 + LEGEND.length * LEGEND_LINE,
  };
}
const WIDE = geometry(3);
const NARROW = geometry(2);

/**
 * More lines of quarters than this do not fit above the decision bar: on a phone with finger-sized slots (about
 * 165 px a line), nor in a tablet's 580 px column (about 180 px a line).
 */
const LINES_ON_SCREEN = 3;

/** A quarter's own boxes (its energies and its virus) → the quarter. */
const BOX_QUARTER: ReadonlyMap<number, number> = new Map(
  V.quarters.flatMap((q, i) => [...q.energy, ...(q.virus ? [q.virus.box] : [])].map((b) => [b, i] as const)),
);

/** The quarters as a phone's parts (part-focus.ts): too far apart when more lines of them than fit on the screen. */
const quarterParts = (g: Geometry): Parts => ({
  ofSlot: quarterOf,
  ofBox: (box) => BOX_QUARTER.get(box),
  far: (lit) => {
    const lines = lit.map((q) => g.quarters[q]?.line ?? 0);
    return Math.max(...lines, 0) - Math.min(...lines, 0) + 1 > LINES_ON_SCREEN;
  },
});
const NARROW_PARTS = quarterParts(NARROW);
// A tablet's column shows about three lines of three quarters as well.
const WIDE_PARTS: Parts = { ...quarterParts(WIDE), wide: true };

export function VirusSheet(all: SheetProps) {
  const g = all.narrow ? NARROW : WIDE;
  const parts = all.narrow ? NARROW_PARTS : WIDE_PARTS;
  const focus = partFocus(all, parts);
  const props = focus.choose ? onlyPart(all, parts, focus.part) : all;
  const { sheet, label } = props;
  const { width: WIDTH, height: HEIGHT } = g;
  const tap = (box: number, x: number, y: number, w: number, text: string, words: string) => (
    <TapBoxMark key={box} box={box} x={x} y={y} w={w} text={text} words={words} sheet={props} pad="wide" />
  );
  const plain = (box: number, x: number, y: number, w: number, text: string) => (
    <BoxMark key={box} x={x} y={y} w={w} text={text} mark={sheet.marks[box]} />
  );
  const plainTap = (box: number, x: number, y: number, w: number, text: string, _words: string) =>
    plain(box, x, y, w, text);
  return (
    <svg
      class={`wtm-sheet wtm-virus${props.narrow ? ' wtm-sheet-narrow' : ''}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={props.title}
    >
      <rect class="wtm-paper" x={0} y={0} width={WIDTH} height={HEIGHT} rx={10} />
      {V.floors.map((floor, f) => {
        const at = g.floors[f] ?? { y: TOP, h: FLOOR_H };
        return (
          <g key={floor.join('-')}>
            <line class="wtm-ground" x1={LEFT} y1={at.y + at.h - 4} x2={WIDTH - LEFT} y2={at.y + at.h - 4} />
            {floor.map((q, i) => {
              const quarter = V.quarters[q];
              if (!quarter) return null;
              const x = LEFT + (i % g.perLine) * (QW + GAP);
              const y = at.y + Math.floor(i / g.perLine) * FLOOR_H;
              const evac = isEvacuated(sheet, q);
              const sealed = isQuarantined(sheet, q);
              const head = `${label('ui.virus-quarter')} ${q + 1}${evac ? ` · ${quarterScore(sheet, q)}` : ''}${sealed ? ' · ⊘' : ''}`;
              const boxesY = y + 14 + 2 * SLOT + 6;
              return (
                <g key={q} class={evac ? 'wtm-evacuated' : undefined}>
                  <rect class="wtm-quarter" x={x} y={y} width={QW} height={FLOOR_H - 8} rx={6} />
                  <text x={x + 4} y={y + 11} class="wtm-mini">
                    {head}
                  </text>
                  {quarter.slots.map((slot, k) => {
                    const tank = V.tanks[slot];
                    const sx = x + 5 + (k % 3) * SLOT;
                    const sy = y + 14 + Math.floor(k / 3) * SLOT;
                    return (
                      <g key={slot}>
                        <SheetSlot
                          slot={slot}
                          x={sx}
                          y={sy}
                          size={SLOT}
                          props={props}
                          extra={isInfected(sheet, slot) ? ' wtm-infected' : ''}
                        />
                        {tank !== undefined ? (
                          <text
                            x={sx + SLOT - 5}
                            y={sy + 12}
                            text-anchor="end"
                            class={`wtm-mini${sheet.marks[tank] === 'circle' ? ' wtm-lit' : ''}`}
                          >
                            ≈
                          </text>
                        ) : null}
                      </g>
                    );
                  })}
                  {quarter.virus
                    ? (quarter.virus.colour === 'green' || quarter.virus.colour === 'blue' ? tap : plainTap)(
                        quarter.virus.box,
                        x + 5 + 2 * SLOT + 6,
                        y + 14 + SLOT + 7,
                        BOX,
                        label(`ui.virus-${quarter.virus.colour}-short`),
                        label(`ui.virus-${quarter.virus.colour}`),
                      )
                    : null}
                  {quarter.energy.map((b, e) =>
                    tap(
                      b,
                      x + 4 + e * 28,
                      boxesY,
                      BOX,
                      '⚡',
                      `${label('term.energy')} ${label('ui.virus-quarter')} ${q + 1}`,
                    ),
                  )}
                  {quarter.plants.map((b, p) => plain(b, x + 64 + p * 22, boxesY, 20, '♣'))}
                </g>
              );
            })}
          </g>
        );
      })}
      <text x={LEFT} y={g.walkY - 8} class="wtm-label">
        {label('ui.virus-walkways')}
      </text>
      {WALKWAYS.map((w, i) => {
        const row = Math.floor(i / g.walkPerRow);
        const x = LEFT + (i % g.walkPerRow) * g.walkW;
        return tap(
          w.box,
          x + 2,
          g.walkY + row * 32,
          g.walkW - 4,
          `${w.a + 1}|${w.b + 1}`,
          `${label('ui.virus-walkway')} ${w.a + 1}–${w.b + 1}`,
        );
      })}
      {(
        [
          ['plant', V.plantTrack, '♣'],
          ['water', V.waterTrack, '≈'],
        ] as const
      ).map(([name, track, glyph], t) => {
        const y = g.trackY + t * g.trackH;
        const w = g.trackW;
        // Box i of the track: its line and its place on the line.
        const bx = (i: number) => LEFT + (i % g.trackPerLine) * w;
        const by = (i: number) => y + Math.floor(i / g.trackPerLine) * g.trackLine;
        return (
          <g key={name}>
            <text x={LEFT} y={y} class="wtm-label">
              {`${glyph} ${label(`ui.virus-track-${name}`)}`}
            </text>
            {track.boxes.map((b, i) => {
              const step = track.steps.filter((st) => st.at === i + 1);
              const text = step.map((st) => st.points ?? (st.activates ? '☣' : '!')).join('');
              return plain(b, bx(i), by(i) + 6, w - 2, String(text));
            })}
            {track.steps
              .filter((st) => st.symbol !== undefined)
              .map((st) =>
                tap(
                  st.symbol ?? 0,
                  bx(st.at - 1) - 3,
                  by(st.at - 1) + 32,
                  w + 4,
                  '!',
                  `${label('ui.virus-symbol')} ${glyph}${st.at}`,
                ),
              )}
          </g>
        );
      })}
      <text x={LEFT} y={g.trackY + 2 * g.trackH + 12} class="wtm-label">
        {`${label('term.astronaut')} ${sheet.counters.astro ?? 0}/6 · X ${sheet.counters.plan ?? 0}/6 · ${label('ui.errors')} ${sheet.errors}/3`}
      </text>
      <SheetLegend x={LEFT} y={g.trackY + 2 * g.trackH + 34} codes={LEGEND} label={label} />
      {focus.choose ? (
        <PartChoice
          focus={focus}
          area={(q) => {
            const at = g.quarters[q];
            return at ? { x: at.x, y: at.y, w: QW, h: FLOOR_H - 8 } : null;
          }}
          // Over the quarter's plants (never lit), clear of a finger on its slots, energies and virus.
          back={(q) => {
            const at = g.quarters[q];
            return at ? { x: at.x + QW - 42, y: at.y + 14 + 2 * SLOT + 6, w: 40 } : null;
          }}
          testid="quarter"
          backId="virus-all-quarters"
          words={(q) => `${label('ui.virus-quarter')} ${q + 1}`}
          backWords={label('ui.virus-all-quarters')}
          backText={label('ui.virus-all-quarters-short')}
        />
      ) : null}
    </svg>
  );
}
