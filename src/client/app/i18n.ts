import type { MessageFormatElement } from 'react-intl';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '../../shared/constants';
import en from '../../../locales/en.json';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export interface LocaleBundle {
  messages: Messages;
  antd?: AntdLocale;
}

let dayjsSwitched = false;

export const englishBundle: LocaleBundle = { messages: en };

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
