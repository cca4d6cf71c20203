// Welcome to the Moon's table: the turn's combinations, the sheet to write on, the seats, missions and scores.

import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { Seat } from '../../../engine/game';
import type { TableProps } from '../../../ui/table-props';
import type { WtmMove, WtmView } from '../rules/types';
import { ColonySheet } from './ColonySheet';
import { Combos } from './Combos';
import { JourneySheet } from './JourneySheet';
import { LaunchSheet } from './LaunchSheet';
import { legalOptions } from './legal-options';
import { MineSheet } from './MineSheet';
import { Missions } from './Missions';
import { ScoreBreakdown } from './ScoreBreakdown';
import { SeatTabs } from './SeatTabs';
import type { SheetProps } from './sheet-props';
import { TurnActions } from './TurnActions';
import './table.css';

const ZOOMS = [1, 1.5, 2] as const;
const SHEETS: Readonly<Record<WtmView['adventure'], ComponentType<SheetProps>>> = {
  1: LaunchSheet,
  2: JourneySheet,
  3: ColonySheet,
  4: MineSheet,
};

export function Table({ view, viewer, legal, onMove, seats, t }: TableProps<WtmView, WtmMove>) {
  const [picked, setShown] = useState<Seat | null>(null);
  const [zoom, setZoom] = useState(0);
  const [removeThird, setRemoveThird] = useState(false);
  const options = legalOptions(legal);
  const shown: Seat = picked ?? (viewer === 'table' ? 0 : viewer);
  const say = (code: string, params?: Record<string, string | number>) => t({ code, params });
  const sv = view.seats[shown];
  const mine = viewer !== 'table' && shown === viewer;
  const draft = mine ? view.draft : null;
  const combo = draft?.combo ?? null;
  const comboNumber = combo === null ? 0 : (view.combos[combo]?.number ?? 0);
  const onSlot = (slot: number) => {
    if (options.xSlots.has(slot)) return onMove({ kind: 'placeX', slot });
    const numbers = options.writes.get(slot);
    // An illegal slot is still sent, so the app explains the rule in words.
    onMove({ kind: 'write', slot, number: numbers?.[0] ?? comboNumber });
  };
  const scale = ZOOMS[zoom] ?? 1;
  const Drawing = SHEETS[view.adventure];
  return (
    <div class="wtm-table">
      <p class="wtm-turn">{say('ui.turn', { turn: view.turn, adventure: say(`adventure.${view.adventure}`) })}</p>
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
      />
      {view.solo ? (
        <p class="wtm-astra" data-testid="astra">
          {say('ui.astra', {
            level: view.solo.level,
            score: view.solo.astraScore,
            bonus: view.solo.astraBonus - view.solo.astraBonusUsed,
            deck: view.solo.deckSize,
          })}
        </p>
      ) : null}
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
        <TurnActions options={options} solo={(view.solo?.pending.length ?? 0) > 0} onMove={onMove} say={say} />
      ) : null}
      <SeatTabs
        seats={view.seats}
        info={seats}
        shown={shown}
        onShow={setShown}
        words={{ points: (n) => say('ui.points', { points: n }), done: say('ui.done'), deciding: say('ui.deciding') }}
      />
      <div class="wtm-zoom">
        <button type="button" data-testid="zoom" onClick={() => setZoom((zoom + 1) % ZOOMS.length)}>
          {say('ui.zoom', { zoom: `${scale * 100}%` })}
        </button>
      </div>
      <div class={`wtm-sheet-frame wtm-zoom-${zoom}`} data-testid="sheet" data-seat={shown}>
        <div class="wtm-sheet-scale">
          {sv ? (
            <Drawing
              sheet={sv.sheet}
              options={mine ? options : null}
              onSlot={onSlot}
              onBox={(box) => onMove(options.arrows.has(box) ? { kind: 'activate', box } : { kind: 'mark', box })}
              label={(code) => say(code)}
              title={say('ui.sheet-of', { seat: shown + 1 })}
            />
          ) : null}
        </div>
      </div>
      <Missions missions={view.missions} claimed={view.missionClaimed} mine={sv?.sheet.missions ?? []} t={say} />
      <ScoreBreakdown seats={view.over ? view.seats : sv ? [sv] : []} info={seats} t={(code) => say(code)} />
    </div>
  );
}
