import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '../../shared/common/constants';
import { PageLoader } from '../components/PageLoader';
import { loadAppMessages, type Messages } from './i18n';

/**
 * Adds the application's texts (menus, lists, forms…) under the private routes, on top of the core texts
 * the LocaleProvider has; the login page never downloads them.
 */
export function AppMessagesProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);

  useEffect(() => {
    let current = true;
    void loadAppMessages(locale).then((messages) => current && setLoaded({ locale, messages }));
    return () => {
      current = false;
    };
  }, [locale]);

  // Until the first load, a loader; on a language switch the previous texts stay while the new ones arrive.
  if (!loaded) return <PageLoader />;
  return (
    <IntlProvider
      locale={locale}
      messages={{ ...intl.messages, ...loaded.messages } as Messages}
      defaultLocale="en"
    >
      {children}
    </IntlProvider>
  );
}
