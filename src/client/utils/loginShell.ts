import { useLayoutEffect } from 'react';

/** The id of login.html's static login card (public/index.html). */
export const LOGIN_SHELL_ID = 'login-shell';

/**
 * login.html paints a static copy of the login card before main.js has run, laid over the app
 * (docs/performance.md#lighthouse). It goes once React shows the real page, or an error, in its place.
 */
export function removeLoginShell(): void {
  document.getElementById(LOGIN_SHELL_ID)?.remove();
}

/** A card login.html's first script hid (src/client/loginShell.ts) will never show: it goes at start. */
export function removeHiddenLoginShell(): void {
  if (document.documentElement.classList.contains('login-shell-off')) removeLoginShell();
}

/** Removes the static card in the commit that puts the real page on screen: no frame shows neither. */
export function useRemoveLoginShell(): void {
  useLayoutEffect(removeLoginShell, []);
}
