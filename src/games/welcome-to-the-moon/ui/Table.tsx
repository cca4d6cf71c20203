// Welcome to the Moon's table: the turn's combinations, the sheet to write on, the seats, missions and scores.

import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../../engine/game';
import type { TableProps } from '../../../ui/table-props';
import { trackValue } from '../rules/adventures/5';
import type { WtmMove, WtmView } from '../rules/types';
import { AstraPanel } from './AstraPanel';
import { BattleBoard } from './BattleBoard';
import { ColonySheet } from './ColonySheet';
import { Combos } from './Combos';
import { DomeSheet } from './DomeSheet';
import { EscapeSheet } from './EscapeSheet';
import { FingerContext } from './finger';
import { JourneySheet } from './JourneySheet';
import { LaunchLegend } from './LaunchLegend';
import { LaunchSheet } from './LaunchSheet';
import { legalOptions } from './legal-options';
import { MineSheet } from './MineSheet';
import { Missions } from './Missions';
import { ScoreBreakdown } from './ScoreBreakdown';
import { SeatTabs } from './SeatTabs';
import { SeriesScreen } from './SeriesScreen';
import type { SheetPart, SheetProps } from './sheet-props';
import { TurnActions } from './TurnActions';
import { useReachZoom } from './use-reach-zoom';
import { VirusSheet } from './VirusSheet';
import { wallSides, wallsOpen } from './WallPicker';
import './table.css';

const ZOOMS = [1, 1.5, 2] as const;
const NARROW = '(max-width: 599px)';

const narrowQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null);

/** True on a phone-width screen, kept up to date when the screen turns. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => narrowQuery()?.matches ?? false);
  useEffect(() => {
    const query = narrowQuery();
    if (!query) return;
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
/** Every adventure's drawing but The Battle's, whose shared sheets are shown by BattleBoard. */
const SHEETS: Readonly<Record<Exclude<WtmView['adventure'], 8>, ComponentType<SheetProps>>> = {
  1: LaunchSheet,
  2: JourneySheet,
  3: ColonySheet,
  4: MineSheet,
  5: DomeSheet,
  6: VirusSheet,
  7: EscapeSheet,
};

