// Vitest setup: unmount rendered components after each test (testing-library needs a global afterEach).
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
