// Both players at a glance: seat colour with number, name, score, tokens left, chips, start player and start tile.

import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import type { AdView } from '../rules/types';

interface Props {
  readonly view: AdView;
  readonly seats: readonly SeatInfo[];
  readonly words: {
    readonly score: (n: number) => string;
    readonly tokens: (n: number) => string;
    readonly chips: (n: number) => string;
    readonly starts: string;
    readonly startTile: string;
  };
}

export function SeatBar({ view, seats, words }: Props) {
  return (
    <ol class="ad-seats">
      {view.boards.map((b, seat) => {
        const info = seats[seat];
        const active = view.phase !== 'over' && view.turn === seat;
        const tokens = view.round >= 5 ? 0 : 2 - b.tokensUsed;
        return (
          <li key={seat} class={`ad-seat${active ? ' ad-active' : ''}`} data-testid={`seat-${seat}`}>
            <SeatMark seat={seat} color={info?.color ?? ''} />
            <strong>{info?.name ?? `#${seat + 1}`}</strong>
            <span key={b.score} class="ad-score motion-tick">
              {words.score(b.score)}
            </span>
            <span class="ad-muted">{words.tokens(tokens)}</span>
            {b.chips.length > 0 ? <span class="ad-muted">{words.chips(b.chips.length)}</span> : null}
            {view.startPlayer === seat ? <span class="ad-tag">{words.starts}</span> : null}
            {view.startTile === seat ? <span class="ad-tag ad-tag-tile">1 {words.startTile}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
