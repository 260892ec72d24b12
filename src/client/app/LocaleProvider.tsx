import { ConfigProvider } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Toaster } from '../components/toast/Toaster';
import { UnexpectedErrorHost } from '../components/UnexpectedErrorHost';
import { selectLocale } from '../features/settings/settingsSlice';
import { selectTheme } from '../features/settings/themeSlice';
import { useReducedMotion } from '../utils/useReducedMotion';
import { useAppSelector } from './hooks';
import { englishBundle, loadLocaleBundle, type LocaleBundle } from './i18n';
import { antdTheme } from './theme';

const BODY_CLASSES = { dark: 'dark-layout', 'semi-dark': 'semi-dark-layout' } as const;

/**
 * react-intl messages and antd's locale follow the chosen locale; the page's `dir`, antd's direction, its
 * theme and the body's theme class follow the theme settings (docs/product.md#constants).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const { direction, theme, menuTheme } = useAppSelector(selectTheme);
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

  useEffect(() => {
    document.documentElement.lang = bundle.locale;
    document.documentElement.dir = direction;
  }, [bundle.locale, direction]);

  useEffect(() => {
    document.body.classList.remove(BODY_CLASSES.dark, BODY_CLASSES['semi-dark']);
    if (theme !== 'light') document.body.classList.add(BODY_CLASSES[theme]);
  }, [theme]);

  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(
    () => antdTheme(theme, menuTheme, reducedMotion),
    [theme, menuTheme, reducedMotion],
  );

  return (
    <IntlProvider locale={bundle.locale} messages={bundle.value.messages} defaultLocale="en">
      <ConfigProvider direction={direction} locale={bundle.value.antd} theme={themeConfig}>
        {children}
        <Toaster />
        <UnexpectedErrorHost />
      </ConfigProvider>
    </IntlProvider>
  );
}