export function Table({ view, viewer, legal, onMove, explain, seats, t }: TableProps<WtmView, WtmMove>) {
  const [picked, setShown] = useState<Seat | null>(null);
  const [zoom, setZoom] = useState(0);
  const [removeThird, setRemoveThird] = useState(false);
  const [wallSlot, setWallSlot] = useState<number | null>(null);
  // The part of the sheet in focus on a phone (The Virus's quarter), see SheetProps.part.
  const [part, setPart] = useState<SheetPart | null>(null);
  // The Battle: the shared sheet shown (null: the picked seat's own, else the one the viewer writes this turn).
  const [board, setBoard] = useState<number | null>(null);
  const narrow = useNarrow();
  const frame = useRef<HTMLDivElement>(null);
  const reach = useReachZoom(frame, narrow);
  const options = legalOptions(legal);
  const walls = view.adventure === 2 && wallsOpen(options);
  const shown: Seat = picked ?? (viewer === 'table' ? 0 : viewer);
  const say = (code: string, params?: Record<string, string | number>) => t({ code, params });
  const sv = view.seats[shown];
  const mine = viewer !== 'table' && shown === viewer;
  const draft = mine ? view.draft : null;
  const combo = draft?.combo ?? null;
  const comboNumber = combo === null ? 0 : (view.combos[combo]?.number ?? 0);
  const onSlot = (slot: number) => {
    if (options.xSlots.has(slot)) return onMove({ kind: 'placeX', slot });
    // While a wall may be drawn, a slot tap offers the walls beside it in the bar instead of writing; a slot with
    // no wall to draw beside it says so.
    if (walls && !options.writes.has(slot)) {
      if (wallSides(slot, options).length > 0) return setWallSlot(slot);
      return explain?.({ code: 'ui.no-wall-here' });
    }
    const numbers = options.writes.get(slot);
    // An illegal slot is still sent, so the app explains the rule in words.
    onMove({ kind: 'write', slot, number: numbers?.[0] ?? comboNumber });
  };
  const scale = ZOOMS[zoom] ?? 1;
  const Drawing = view.adventure === 8 ? null : SHEETS[view.adventure];
  const boardShown = board ?? picked ?? view.on?.sheet ?? 0;
  const series = view.series ? (
    <SeriesScreen
      series={view.series}
      info={seats}
      canGoOn={legal.some((m) => m.kind === 'nextAdventure')}
      onNext={() => onMove({ kind: 'nextAdventure' })}
      say={say}
    />
  ) : null;
  // A series between two adventures: its screen, with the adventure just finished scored below it.
  if (view.series?.next) {
    return (
      <div class="game-table wtm-table wtm-between">
        {series}
        <ScoreBreakdown seats={view.seats} info={seats} t={(code) => say(code)} />
        {view.solo ? <AstraPanel solo={view.solo} adventure={view.adventure} open={true} say={say} /> : null}
      </div>
    );
  }
  return (
    <div class={`game-table wtm-table wtm-adventure-${view.adventure}`}>
      {view.over ? series : null}
      <div class="wtm-head">
        <div class="wtm-head-words">
          <p class="wtm-turn">{say('ui.turn', { turn: view.turn, adventure: say(`adventure.${view.adventure}`) })}</p>
          {view.series ? (
            <p class="wtm-turn" data-testid="series-line">
              {say('ui.series-progress', { adventure: view.adventure, played: view.series.results.length })}
            </p>
          ) : null}
        </div>
        <div class="wtm-zoom">
          <button type="button" data-testid="zoom" onClick={() => setZoom((zoom + 1) % ZOOMS.length)}>
            {say('ui.zoom', { zoom: `${scale * 100}%` })}
          </button>
        </div>
      </div>
      {view.over ? null : (
        <Combos
          combos={view.combos}
          chosen={combo}
          pickable={options.combos}
          jokers={options.jokers}
          onPick={(i, joker) => {
            const base: WtmMove = joker ? { kind: 'choose', combo: i, joker } : { kind: 'choose', combo: i };
            onMove(removeThird && options.removable && base.kind === 'choose' ? { ...base, remove: true } : base);
          }}
          actionName={(a) => say(`term.${a}`)}
          title={say('ui.combos')}
          jokerTitle={say('ui.joker-with')}
          astraName={(action) => say('ui.combo-astra', { action })}
        />
      )}
      {options.removable ? (
        <label class="wtm-remove">
          <input
            type="checkbox"
            data-testid="remove-third"
            checked={removeThird}
            onChange={(e) => setRemoveThird(e.currentTarget.checked)}
          />
          {say('ui.remove-third')}
        </label>
      ) : null}
      {viewer !== 'table' && !view.over ? (
        <TurnActions
          options={options}
          solo={(view.solo?.pending.length ?? 0) > 0}
          wall={walls}
          picker={
            walls && wallSlot !== null
              ? { slot: wallSlot, sides: wallSides(wallSlot, options), close: () => setWallSlot(null) }
              : null
          }
          adventure={view.adventure}
          task={view.draft?.tasks[0]?.kind}
          onMove={onMove}
          say={say}
        />
      ) : null}
      <div class="wtm-seatbar">
        <SeatTabs
          seats={view.seats}
          info={seats}
          shown={shown}
          onShow={(seat) => {
            setShown(seat);
            setBoard(null);
          }}
          words={{ points: (n) => say('ui.points', { points: n }), done: say('ui.done'), deciding: say('ui.deciding') }}
        />
      </div>
      <div
        ref={frame}
        class={`wtm-sheet-frame wtm-zoom-${zoom}${reach.finger !== null ? ' wtm-reaching' : ''}${reach.factor > 1 ? ' wtm-focused' : ''}`}
        style={{ '--wtm-reach': String(reach.factor) }}
        data-testid="sheet"
        data-seat={shown}
      >
        <FingerContext.Provider value={reach.finger}>
          <div class="wtm-sheet-scale">
            {view.boards ? (
              <BattleBoard
                view={view}
                info={seats}
                board={boardShown}
                onBoard={setBoard}
                sheet={{
                  options,
                  onSlot,
                  onBox: (box) => onMove({ kind: 'mark', box }),
                  label: (code) => say(code),
                  narrow,
                }}
                say={say}
              />
            ) : sv && Drawing ? (
              <Drawing
                sheet={sv.sheet}
                options={mine ? options : null}
                onSlot={onSlot}
                onBox={(box) => onMove(options.arrows.has(box) ? { kind: 'activate', box } : { kind: 'mark', box })}
                label={(code) => say(code)}
                title={say('ui.sheet-of', { seat: shown + 1 })}
                picked={mine && walls ? wallSlot : null}
                narrow={narrow}
                part={part}
                onPart={setPart}
              />
            ) : null}
          </div>
        </FingerContext.Provider>
      </div>
      {view.solo ? <AstraPanel solo={view.solo} adventure={view.adventure} open={!narrow} say={say} /> : null}
      {view.adventure === 1 ? <LaunchLegend say={say} /> : null}
      <Missions
        missions={view.missions}
        claimed={view.missionClaimed}
        mine={sv?.sheet.missions ?? []}
        t={say}
        track={
          view.adventure === 5 && sv
            ? { first: trackValue(sv.sheet, 'missions', 0), later: trackValue(sv.sheet, 'missions', 1) }
            : undefined
        }
      />
      <ScoreBreakdown seats={view.over ? view.seats : sv ? [sv] : []} info={seats} t={(code) => say(code)} />
    </div>
  );
}
