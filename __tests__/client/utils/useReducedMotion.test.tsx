import { act, render, screen } from '@testing-library/react';
import { antdTheme } from '../../../src/client/app/theme';
import { useReducedMotion } from '../../../src/client/utils/useReducedMotion';

function Motion() {
  return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
}

/** A system setting that can be changed while the page is open, as a person would in their settings. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    query === '(prefers-reduced-motion: reduce)'
      ? list
      : original(query)) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

describe('useReducedMotion', () => {
  it('follows the system setting, also when it changes while the page is open', () => {
    const setting = systemSetting(false);
    const { unmount } = render(<Motion />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    setting.change(true);
    expect(screen.getByText('still')).toBeInTheDocument();
    setting.change(false);
    expect(screen.getByText('moving')).toBeInTheDocument();
    unmount();
    expect(setting.listeners.size).toBe(0);
    setting.restore();
  });

  it("switches antd's animations off through its motion token", () => {
    expect(antdTheme('light', 'primary', true).token?.motion).toBe(false);
    expect(antdTheme('dark', 'primary').token?.motion).toBe(true);
  });
});
