import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { LOCALE_STORAGE_KEY, THEME_STORAGE_KEY } from '../../shared/common/constants';
import { authReducer, restoreAuthState } from '../features/auth/authSlice';
import { sessionPersistence } from '../features/auth/sessionPersistence';
import { settingsReducer } from '../features/settings/settingsSlice';
import { themeReducer } from '../features/settings/themeSlice';
import { api } from './api';
import { devToolsOptions } from './devTools';

// Settings persist through redux-persist; the token and user use the binding keys (sessionPersistence,
// docs/product.md#storage-keys).
const persistedSettings = persistReducer(
  { key: LOCALE_STORAGE_KEY, storage, version: 1 },
  settingsReducer,
);
const persistedTheme = persistReducer(
  { key: THEME_STORAGE_KEY, storage, version: 1 },
  themeReducer,
);

const rootReducer = combineReducers({
  auth: authReducer,
  settings: persistedSettings,
  theme: persistedTheme,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState: Partial<RootState> = { auth: restoreAuthState() }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionPersistence.middleware)
        .concat(api.middleware),
    devTools: devToolsOptions(),
  });
  const persistor = persistStore(store);
  // redux-persist writes on its next timer tick: a language or theme switched just before a reload or a
  // closed tab is written as the page goes (localStorage writes are synchronous).
  window.addEventListener('pagehide', () => void persistor.flush());
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
