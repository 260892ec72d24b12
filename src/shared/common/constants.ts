/**
 * Names and limits both sides agree on. Storage keys and the role are binding, word for word
 * (docs/product.md#storage-keys, docs/product.md#roles).
 */
export const APP_NAME = 'REALTY_ADMIN';
export const TOKEN_STORAGE_KEY = `${APP_NAME}_TOKEN`;
export const USER_STORAGE_KEY = `${APP_NAME}_USER`;
export const LOCALE_STORAGE_KEY = `${APP_NAME}_LOCALE`;
export const THEME_STORAGE_KEY = `${APP_NAME}_THEME`;
/** The prefix of each list's hidden columns: `REALTY_ADMIN_COLUMNS_<list>` (e.g. `_projects`). */
export const COLUMNS_STORAGE_KEY = `${APP_NAME}_COLUMNS`;

/**
 * The roles a user may hold are defined with what they mean, in shared/permissions.ts
 * (docs/product.md#roles); re-exported here for the modules that read them with the other constants.
 */
export { ROLES, SUPER_ADMIN_ROLE, isRole, type Role } from '../permissions';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 120;
