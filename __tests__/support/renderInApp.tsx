import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/client/app/AppProviders';
import { makeStore } from '../../src/client/app/store';
import { localeChanged } from '../../src/client/features/settings/settingsSlice';
import type { Locale } from '../../src/shared/common/constants';

export interface RenderInAppOptions {
  /** The router's history, oldest first; the last entry is the current one. */
  entries?: string[];
  locale?: Locale;
}

/**
 * A piece of UI inside the real providers (real store restored from local storage, intl, antd config) and a
 * memory router — for shared components that no route renders yet. The network is answered by MSW.
 */
export function renderInApp(ui: ReactNode, { entries = ['/'], locale }: RenderInAppOptions = {}) {
  const { store, persistor } = makeStore();
  if (locale) act(() => void store.dispatch(localeChanged(locale)));
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user, ...view };
}
