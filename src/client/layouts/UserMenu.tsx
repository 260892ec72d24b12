import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { screenPath } from '../../shared/screens';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { toast } from '../components/toast/toastStore';
import { useLogoutMutation } from '../features/auth/authApi';
import { loggedOut, selectCurrentUser } from '../features/auth/authSlice';
import { translateServerMessage } from '../utils/serverMessage';

/** The user ('User' / 'Admin' when unnamed, docs/product.md#shell) with Profile and Log out. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [logout] = useLogoutMutation();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const userName = user?.name || t('navbar.defaultUser');
  const company = user?.company?.name || t('navbar.defaultCompany');

  const onLogout = async () => {
    try {
      const result = await logout().unwrap();
      toast.success(translateServerMessage(intl, result.message));
    } catch {
      // docs/product.md#login-and-logout: logout failures are ignored; the local session ends regardless.
    }
    dispatch(loggedOut());
    navigate(screenPath('login'), { replace: true });
  };

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('navbar.profile'),
      onClick: () => navigate(screenPath('profile')),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('navbar.logout'),
      onClick: () => void onLogout(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      {/* The name starts with the visible text, word for word, so a speech user can say what they see
          (docs/product.md#accessibility); the space between the two lines is part of that text. */}
      <button
        type="button"
        className="navbar__user"
        aria-label={t('navbar.userMenuOf', { name: userName, company })}
      >
        <span className="navbar__names">
          <strong>
            <bdi>{userName}</bdi>
          </strong>{' '}
          <span className="navbar__company">
            <bdi>{company}</bdi>
          </span>
        </span>
        <Avatar src={user?.photoUrl ?? undefined} icon={<UserOutlined />} alt="" />
      </button>
    </Dropdown>
  );
}
