import type { MessageFormatElement } from 'react-intl';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '../../shared/constants';
import enUS from 'antd/es/locale/en_US';
import en from '../../../locales/en.json';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export interface LocaleBundle {
  messages: Messages;
  antd?: AntdLocale;
}

let dayjsSwitched = false;

// Passed explicitly: antd's ConfigProvider remounts everything when its locale goes from undefined to set,
// which would lose open dialogs and half-filled forms on a language switch.
export const englishBundle: LocaleBundle = { messages: en, antd: enUS };

/** English ships with the app; Arabic (messages, antd and dayjs locales) is its own lazy chunk. */
export async function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  if (locale === 'en') {
    // dayjs speaks English until told otherwise; load it only to switch back (/login never formats a date).
    if (dayjsSwitched) (await import(/* webpackChunkName: "dayjs" */ 'dayjs')).default.locale('en');
    return englishBundle;
  }
  const { default: dayjs } = await import(/* webpackChunkName: "dayjs" */ 'dayjs');
  const [messages, antd] = await Promise.all([
    import(/* webpackChunkName: "locale-ar" */ '../../../locales/ar.json'),
    import(/* webpackChunkName: "locale-ar" */ 'antd/es/locale/ar_EG'),
    import(/* webpackChunkName: "locale-ar" */ 'dayjs/locale/ar'),
  ]);
  dayjs.locale('ar');
  dayjsSwitched = true;
  return { messages: { ...en, ...messages.default }, antd: antd.default };
}

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');
