import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser } from '../features/auth/authSlice';

const DEFAULT_LOGO = '/logo.svg';

interface Props {
  collapsed: boolean;
  /** In the navbar of the horizontal layout. */
  compact?: boolean;
}

/**
 * docs/product.md#shell: the company's logo from its media, the default logo when absent, and the company
 * title.
 */
export function SidebarBrand({ collapsed, compact = false }: Props) {
  const intl = useIntl();
  const company = useAppSelector(selectCurrentUser)?.company;
  const logo = company?.media[0]?.original_url || DEFAULT_LOGO;
  const title = company?.name || intl.formatMessage({ id: 'app.name' });
  return (
    <div
      className={`brand${compact ? ' brand--compact' : ''}${collapsed ? ' brand--collapsed' : ''}`}
    >
      <Link to="/" className="brand__link" aria-label={title}>
        <img src={logo} alt="" className="brand__logo" />
        {!collapsed && <span className="brand__title">{title}</span>}
      </Link>
    </div>
  );
}
