// The four token buttons, each showing beforehand what it counts: shared cards from-to, personal line, trees.

import { ELEMENTS, type Element } from '../data';
import type { LfMove, TokenPreview } from '../rules/types';

export interface TokenChoicesProps {
  readonly previews: readonly TokenPreview[];
  readonly legal: ReadonlySet<Element>;
  readonly onMove: (m: LfMove) => void;
  readonly onFocus: (e: Element | null) => void;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
}

export function TokenChoices({ previews, legal, onMove, onFocus, t }: TokenChoicesProps) {
  return (
    <ul class="lf-token-choices">
      {ELEMENTS.map((e) => {
        const p = previews.find((x) => x.element === e);
        if (!p) return null;
        const element = t(`term.${e}`);
        const detail =
          p.index === null
            ? t('ui.token-none', { element })
            : t('ui.token-preview', {
                element,
                from: p.from + 1,
                to: p.index + 1,
                shared: p.shared,
                personal: p.personal,
                trees: p.trees,
                total: p.total,
              });
        return (
          <li key={e}>
            <button
              type="button"
              class={`lf-token-button lf-el-${e}${legal.has(e) ? ' lf-legal' : ''}`}
              data-testid={`token-${e}`}
              data-legal={legal.has(e) ? 'true' : 'false'}
              onMouseEnter={() => onFocus(e)}
              onFocus={() => onFocus(e)}
              onMouseLeave={() => onFocus(null)}
              onClick={() => onMove({ kind: 'token', element: e })}
            >
              <strong>{t('ui.place-token', { element, total: p.total })}</strong>
              <span class="lf-preview" data-testid={`preview-${e}`}>
                {detail}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
