import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/client/app/AppProviders';
import { AppRoutes } from '../../src/client/app/AppRoutes';
import { makeStore, type RootState } from '../../src/client/app/store';
import { restoreAuthState } from '../../src/client/features/auth/authSlice';

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
