// Storage stays below the UI: it imports only the engine, its own folder and idb (STYLE.md "Layers").

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const dir = join(__dirname, '../../src/storage');

test.each(readdirSync(dir).filter((f) => f.endsWith('.ts')))(
  'src/storage/%s imports only idb, the engine and storage',
  (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');
    for (const spec of imports) expect(spec).toMatch(/^(idb|\.\/[\w-]+|\.\.\/engine\/[\w-]+)$/);
  },
);
