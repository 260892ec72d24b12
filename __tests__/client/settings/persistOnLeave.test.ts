/**
 * A language switched just before the page goes (a reload, a closed tab) is kept: the settings are written
 * on `pagehide` rather than on redux-persist's next timer tick (docs/product.md#storage-keys).
 */
import { makeStore } from '../../../src/client/app/store';
import { localeChanged } from '../../../src/client/features/settings/settingsSlice';
import { LOCALE_STORAGE_KEY } from '../../../src/shared/common/constants';

/** The locale as stored: redux-persist writes each key of the slice as JSON, inside JSON. */
const stored = () =>
  JSON.parse(
    (
      JSON.parse(window.localStorage.getItem(`persist:${LOCALE_STORAGE_KEY}`) ?? '{}') as {
        locale?: string;
      }
    ).locale ?? 'null',
  ) as string | null;

it('writes a language switched just before the page goes, as it goes', async () => {
  const { store, persistor } = makeStore({});
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  store.dispatch(localeChanged('ar'));
  expect(stored()).not.toBe('ar');
  window.dispatchEvent(new Event('pagehide'));
  expect(stored()).toBe('ar');
});
