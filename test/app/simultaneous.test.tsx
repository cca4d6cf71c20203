// Simultaneous, private decisions at one device (DESIGN.md "Simultaneous decisions"): each active seat decides
// behind its own hand-off, nobody sees another's pending choice, and all choices show together at the reveal.

import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { App } from '../../src/app/App';
import { table } from '../../src/app/models/play';
import { navigate } from '../../src/app/models/route';
import { updateSettings } from '../../src/app/models/settings';
import { type AppServices, ServicesContext } from '../../src/app/services';
import type { AnyGame } from '../../src/engine/game';
import type { GameModule } from '../../src/games/game-module';
import type { TableProps } from '../../src/ui/table-props';
import { type BidMove, type BidView, sealedBid, sealedBidText } from '../support/test-games/sealed-bid';
import { createMemoryStore } from './support/memory-store';

function BidTable({ view, onMove }: TableProps<BidView, BidMove>) {
  return (
    <div data-testid="bid-table">
      <p data-testid="my-bid">my bid: {view.myBid ?? '-'}</p>
      <p data-testid="history">{view.history.map((r) => r.bids.join('/')).join(' | ')}</p>
      {[3, 5, 7].map((amount) => (
        <button
          type="button"
          key={amount}
          data-testid={`bid-${amount}`}
          onClick={() => onMove({ kind: 'bid', amount })}
        >
          bid {amount}
        </button>
      ))}
      <button type="button" data-testid="confirm" onClick={() => onMove({ kind: 'confirm' })}>
        confirm
      </button>
    </div>
  );
}

const bidModule: GameModule<unknown, BidMove, unknown, BidView> = {
  game: sealedBid as unknown as GameModule<unknown, BidMove, unknown, BidView>['game'],
  bot: { choose: (_v, _s, legal) => legal[0] ?? { kind: 'confirm' } },
  text: sealedBidText,
  rulesText: { en: '# Bids\n', ja: '# 入札\n' },
  Table: BidTable,
};

async function startBidding() {
  const store = createMemoryStore([sealedBid as unknown as AnyGame]);
  const seats = ['Aki', 'Ben', 'Chi'].map((name, i) => ({
    name,
    color: ['red', 'blue', 'green'][i] ?? 'red',
    bot: false,
  }));
  const options = { rounds: 2 };
  const save = await store.create({
    gameId: sealedBid.id,
    version: sealedBid.version,
    seats,
    options,
    seed: 'bids',
    snapshot: sealedBid.setup(3, options, 'bids'),
  });
  const services: AppServices = {
    games: [
      {
        meta: {
          id: sealedBid.id,
          name: { ja: '入札', en: 'Bids' },
          players: sealedBid.players,
          playTime: [5, 10],
          description: { ja: 'テスト', en: 'test' },
          options: [],
        },
        load: async () => bidModule as unknown as GameModule,
        rules: async (lang) => bidModule.rulesText[lang],
      },
    ],
    getStore: async () => store,
    botDelayMs: () => 0,
    newSeed: () => 'seed',
  };
  table.value = null;
  updateSettings({ lang: 'en', animations: false });
  navigate({ name: 'play', saveId: save.id });
  render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
  );
}

/** Tap "ready" for the named player, bid, confirm; returns what the page showed while it was their turn. */
async function bidAs(name: string, amount: number): Promise<string> {
  const handoff = await screen.findByTestId('handoff');
  expect(handoff.textContent).toContain(name);
  // Behind the hand-off nothing of anyone's bid is in the page.
  expect(document.body.textContent).not.toMatch(/my bid/);
  fireEvent.click(screen.getByTestId('handoff-ready'));
  const dismiss = screen.queryByTestId('catch-up-continue');
  if (dismiss) {
    // The catch-up tells what others did ("Aki has sealed a bid"), never how much.
    expect(screen.getByTestId('catch-up').textContent).not.toMatch(/\b[357]\b/);
    fireEvent.click(dismiss);
  }
  await screen.findByTestId('bid-table');
  const seen = document.body.textContent ?? '';
  fireEvent.click(screen.getByTestId(`bid-${amount}`));
  expect(screen.getByTestId('my-bid').textContent).toBe(`my bid: ${amount}`);
  fireEvent.click(screen.getByTestId('confirm'));
  return seen;
}

describe('simultaneous private choices', () => {
  test('each seat bids behind its own hand-off; no seat sees another pending bid; all show at the reveal', async () => {
    await startBidding();
    await bidAs('Aki', 3);
    const benSaw = await bidAs('Ben', 5);
    expect(benSaw).toContain('my bid: -');
    const chiSaw = await bidAs('Chi', 7);
    expect(chiSaw).toContain('my bid: -');
    expect(chiSaw).not.toContain('3/5');
    // Round 2 starts with everyone active again: the first seat gets the device, and the reveal is public.
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    const dismiss = screen.queryByTestId('catch-up-continue');
    if (dismiss) fireEvent.click(dismiss);
    expect((await screen.findByTestId('history')).textContent).toBe('3/5/7');
  });
});
