/** Names and limits both sides agree on. Storage keys and the role are the seed's, word for word. */
export const APP_NAME = 'REALTY_ADMIN';
export const TOKEN_STORAGE_KEY = `${APP_NAME}_TOKEN`;
export const USER_STORAGE_KEY = `${APP_NAME}_USER`;
export const LOCALE_STORAGE_KEY = `${APP_NAME}_LOCALE`;
export const THEME_STORAGE_KEY = `${APP_NAME}_THEME`;

export const SUPER_ADMIN_ROLE = 'super-admin';
export type Role = typeof SUPER_ADMIN_ROLE | 'admin' | 'editor';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 120;
