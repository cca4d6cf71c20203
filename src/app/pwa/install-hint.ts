// "Put Kotatsu on this device": how this browser installs the app. Chromium offers its install prompt (kept from
// the beforeinstallprompt event until the player asks for it); iOS Safari installs only from the Share menu, so its
// steps are told in words; an installed app (standalone display) needs no hint.

import { signal } from '@preact/signals';

export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
export const installWay = signal<InstallWay>('menu');

function standalone(): boolean {
  const nav = navigator as Navigator & { readonly standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone and iPad Safari (iPadOS reports itself as a Mac with touch). */
export function isIosSafari(ua: string, touchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

export function watchInstall(): void {
  installWay.value = standalone()
    ? 'installed'
    : isIosSafari(navigator.userAgent, navigator.maxTouchPoints)
      ? 'ios'
      : 'menu';
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    installWay.value = 'prompt';
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installWay.value = 'installed';
  });
}

/** Show the browser's own install prompt (Chromium); the hint goes once the app is installed. */
export async function promptInstall(): Promise<void> {
  const e = deferred;
  if (!e) return;
  await e.prompt();
  const choice = await e.userChoice;
  if (choice.outcome === 'accepted') {
    deferred = null;
    installWay.value = 'installed';
  }
}
