// Issue 12, point 3: every game's table shows each seat with the app's one seat identity (palette colour, symbol and
// number), never a raw CSS colour named after the palette id ("white 4 on pure yellow").
import { render } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { formatMessage } from '../../src/engine/text';
import { REGISTRY } from '../../src/games/registry';
import { SEAT_COLORS } from '../../src/ui/seat-colors';

const PALETTE = SEAT_COLORS.map((c) => c.id);

describe.each(REGISTRY.map((e) => [e.meta.id, e] as const))('%s', (_id, entry) => {
  test('its table marks every seat with the palette colour, symbol and number, in no inline colour', async () => {
    const mod = await entry.load();
    const n = Math.max(2, entry.meta.players.min);
    // Yellow and pink are the colours a raw CSS name made unreadable; give them to the first seats.
    const colors = ['yellow', 'pink', 'teal', 'orange', 'red', 'blue', 'green', 'purple'];
    const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, color: colors[i] ?? 'red', bot: false }));
    const state = mod.game.setup(n, mod.game.defaultOptions(n), 'seat-identity');
    const t = (msg: { code: string }) =>
      formatMessage(msg, { lang: 'en', dictionaries: [mod.text], seatName: (s) => `P${s + 1}` });
    const { container, unmount } = render(
      <mod.Table
        view={mod.game.view(state, 0)}
        viewer={0}
        legal={mod.game.legalMoves(state, 0)}
        onMove={() => {}}
        seats={seats}
        lang="en"
        t={t}
      />,
    );
    for (let seat = 0; seat < n; seat++) {
      const mark = container.querySelector(`[data-seat-mark="${colors[seat]}"]`);
      expect(mark, `seat ${seat + 1}'s mark`).not.toBeNull();
      expect(mark?.textContent).toContain(String(seat + 1));
      expect(mark?.textContent).toContain(SEAT_COLORS.find((c) => c.id === colors[seat])?.symbol);
    }
    for (const el of container.querySelectorAll('[style]')) {
      const style = el.getAttribute('style') ?? '';
      for (const id of PALETTE) expect(style, `inline style "${style}"`).not.toMatch(new RegExp(`:\\s*${id}\\b`));
    }
    unmount();
  });
});
