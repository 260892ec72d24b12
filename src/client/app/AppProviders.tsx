import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { LocaleProvider } from './LocaleProvider';
import { PersistGate } from './PersistGate';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Everything the pages need around them; the router is added by the caller (browser or memory). */
export function AppProviders({ store, persistor, children }: Props) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor}>
        <LocaleProvider>{children}</LocaleProvider>
      </PersistGate>
    </Provider>
  );
}
