// Altay's table: the map (with the attacks) and the seats on one side; the viewer's hand, the market and the
// achievement displays on the other; the step buttons in the frame's decision bar. On a phone the map comes first
// while a settlement is placed on it, otherwise the viewer's own hand does, with the turn's buys and developments
// gathered under it. Legal targets come from legalMoves through legal-options.ts; the table decides nothing itself.

import { AchievementsPanel } from './AchievementsPanel';
import { ActionsPanel, BarMoves } from './ActionsPanel';
import { HandPanel } from './HandPanel';
import { legalOptions } from './legal-options';
import { MapPanel } from './MapPanel';
import { MarketPanel } from './MarketPanel';
import { NowPanel } from './NowPanel';
import { SeatSummary } from './SeatSummary';
import { type AlTableProps, setResMarks, tc } from './words';
import './table.css';

export function Table(props: AlTableProps) {
  const { view, t } = props;
  setResMarks(t);
  const placing = legalOptions(props.legal).mapMoves.size > 0;
  return (
    <div class="game-table al-table">
      <BarMoves view={view} props={props} />
      {view.ending ? <p class="al-ending">{tc(t, 'ui.ending')}</p> : null}
      <div class="al-layout">
        <div class="al-left">
          <div class="al-map-box" data-focus={placing ? 'true' : undefined}>
            <MapPanel view={view} props={props} />
            <ActionsPanel view={view} props={props} />
          </div>
          <div class="al-seats">
            {view.players.map((_, i) => (
              <SeatSummary key={i} view={view} props={props} seat={i} />
            ))}
          </div>
        </div>
        <div class="al-right">
          <HandPanel view={view} props={props} />
          <NowPanel view={view} props={props} />
          <MarketPanel view={view} props={props} />
          <AchievementsPanel view={view} props={props} />
        </div>
      </div>
    </div>
  );
}
