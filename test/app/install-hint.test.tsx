// The install hint (issue 28): Chromium's own prompt on a tap, iOS Safari's Share-menu steps in words.

import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installWay, isIosSafari, watchInstall } from '../../src/app/pwa/install-hint';
import { InstallSection } from '../../src/app/screens/InstallSection';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 CriOS/131.0 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('which browser installs from the Share menu', () => {
  test.each([
    ['iPhone Safari', IPHONE, 5, true],
    ['iPad Safari, which says it is a Mac but has touch', IPAD_AS_MAC, 5, true],
    ['a real Mac (no touch)', IPAD_AS_MAC, 0, false],
    ['Chrome on iOS', CHROME_IOS, 5, false],
    ['Chrome on Android', ANDROID, 5, false],
  ])('%s', (_name, ua, touch, expected) => {
    expect(isIosSafari(ua, touch)).toBe(expected);
  });
});

describe('the install section', () => {
  afterEach(() => {
    installWay.value = 'menu';
  });

  test('on iOS Safari it lists the Share-menu steps', () => {
    installWay.value = 'ios';
    render(<InstallSection />);
    expect(screen.getByTestId('install-ios').textContent).toContain('Add to Home Screen');
    expect(screen.queryByTestId('install-button')).toBeNull();
  });

  test('where the browser offered its prompt, the button shows it, and an accepted install ends the hint', async () => {
    watchInstall();
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    render(<InstallSection />);
    fireEvent.click(screen.getByTestId('install-button'));
    expect(prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.getByTestId('install').getAttribute('data-way')).toBe('installed'));
  });
});
