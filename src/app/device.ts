// The device during a game: the screen stays on (Screen Wake Lock) and a short buzz when the device changes hands.
// Everything is feature-detected: where an API is missing or refuses, nothing happens and nothing is thrown.
// Imported only by the play screen, so it lands in that screen's lazily loaded chunk, not in the shell.

/** The slice of the platform this needs; tests pass fakes. */
export interface DeviceEnv {
  readonly navigator: {
    readonly wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
    readonly vibrate?: (pattern: number) => boolean;
    /** Chromium refuses (and logs) a vibration before the page has had a tap, e.g. a hand-off shown after a reload. */
    readonly userActivation?: { readonly hasBeenActive: boolean };
  };
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

export const HAND_OFF_BUZZ_MS = 40;

function defaultEnv(): DeviceEnv | null {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return null;
  return { navigator: navigator as DeviceEnv['navigator'], document };
}

/**
 * Hold a screen wake lock while the returned stop function has not been called. The browser drops the lock when
 * the page is hidden; it is requested again when the page is visible again. Stop releases it.
 */
export function keepScreenOn(env: DeviceEnv | null = defaultEnv()): () => void {
  const wakeLock = env?.navigator.wakeLock;
  if (!env || !wakeLock || typeof wakeLock.request !== 'function') return () => {};
  let lock: { release(): Promise<void> } | null = null;
  let live = true;
  let pending = false;
  const release = () => {
    const held = lock;
    lock = null;
    held?.release().catch(() => {});
  };
  const acquire = () => {
    if (!live || lock || pending || env.document.visibilityState !== 'visible') return;
    pending = true;
    let request: Promise<{ release(): Promise<void> }>;
    try {
      request = wakeLock.request('screen');
    } catch {
      pending = false;
      return;
    }
    request
      .then((l) => {
        pending = false;
        if (live && env.document.visibilityState === 'visible') lock = l;
        else l.release().catch(() => {});
      })
      .catch(() => {
        pending = false;
      });
  };
  const onVisibility = () => {
    if (env.document.visibilityState === 'visible') acquire();
    else release();
  };
  env.document.addEventListener('visibilitychange', onVisibility);
  acquire();
  return () => {
    live = false;
    env.document.removeEventListener('visibilitychange', onVisibility);
    release();
  };
}

/** A short vibration (the device was handed to someone), where supported and allowed. Never throws. */
export function buzz(enabled: boolean, env: DeviceEnv | null = defaultEnv()): boolean {
  const vibrate = env?.navigator.vibrate;
  if (!enabled || !env || typeof vibrate !== 'function') return false;
  if (env.navigator.userActivation?.hasBeenActive === false) return false;
  try {
    return vibrate.call(env.navigator, HAND_OFF_BUZZ_MS) === true;
  } catch {
    return false;
  }
}
