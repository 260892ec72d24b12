import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  LOCALE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
} from '../../../src/shared/common/constants';
import { RouteErrorBoundary } from '../../../src/client/components/RouteErrorBoundary';
import { LOGIN_SHELL_ID, removeHiddenLoginShell } from '../../../src/client/utils/loginShell';
import { renderApp } from '../../support/renderApp';
import { renderInApp } from '../../support/renderInApp';

/** login.html's static card, as public/index.html writes it (outside React's #root). */
function addShell() {
  const shell = document.createElement('div');
  shell.id = LOGIN_SHELL_ID;
  shell.textContent = 'Welcome back';
  document.body.append(shell);
}

/** redux-persist's format: a JSON object whose fields are JSON themselves. */
const persisted = (fields: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)])),
  );

/** Runs login.html's first script (src/client/loginShell.ts) and says whether it kept the card. */
async function shellShown(): Promise<boolean> {
  await jest.isolateModulesAsync(async () => {
    await import('../../../src/client/loginShell');
  });
  return !document.documentElement.classList.contains('login-shell-off');
}

afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById(LOGIN_SHELL_ID)?.remove();
  document.documentElement.classList.remove('login-shell-off');
  localStorage.clear();
});

describe("login.html's static card (docs/performance.md#lighthouse)", () => {
  it('shows for a first visit, and for English, light, left-to-right settings', async () => {
    expect(await shellShown()).toBe(true);
    localStorage.setItem(`persist:${LOCALE_STORAGE_KEY}`, persisted({ locale: 'en' }));
    localStorage.setItem(
      `persist:${THEME_STORAGE_KEY}`,
      persisted({ theme: 'light', direction: 'ltr' }),
    );
    expect(await shellShown()).toBe(true);
  });

  it.each([
    ['a session to restore', TOKEN_STORAGE_KEY, 'tok-1'],
    ['Arabic', `persist:${LOCALE_STORAGE_KEY}`, persisted({ locale: 'ar' })],
    ['the dark theme', `persist:${THEME_STORAGE_KEY}`, persisted({ theme: 'dark' })],
    ['right-to-left', `persist:${THEME_STORAGE_KEY}`, persisted({ direction: 'rtl' })],
    ['unreadable settings', `persist:${LOCALE_STORAGE_KEY}`, '{not json'],
  ])('gives way to the loading screen with %s', async (_case, key, value) => {
    localStorage.setItem(key, value);
    expect(await shellShown()).toBe(false);
  });

  it('goes at start when the first script hid it, and stays otherwise until the page shows', () => {
    addShell();
    removeHiddenLoginShell();
    expect(document.getElementById(LOGIN_SHELL_ID)).not.toBeNull();
    document.documentElement.classList.add('login-shell-off');
    removeHiddenLoginShell();
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
  });

  it('goes once the real login page is on screen', async () => {
    addShell();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
  });

  it('goes when the page fails, so that the error shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken page');
    }
    addShell();
    renderInApp(
      <RouteErrorBoundary>
        <Routes>
          <Route path="/login" element={<Broken />} />
        </Routes>
      </RouteErrorBoundary>,
      { entries: ['/login'] },
    );
    await waitFor(() => expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
