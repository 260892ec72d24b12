import { ConfigProvider } from 'antd';
import { Toaster } from '../components/toast/Toaster';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { selectLocale } from '../features/settings/settingsSlice';
import { useAppSelector } from './hooks';
import { directionOf, englishBundle, loadLocaleBundle, type LocaleBundle } from './i18n';
import { antdTheme } from './theme';

/** react-intl messages, antd's locale and the page direction all follow the chosen locale. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const [bundle, setBundle] = useState<{ locale: string; value: LocaleBundle }>({
    locale: 'en',
    value: englishBundle,
  });

  useEffect(() => {
    let current = true;
    loadLocaleBundle(locale)
      .then((value) => current && setBundle({ locale, value }))
      .catch(() => current && setBundle({ locale: 'en', value: englishBundle }));
    return () => {
      current = false;
    };
  }, [locale]);

  const direction = directionOf(bundle.locale === 'ar' ? 'ar' : 'en');
  useEffect(() => {
    document.documentElement.lang = bundle.locale;
    document.documentElement.dir = direction;
  }, [bundle.locale, direction]);

  return (
    <IntlProvider locale={bundle.locale} messages={bundle.value.messages} defaultLocale="en">
      <ConfigProvider direction={direction} locale={bundle.value.antd} theme={antdTheme}>
        {children}
        <Toaster />
      </ConfigProvider>
    </IntlProvider>
  );
}
