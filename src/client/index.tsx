import { startTransition } from 'react';
import './styles/app.css';
import { removeHiddenLoginShell } from './utils/loginShell';

/**
 * Boots in steps, each a task of its own, so that a slow phone's main thread is never blocked for long:
 * evaluating React, the store, antd with react-intl, then the routes (all in main.js — `eager`: no
 * extra request) and rendering are separate tasks, with the browser free to paint and respond between them.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted what the HTML shows (login.html's card, else the loading screen),
 * so the boot's work never holds up the first paint (docs/performance.md#lighthouse). A hidden tab does not
 * paint: there it resolves at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  removeHiddenLoginShell();
  await afterFirstPaint();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const { store, persistor } = makeStore();
  await nextTask();
  // Imported here only to evaluate it in a task of its own: antd's theme with react-intl. (Not a library's
  // index: a namespace import keeps every export, which would bundle all of react-router, say.)
  await import(/* webpackMode: "eager" */ './app/LocaleProvider');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  // Rendering replaces the branded loading screen of index.html. As a transition, the first render yields
  // to the browser every few milliseconds instead of blocking it for the whole tree.
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} persistor={persistor} />));
}

void boot();
