import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/common/constants';

export interface NewPasswordErrors {
  password?: string;
  password_confirmation?: string;
}

/**
 * The client's checks of a new password and its confirmation, as message ids: the server's rules
 * (12–128 characters, counted as the user sees them; docs/security.md#passwords) and the binding
 * 'Passwords MUST MATCH'.
 */
export function newPasswordErrorIds(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) errors.password = 'auth.password.tooShort';
  else if (length > PASSWORD_MAX_LENGTH) errors.password = 'auth.password.tooLong';
  if (password !== confirmation) errors.password_confirmation = 'validation.passwordsMustMatch';
  return errors;
}
