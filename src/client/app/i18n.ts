import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/common/constants';
import enCore from '../../../locales/en.json?part=core';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export interface LocaleBundle {
  messages: Messages;
  antd?: AntdLocale;
}

let dayjsSwitched = false;

// Passed explicitly: antd's ConfigProvider remounts everything when its locale goes from undefined to set,
// which would lose open dialogs and half-filled forms on a language switch.
export const englishBundle: LocaleBundle = { messages: enCore, antd: enUS };

/**
 * The texts of the login and public pages. English ships with the app; Arabic (its texts, antd's and
 * dayjs' locales) is a lazy chunk. The rest of the app's texts come with the private layout (loadAppMessages).
 */
export async function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  if (locale === 'en') {
    // dayjs speaks English until told otherwise; load it only to switch back (/login never formats a date).
    if (dayjsSwitched) (await import(/* webpackChunkName: "dayjs" */ 'dayjs')).default.locale('en');
    return englishBundle;
  }
  const { default: dayjs } = await import(/* webpackChunkName: "dayjs" */ 'dayjs');
  const [messages, antd] = await Promise.all([
    import(/* webpackChunkName: "locale-ar" */ '../../../locales/ar.json?part=core'),
    import(/* webpackChunkName: "locale-ar" */ 'antd/es/locale/ar_EG'),
    import(/* webpackChunkName: "locale-ar" */ 'dayjs/locale/ar'),
  ]);
  dayjs.locale('ar');
  dayjsSwitched = true;
  return { messages: { ...enCore, ...messages.default }, antd: antd.default };
}

/** The application's other texts, for the private pages (English under Arabic, for any gap). */
export async function loadAppMessages(locale: Locale): Promise<Messages> {
  const en = (
    await import(
      /* webpackChunkName: "messages-app-en", webpackPrefetch: true */ '../../../locales/en.json?part=app'
    )
  ).default;
  if (locale === 'en') return en;
  const ar = (
    await import(/* webpackChunkName: "messages-app-ar" */ '../../../locales/ar.json?part=app')
  ).default;
  return { ...en, ...ar };
}
