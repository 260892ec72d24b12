import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import type { AppStore } from './store';

/** The whole app in the browser: providers, the browser's router and the routes. */
export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
