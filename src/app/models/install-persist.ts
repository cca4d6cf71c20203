// When the app runs installed (or is installed now), ask the browser to keep its storage: a moment with a reason.

import type { GameStore } from '../../storage/types';
import { askPersistAtAMoment, refreshPersistState } from './persistence';

function runsInstalled(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

export function persistWhenInstalled(store: Promise<GameStore>): void {
  void store
    .then(async (s) => {
      if (runsInstalled()) await askPersistAtAMoment(s);
      else await refreshPersistState(s);
    })
    .catch(() => {});
  window.addEventListener('appinstalled', () => {
    void store.then(askPersistAtAMoment).catch(() => {});
  });
}
