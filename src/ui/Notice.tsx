// A short message strip (info, success, warning, error) with optional actions and a close button.

import type { ComponentChildren } from 'preact';

export interface NoticeProps {
  readonly tone?: 'info' | 'success' | 'warning' | 'error';
  readonly children?: ComponentChildren;
  readonly actions?: ComponentChildren;
  readonly onClose?: () => void;
  readonly closeLabel?: string;
  readonly testId?: string;
}

export function Notice({ tone = 'info', children, actions, onClose, closeLabel = 'Close', testId }: NoticeProps) {
  return (
    <div class={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <div class="notice-text">{children}</div>
      {actions ? <div class="notice-actions">{actions}</div> : null}
      {onClose ? (
        <button type="button" class="btn btn-quiet notice-close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}
