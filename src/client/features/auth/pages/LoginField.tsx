import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface A11yProps {
  id: string;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface Props {
  id: string;
  label: string;
  /** A message id, or a server's message as it came. */
  error?: string;
  children: (props: A11yProps) => ReactNode;
}

/** A labelled input with its error below it, announced to screen readers. */
export function LoginField({ id, label, error, children }: Props) {
  const intl = useIntl();
  const errorId = `${id}-error`;
  const text = error && intl.messages[error] ? intl.formatMessage({ id: error }) : error;
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-field__label">
        {label}
      </label>
      {children(
        error ? { id, status: 'error', 'aria-invalid': true, 'aria-describedby': errorId } : { id },
      )}
      <div id={errorId} className="login-field__error" role={error ? 'alert' : undefined}>
        {text}
      </div>
    </div>
  );
}
