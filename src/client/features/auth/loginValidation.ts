import type { LoginBody } from '../../../shared/auth';

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Seed §5: login requires an email and a password; the values are message ids. */
export function validateLogin({ email, password }: LoginBody): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'validation.emailRequired';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'validation.invalidEmail';
  if (!password) errors.password = 'validation.passwordRequired';
  return errors;
}
