import type { LoginBody } from '../../../shared/auth/schemas';

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md#login-and-logout: login requires an email and a password; the values are message ids. */
export function validateLogin({ email, password }: LoginBody): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'validation.emailRequired';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'validation.invalidEmail';
  if (!password) errors.password = 'validation.passwordRequired';
  return errors;
}
