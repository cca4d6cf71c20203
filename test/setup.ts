// Vitest setup: unmount rendered components after each test (testing-library needs a global afterEach), and give
// findBy/waitFor a deadline no loaded machine reaches (testing-library's own 1 s was hit on 2 busy cores once
// screens came in lazy chunks): a screen that never appears still fails, after two minutes instead of hanging.
import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 120_000 });

afterEach(() => cleanup());
