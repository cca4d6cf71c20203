// "Take back my move": offered on the hand-off (hidden info) and at the table (open games) while the next player has
// seen nothing new; the stored log is cut, so a reload shows the position before the move.

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { createSession } from '../../src/app/models/session';
import type { AnyGame } from '../../src/engine/game';
import { nextUint32, type Rng, seedRng } from '../../src/engine/random';
import type { GameModule } from '../../src/games/game-module';
import { type FakeState, fakeGame } from './support/fake-game';
import { fakeModule } from './support/fake-module';
import { createMemoryStore } from './support/memory-store';
import { handOf, renderApp, seedSave, twoHumans } from './support/render-app';

function newStore() {
  return createMemoryStore([fakeGame as unknown as AnyGame]);
}

async function playFirstCard() {
  fireEvent.click(await screen.findByTestId('handoff-ready'));
  await screen.findByTestId('table');
  const card = handOf(0)[0] ?? 0;
  fireEvent.click(screen.getByTestId(`pick-${card}`));
  fireEvent.click(screen.getByTestId('play'));
  return card;
}

describe('take back on the hand-off (a hidden-information game)', () => {
  test('the mover takes the card play back before the next player looks; the stored log is cut; reload keeps it', async () => {
    const store = newStore();
    const { save } = await seedSave(store, twoHumans);
    const first = renderApp({ name: 'play', saveId: save.id }, store);
    const card = await playFirstCard();
    await screen.findByTestId('handoff');
    const offer = await screen.findByTestId('take-back-offer');
    expect(offer.textContent).toContain('Aki may still take back');
    expect(document.body.textContent).not.toContain('secret card');
    await waitFor(() => expect(store.moves.get(save.id)?.length).toBe(2));
    fireEvent.click(screen.getByTestId('take-back'));
    const table = await screen.findByTestId('table');
    expect(table.getAttribute('data-viewer')).toBe('0');
    expect(screen.getByTestId('played').textContent).not.toContain(String(card));
    expect(table.textContent).toContain(`secret card ${card}`);
    // Only the play is gone: the pick before it stays and may be undone as usual.
    await waitFor(() => expect(store.moves.get(save.id)?.length).toBe(1));
    expect(store.calls.some((c) => c.method === 'truncate')).toBe(true);
    expect(screen.getByTestId('undo').hasAttribute('disabled')).toBe(false);
    first.unmount();
    renderApp({ name: 'play', saveId: save.id }, store);
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    // Aki had not yet looked at the table since the pick: a catch-up of it comes first.
    const catchUp = screen.queryByTestId('catch-up-continue');
    if (catchUp) fireEvent.click(catchUp);
    await screen.findByTestId('table');
    expect(screen.getByTestId('played').textContent).not.toContain(String(card));
    expect(document.body.textContent).toContain(`secret card ${card}`);
  });

  test('once the next player taps ready, the move stands: no take back on their table', async () => {
    const store = newStore();
    const { save } = await seedSave(store, twoHumans);
    renderApp({ name: 'play', saveId: save.id }, store);
    await playFirstCard();
    await screen.findByTestId('take-back-offer');
    fireEvent.click(screen.getByTestId('handoff-ready'));
    fireEvent.click(await screen.findByTestId('catch-up-continue'));
    await screen.findByTestId('table');
    expect(screen.queryByTestId('take-back')).toBeNull();
    expect(screen.getByTestId('undo').hasAttribute('disabled')).toBe(true);
  });

  test('no offer on the very first hand-off (nothing was played)', async () => {
    const store = newStore();
    const { save } = await seedSave(store, twoHumans);
    renderApp({ name: 'play', saveId: save.id }, store);
    await screen.findByTestId('handoff');
    expect(screen.queryByTestId('take-back-offer')).toBeNull();
  });
});

/** The fake game with open hands (no hand-off), optionally drawing from an rng on every play. */
function variant(useRng: boolean) {
  type S = FakeState & { readonly rng: Rng };
  const base = fakeGame;
  const game = {
    ...base,
    hasHiddenInfo: false,
    setup: (n: number, o: { rounds: number }, seed: string): S => ({ ...base.setup(n, o, seed), rng: seedRng(seed) }),
    apply: (s: S, seat: number, m: Parameters<typeof base.apply>[2]): S => {
      const next = { ...s, ...base.apply(s, seat, m) };
      return useRng && m.kind === 'play' ? { ...next, rng: nextUint32(s.rng)[1] } : next;
    },
  };
  return { ...fakeModule, game } as unknown as GameModule;
}

async function openSession(module: GameModule) {
  const store = createMemoryStore([module.game as AnyGame]);
  const save = await store.create({
    gameId: 'fake-cards',
    version: 1,
    seats: twoHumans,
    options: { rounds: 1 },
    seed: 'fixed-seed',
    snapshot: module.game.setup(2, { rounds: 1 }, 'fixed-seed'),
  });
  const loaded = await store.load(save.id);
  if (!loaded.ok) throw new Error('load failed');
  return { store, session: createSession({ module, loaded: loaded.value, store, botDelayMs: () => 0 }) };
}

describe('take back in a game without hidden information', () => {
  test('offered until the next player acts; taking back restores the position and cuts the stored log', async () => {
    const { store, session } = await openSession(variant(false));
    const card = handOf(0)[0] ?? 0;
    session.move(0, { kind: 'pick', card });
    session.move(0, { kind: 'play' });
    expect(session.viewer.value).toBe(1);
    expect(session.takeBackSeat.value).toBe(0);
    await session.flush();
    session.takeBack();
    expect(session.viewer.value).toBe(0);
    expect(session.records.value.length).toBe(1);
    await session.flush();
    expect(store.moves.get(session.save.value.id)?.length).toBe(1);
    session.dispose();
  });

  test('after the next player acts, the earlier move can no longer be taken back', async () => {
    const { session } = await openSession(variant(false));
    session.move(0, { kind: 'pick', card: handOf(0)[0] ?? 0 });
    session.move(0, { kind: 'play' });
    session.move(1, { kind: 'pick', card: handOf(1)[0] ?? 0 });
    expect(session.takeBackSeat.value).toBeNull();
    session.dispose();
  });

  test('a move that used the rng is final (the engine refuses)', async () => {
    const { session } = await openSession(variant(true));
    session.move(0, { kind: 'pick', card: handOf(0)[0] ?? 0 });
    session.move(0, { kind: 'play' });
    expect(session.viewer.value).toBe(1);
    expect(session.takeBackSeat.value).toBeNull();
    session.takeBack();
    expect(session.records.value.length).toBe(2);
    session.dispose();
  });
});
