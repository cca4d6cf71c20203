// The seats a game's table is given: names and bots as stored, colours only ever as the palette's own ids.

import type { SavedGame } from '../storage/types';
import { seatColor } from '../ui/seat-colors';
import type { SeatInfo } from '../ui/table-props';

/** Games draw the colour into styles; a save from before import checks could hold any text, so map it here. */
export function tableSeats(save: SavedGame): SeatInfo[] {
  return save.seats.map((s, i) => ({ name: s.name, color: seatColor(s.color, i).id, bot: s.bot }));
}
