/** Account and company rules without schemas, so the client can use them without bundling TypeBox. */

/** The binding texts, word for word (docs/product.md#binding-texts), and the other account messages. */
export const accountMessages = {
  passwordsMustMatch: 'Passwords MUST MATCH',
  fillAllFields: 'Please fill all the fields!',
  invalidLink: 'Invalid Link',
  currentPasswordWrong: 'The current password is incorrect.',
  currentPasswordForEmail: 'Enter your current password to change the email.',
  passwordTooShort: 'The password must be at least 12 characters.',
  emailTaken: 'The email has already been taken.',
  profileUpdated: 'Profile has been updated successfully',
  passwordChanged: 'Password has been changed successfully',
  resetLinkSent: 'If an account exists for this email, we have sent a link to reset its password.',
  passwordReset: 'Your password has been reset. You can log in with the new one.',
  settingsUpdated: 'Settings has been updated successfully',
} as const;

/** The company's social links, in the order the form shows them. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'facebook',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** ISO 4217 alphabetic codes are three upper-case letters. */
export const CURRENCY_PATTERN = '^[A-Z]{3}$';
export const DEFAULT_CURRENCY = 'AED';
/** The currencies the form offers first (the Gulf's, then the usual foreign ones); any ISO code is accepted. */
export const COMMON_CURRENCIES = [
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'USD',
  'EUR',
  'GBP',
] as const;

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;
