import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The full layout's card with the brand, as on the login page. */
export function AuthCard({
  titleId,
  subtitle,
  children,
}: {
  titleId: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className="login-card" aria-labelledby="auth-card-title">
      <div className="login-card__brand">
        <img className="login-card__logo" src="/logo.svg" alt="" />
        <strong>{intl.formatMessage({ id: 'app.name' })}</strong>
      </div>
      <h1 id="auth-card-title" className="login-card__title">
        {intl.formatMessage({ id: titleId })}
      </h1>
      {subtitle && <p className="login-card__subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
