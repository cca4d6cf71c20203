// The Battle's shared sheet drawn as SVG from the sheet data: the guest's half on top, the seven planets (slots,
// moons, symbols, flags) and the asteroid belt shared in the middle, the owner's half below. Each insignia is the
// symbol and number of the seat whose half it is, so it is clear who wrote what and whose half is being written.

import { controls, halfOf, multiplier, resolved, type Side, storedAstronauts } from '../rules/battle';
import { BATTLE_SHEET as B, PLANET_TYPES, type Planet, PLANET_GLYPH as TYPE_GLYPH } from '../rules/sheets/battle';
import type { Mark } from '../rules/types';
import { BoxMark, TapBox, TapBoxMark } from './BoxMark';
import { SheetLegend } from './SheetLegend';
import type { SheetProps } from './sheet-props';

/** Who holds each half: the seat's symbol and number (its insignia) and name. */
export interface HalfOwner {
  readonly seat: number;
  readonly symbol: string;
  readonly name: string;
}

export interface BattleSheetProps extends SheetProps {
  /** Side 0 (the sheet's owner), side 1 (the guest). */
  readonly halves: readonly [HalfOwner, HalfOwner];
  /** The half the viewer writes on this sheet this turn, if it writes here. */
  readonly writing: Side | null;
}

const W = 340;
const L = 4;
const SLOT = 38;
const HALF_H = 206;
const PLANET_H = 76;
const TOP_PLANETS = HALF_H + 8;
const ROCK_Y = TOP_PLANETS + B.planets.length * PLANET_H + 6;
const BOTTOM_HALF = ROCK_Y + 2 * 34 + 22;
const H = BOTTOM_HALF + HALF_H + 72;
const LEGEND = [1, 2, 3, 4].map((k) => `ui.battle-legend-${k}`);
/** Wide: the planets and asteroids column (moved up beside the halves) sets the height. */
const WIDE_H = ROCK_Y - TOP_PLANETS + 2 * 34 + 24;

const sideOfMark = (m: Mark | undefined): Side | null => (m === 'circle' ? 0 : m === 'cross' ? 1 : null);

