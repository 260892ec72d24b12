import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser } from '../features/auth/authSlice';

const DEFAULT_LOGO = '/logo.svg';

/** Seed §1: the company's logo from its media, the default logo when absent, and the company title. */
export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const company = useAppSelector(selectCurrentUser)?.company;
  const logo = company?.media[0]?.original_url || DEFAULT_LOGO;
  const title = company?.name || intl.formatMessage({ id: 'app.name' });
  return (
    <Link to="/" className="sidebar-brand" aria-label={title}>
      <img src={logo} alt="" />
      {!collapsed && <span>{title}</span>}
    </Link>
  );
}
