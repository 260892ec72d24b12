import { Layout } from 'antd';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser } from '../features/auth/authSlice';
import { selectTheme } from '../features/settings/themeSlice';

/** The footer: hidden, static or sticky (docs/product.md#constants). */
export function Footer() {
  const intl = useIntl();
  const { footerType } = useAppSelector(selectTheme);
  const company =
    useAppSelector(selectCurrentUser)?.company?.name || intl.formatMessage({ id: 'app.name' });
  if (footerType === 'hidden') return null;
  return (
    <Layout.Footer className={`footer footer--${footerType}`}>
      {intl.formatMessage({ id: 'footer.copyright' }, { year: new Date().getFullYear(), company })}
    </Layout.Footer>
  );
}
