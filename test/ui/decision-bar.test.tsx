// The decision bar's button (issue 28 "every tap answers"): an unavailable step is shown and still answers a tap.
import { fireEvent, render, screen } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { BarButton } from '../../src/ui/decision-bar';

test('an unavailable bar button is announced as unavailable, looks it, and its tap still reaches the table', () => {
  const onClick = vi.fn();
  render(
    <BarButton kind="confirm" primary unavailable testId="b" onClick={onClick}>
      Confirm
    </BarButton>,
  );
  const b = screen.getByTestId('b') as HTMLButtonElement;
  expect(b.getAttribute('aria-disabled')).toBe('true');
  expect(b.disabled).toBe(false);
  expect(b.className).toContain('bar-btn-unavailable');
  fireEvent.click(b);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('an available bar button has no aria-disabled; a disabled one does not answer', () => {
  const onClick = vi.fn();
  render(
    <>
      <BarButton kind="done" testId="ok" onClick={onClick}>
        Done
      </BarButton>
      <BarButton kind="pass" disabled testId="off" onClick={onClick}>
        Pass
      </BarButton>
    </>,
  );
  expect(screen.getByTestId('ok').getAttribute('aria-disabled')).toBeNull();
  expect(screen.getByTestId('ok').className).not.toContain('bar-btn-unavailable');
  fireEvent.click(screen.getByTestId('off'));
  expect(onClick).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('ok'));
  expect(onClick).toHaveBeenCalledTimes(1);
});
