import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/client/app/AppProviders';
import { AppRoutes } from '../../src/client/app/AppRoutes';
import { makeStore, type RootState } from '../../src/client/app/store';
import { restoreAuthState } from '../../src/client/features/auth/authSlice';

/** `ui` inside the app's real providers and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactNode,
  route = '/',
  preloadedState?: Partial<RootState>,
) {
  const { store, persistor } = makeStore(preloadedState ?? { auth: restoreAuthState() });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { store, user, ...view };
}

/** jsdom has no layout: set the window width the app reads, and tell it so. */
export function setWindowWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: width,
    });
    window.dispatchEvent(new Event('resize'));
  });
}

/** The real app (real store, reducers and routes) at `route`, with the network answered by MSW. */
export function renderApp(route = '/', preloadedState?: Partial<RootState>) {
  const { store, persistor } = makeStore(preloadedState ?? { auth: restoreAuthState() });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user, ...view };
}