export function BattleSheet(props: BattleSheetProps) {
  const { sheet, options, label, halves } = props;
  const who = (side: Side) => halves[side];
  const insigniaText = (side: Side | null) => (side === null ? '' : `${who(side).symbol}${who(side).seat + 1}`);
  const tap = (box: number, x: number, y: number, w: number, text: string, words: string, h = 26) => (
    <TapBoxMark key={box} box={box} x={x} y={y} w={w} text={text} words={words} sheet={props} h={h} />
  );
  /** A shared box holding an insignia (moon, asteroid): the seat's mark drawn in it. */
  const insigniaBox = (box: number, x: number, y: number, w: number, empty: string, words: string) => {
    const side = sideOfMark(sheet.marks[box]);
    const owner = side === null ? label('ui.battle-free') : who(side).name;
    return (
      <TapBox
        key={box}
        testid={`box-${box}`}
        legal={options?.marks.has(box) ?? false}
        active={options !== null}
        label={`${words}: ${owner}`}
        onTap={() => props.onBox(box)}
        cls={`wtm-box wtm-insignia wtm-ins-${side ?? 'none'}`}
        hit={{ x: x - 1, y: y - 3, w: w + 2, h: 28 }}
      >
        <BoxMark x={x} y={y} w={w} text={side === null ? empty : insigniaText(side)} />
      </TapBox>
    );
  };
  const half = (side: Side, y0: number) => {
    const h = halfOf(side);
    const writing = props.writing === side;
    const row = (k: number) => y0 + 26 + k * 32;
    const track = (boxes: readonly (readonly [number, number])[], y: number, w: number) =>
      boxes.map(([box, value], i) => (
        <g key={box}>
          <BoxMark x={L + 56 + i * (w + 2)} y={y} w={w} text={String(value)} mark={sheet.marks[box]} />
        </g>
      ));
    return (
      <g class={`wtm-half${writing ? ' wtm-half-writing' : ''}`} data-testid={`half-${side}`}>
        <rect class="wtm-half-frame" x={1} y={y0} width={W - 2} height={HALF_H - 4} rx={8} />
        <text x={L + 4} y={y0 + 17} class="wtm-label wtm-half-title">
          {`${writing ? '✎ ' : ''}${label(side === 0 ? 'ui.battle-own-half' : 'ui.battle-guest-half')}: ${insigniaText(side)} ${who(side).name}`}
        </text>
        <text x={L + 4} y={row(0) + 15} class="wtm-mini wtm-mini-tight">
          {label('term.astronaut')}
        </text>
        {h.astronauts.map((box, i) => (
          <BoxMark key={box} x={L + 56 + i * 24} y={row(0)} w={22} text="✦" mark={sheet.marks[box]} />
        ))}
        <text x={L + 56 + 6 * 24 + 8} y={row(0) + 15} class="wtm-mini">
          {label('ui.battle-errors')}
        </text>
        {h.errors.map((box, i) => (
          <BoxMark key={box} x={L + 56 + 6 * 24 + 50 + i * 26} y={row(0)} w={24} text="!" mark={sheet.marks[box]} />
        ))}
        <text x={L + 4} y={row(1) + 15} class="wtm-mini">
          {label('term.plant')}
        </text>
        {track(h.plants, row(1), 23)}
        <text x={L + 4} y={row(2) + 15} class="wtm-mini">
          {label('term.water')}
        </text>
        {track(h.waters, row(2), 23)}
        {/* The lit boxes last, over their neighbours: a finger's pad then needs no enlarging of the sheet, which
            made the row wider than a phone (the unlit neighbours answer no tap on a pad anyway). */}
        {PLANET_TYPES.flatMap((t, g) => h.energy[t].map(([box, value], i) => ({ t, g, box, value, i })))
          .sort((a, b) => Number(options?.marks.has(a.box) ?? false) - Number(options?.marks.has(b.box) ?? false))
          .map(({ t, g, box, value, i }) =>
            tap(
              box,
              L + 4 + g * 110 + i * 26,
              row(3) + 4,
              24,
              `${TYPE_GLYPH[t]}${value}`,
              `${label('term.energy')} ${label(`ui.battle-type-${t}`)} ×${value}`,
            ),
          )}
        <text x={L + 4} y={row(4) + 15} class="wtm-mini">
          {label('term.planning')}
        </text>
        {track(h.planning, row(4), 30)}
        <text x={L + 4} y={row(4) + 44} class="wtm-mini">
          {`${label('ui.battle-stored')} ${storedAstronauts(sheet, side)} · ${PLANET_TYPES.map((t) => `${TYPE_GLYPH[t]}×${multiplier(sheet, side, t)}`).join(' ')}`}
        </text>
      </g>
    );
  };
  const planet = (p: Planet, i: number) => {
    const y = TOP_PLANETS + i * PLANET_H;
    const flags = ([0, 1] as const).filter((side) => controls(sheet, p, side));
    const flagText = resolved(sheet, p)
      ? flags.length === 0
        ? label('ui.battle-nobody')
        : flags.map((side) => insigniaText(side)).join('+')
      : '⚑';
    return (
      <g key={p.flag} class={`wtm-planet wtm-planet-${p.type}`}>
        <rect class="wtm-planet-disc" x={L} y={y + 2} width={34} height={SLOT - 4} rx={16} />
        <text x={L + 17} y={y + 24} text-anchor="middle" class="wtm-label">
          {`${TYPE_GLYPH[p.type]}${i}`}
        </text>
        {p.slots.map((slot, k) => {
          const side = sideOfMark(sheet.marks[slot]);
          const legal = options?.writes.has(slot) ?? false;
          const value = sheet.cells[slot - 1];
          const bonus = B.slotBonus[slot];
          return (
            <TapBox
              key={slot}
              testid={`slot-${slot}`}
              legal={legal}
              active={options !== null}
              label={`${slot}: ${side === null ? '—' : `${who(side).name} (${value ?? ''})`}`}
              onTap={() => props.onSlot(slot)}
              cls={`wtm-slot wtm-ins-${side ?? 'none'}`}
            >
              <rect x={L + 40 + k * SLOT + 1} y={y + 1} width={SLOT - 2} height={SLOT - 2} rx={6} />
              <text x={L + 40 + k * SLOT + SLOT / 2} y={y + 25} text-anchor="middle" class="wtm-slot-value">
                {insigniaText(side)}
              </text>
              {bonus ? (
                <text x={L + 40 + k * SLOT + SLOT - 5} y={y + 11} text-anchor="end" class="wtm-mini">
                  {BONUS_GLYPH[bonus]}
                </text>
              ) : null}
            </TapBox>
          );
        })}
        {p.moons.map((moon, k) =>
          insigniaBox(
            moon,
            L + 40 + k * 44,
            y + SLOT + 6,
            40,
            '☾',
            `${label('ui.battle-moon')} ${TYPE_GLYPH[p.type]}${i}`,
          ),
        )}
        {[...p.plants, ...p.waters].map((box, k) => (
          <BoxMark
            key={box}
            x={L + 134 + k * 26}
            y={y + SLOT + 8}
            w={24}
            text={p.plants.includes(box) ? '♣' : '≈'}
            mark={sheet.marks[box]}
          />
        ))}
        <text x={L + 222} y={y + SLOT + 23} class="wtm-label" data-testid={`flag-${p.flag}`}>
          {flagText}
        </text>
      </g>
    );
  };
  // A phone stacks everything in one column; wider screens put the two halves left of the planets and asteroids.
  const wide = props.narrow === false;
  const width = wide ? 2 * W + 4 : W;
  const height = wide ? WIDE_H : H;
  const move = (narrow: [number, number], at: [number, number]) =>
    wide ? `translate(${at[0] - narrow[0]},${at[1] - narrow[1]})` : undefined;
  return (
    <svg
      class={`wtm-sheet wtm-battle${wide ? ' wtm-battle-wide' : ''}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={props.title}
    >
      <rect class="wtm-paper" x={0} y={0} width={width} height={height} rx={10} />
      {half(1, 2)}
      <g transform={move([0, TOP_PLANETS], [W + 4, 8])}>
        {B.planets.map(planet)}
        <text x={L} y={ROCK_Y + 2} class="wtm-label">
          {`${label('ui.battle-asteroids')}: ${insigniaText(0)} → · ← ${insigniaText(1)}`}
        </text>
        {halfOf(0).asteroids.map((box, i) => {
          const row = i < 7 ? 0 : 1;
          const x = L + (i - row * 7) * 47;
          const bonus = (B.asteroidBonus[box] ?? []).map((b) => GIFT_GLYPH[b.gives]).join('');
          return insigniaBox(
            box,
            x,
            ROCK_Y + 8 + row * 34,
            44,
            bonus || '·',
            `${label('ui.battle-asteroid')} ${i + 1}`,
          );
        })}
      </g>
      <g transform={move([0, BOTTOM_HALF], [0, HALF_H + 8])}>
        {half(0, BOTTOM_HALF)}
        <SheetLegend x={L} y={H - 52} codes={LEGEND} label={label} />
      </g>
    </svg>
  );
}

const BONUS_GLYPH = { robot: '⚙', plant: '♣', water: '≈' } as const;
const GIFT_GLYPH = { plant: '♣', water: '≈', energy: '⚡', moon: '☾' } as const;
