// A long list shown a page at a time: the first page, and a button under it that shows the next one.

import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { Button } from '../../ui/Button';
import { tr } from '../i18n/translate';

export interface Paged<T> {
  readonly shown: readonly T[];
  /** The "show more" button, or null when the whole list is shown. */
  readonly more: JSX.Element | null;
}

/** The first `page` items (then `page` more at each tap) of `items`; `testId` names the button. */
export function usePaged<T>(items: readonly T[], page: number, testId: string): Paged<T> {
  const [count, setCount] = useState(page);
  const shown = items.length > count ? items.slice(0, count) : items;
  const left = items.length - shown.length;
  const more =
    left > 0 ? (
      <p class="show-more">
        <Button data-testid={testId} onClick={() => setCount(count + page)}>
          {tr('list.more', { n: Math.min(page, left), left })}
        </Button>
      </p>
    ) : null;
  return { shown, more };
}
