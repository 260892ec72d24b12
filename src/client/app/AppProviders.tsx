import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { HistoryPanelContext } from '../components/History/HistoryButton';
import { lazyWithRetry } from '../utils/lazyWithRetry';
import { LocaleProvider } from './LocaleProvider';
import { PersistGate } from './PersistGate';
import type { AppStore } from './store';

// A record's History panel: its own chunk, loaded on the first click of a record page's History button.
const HistoryPanel = lazyWithRetry(
  () => import(/* webpackChunkName: "history-panel" */ '../features/audit/components/HistoryPanel'),
  'history-panel',
);

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
        <LocaleProvider>
          <HistoryPanelContext.Provider value={HistoryPanel}>
            {children}
          </HistoryPanelContext.Provider>
        </LocaleProvider>
      </PersistGate>
    </Provider>
  );
}
