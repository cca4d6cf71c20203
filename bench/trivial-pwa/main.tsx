// The bench's baseline: the least a Preact PWA can do (one heading), precached by the same service-worker plugin.

import { registerSW } from 'virtual:pwa-register';
import { render } from 'preact';
import { useEffect } from 'preact/hooks';

function Hello() {
  useEffect(() => {
    // The same kind of mark the app sets once its library is drawn.
    performance.mark('trivial:ready');
  }, []);
  return <h1>Hello</h1>;
}

const root = document.getElementById('app');
if (root) render(<Hello />, root);
registerSW({ immediate: true });
