// Altay's table: the map and the seats on one side; the move buttons, the viewer's hand, the market and the
// achievement displays on the other. Legal targets come from legalMoves through legal-options.ts; the table decides
// nothing itself.

import { AchievementsPanel } from './AchievementsPanel';
import { ActionsPanel } from './ActionsPanel';
import { HandPanel } from './HandPanel';
import { MapPanel } from './MapPanel';
import { MarketPanel } from './MarketPanel';
import { SeatSummary } from './SeatSummary';
import { type AlTableProps, setResMarks, tc } from './words';
import './table.css';

export function Table(props: AlTableProps) {
  const { view, t } = props;
  setResMarks(t);
  return (
    <div class="game-table al-table">
      {view.ending ? <p class="al-ending">{tc(t, 'ui.ending')}</p> : null}
      <div class="al-layout">
        <div class="al-left">
          <MapPanel view={view} props={props} />
          <div class="al-seats">
            {view.players.map((_, i) => (
              <SeatSummary key={i} view={view} props={props} seat={i} />
            ))}
          </div>
        </div>
        <div class="al-right">
          <ActionsPanel view={view} props={props} />
          <HandPanel view={view} props={props} />
          <MarketPanel view={view} props={props} />
          <AchievementsPanel view={view} props={props} />
        </div>
      </div>
    </div>
  );
}
