// A sheet's key to our own glyphs, drawn inside the SVG under the sheet: one short line per code, so that each line
// fits the sheet's width in both languages (a long line ran past the edge on a phone).

export const LEGEND_LINE = 16;

export function SheetLegend({
  x,
  y,
  codes,
  label,
}: {
  x: number;
  /** The first line's baseline. */
  y: number;
  codes: readonly string[];
  label: (code: string) => string;
}) {
  return (
    <g class="wtm-sheet-legend">
      {codes.map((code, i) => (
        <text key={code} x={x} y={y + i * LEGEND_LINE} class="wtm-mini">
          {label(code)}
        </text>
      ))}
    </g>
  );
}
