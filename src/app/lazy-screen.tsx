// A screen kept out of the shell's first download: its chunk is fetched (from the precache) the first time it is shown.

import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ScreenFailed } from './screens/ScreenFailed';

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    pending ??= load().then((c) => {
      loaded = c;
      return c;
    });
    return pending;
  };
  return function LazyScreen(props: P) {
    const [, setReady] = useState(loaded !== null);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      fetchOnce().then(
        () => live && setReady(true),
        () => {
          // A failed fetch may succeed on the next visit (an update in between, say), so it is not remembered.
          pending = null;
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (failed) return <ScreenFailed cause="chunk" />;
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <main class="screen" aria-busy="true" data-testid="screen-loading" />;
  };
}
