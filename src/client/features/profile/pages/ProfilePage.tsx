import { Card, Skeleton, Space, Tabs } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Company } from '../../../../shared/account/schemas';
import type { AuthUser } from '../../../../shared/auth/schemas';
import { useAppSelector } from '../../../app/hooks';
import { AccountForm } from '../components/AccountForm';
import { lazyWithRetry } from '../../../utils/lazyWithRetry';
import { useMayCall } from '../../../utils/useMayCall';
import '../profile.css';

// The account tab opens first; the other two load when opened, which keeps /profile within its budget.
const PasswordForm = lazyWithRetry(
  () => import(/* webpackChunkName: "profile-password" */ '../components/PasswordForm'),
  'profile-password',
);
const CompanySection = lazyWithRetry(
  () => import(/* webpackChunkName: "profile-company" */ '../components/CompanySection'),
  'profile-company',
);
// Sales users only: their availability for routed leads (docs/product.md#routing).
const AvailabilityCard = lazyWithRetry(
  () => import(/* webpackChunkName: "profile-availability" */ '../components/AvailabilityCard'),
  'profile-availability',
);
const lazyTab = (node: ReactNode) => <Suspense fallback={<Skeleton active />}>{node}</Suspense>;

const TABS = ['account', 'password', 'company', 'availability'] as const;
type Tab = (typeof TABS)[number];

interface Props {
  /** The appearance settings (another feature, with the customizer switch), composed by the router. */
  appearance?: ReactNode;
  /** Puts a changed user (name, avatar, company) into the session: header, brand and storage follow. */
  onUserChange: (user: AuthUser) => void;
}

/**
 * /profile: account, password, company and availability tabs (`?tab=` makes each one linkable), then the appearance card,
 * which holds this browser's own preferences rather than server data.
 */
export default function ProfilePage({ appearance, onUserChange }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useAppSelector((state) => state.auth.user);
  const mayCall = useMayCall();
  // Only a role that may change the company sees its tab (docs/product.md#roles).
  // The availability for routed leads is the sales roles' (docs/product.md#routing); its tab, like the
  // others but the account, loads when opened.
  const tabs = TABS.filter(
    (tab) =>
      (tab !== 'company' || mayCall('PUT', '/company')) &&
      (tab !== 'availability' || mayCall('PUT', '/profile/availability')),
  );
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const active: Tab = requested && tabs.includes(requested) ? requested : 'account';

  const onCompanySaved = (company: Company) => {
    if (!user) return;
    onUserChange({
      ...user,
      company: { id: company.id, name: company.name, media: company.logo ? [company.logo] : [] },
    });
  };

  const allItems = [
    {
      key: 'account',
      label: t('profile.account'),
      children: <AccountForm onSaved={onUserChange} />,
    },
    { key: 'password', label: t('profile.password.title'), children: lazyTab(<PasswordForm />) },
    {
      key: 'company',
      label: t('profile.company'),
      children: lazyTab(
        <CompanySection fallbackName={user?.company?.name} onSaved={onCompanySaved} />,
      ),
    },
    {
      key: 'availability',
      label: t('profile.availability.tab'),
      children: lazyTab(<AvailabilityCard />),
    },
  ];
  const items = allItems.filter((item) => tabs.includes(item.key as Tab));

  return (
    <Space orientation="vertical" size="large" className="page-stack">
      <h1 className="page-title">{t('profile.title')}</h1>
      <Card>
        <Tabs
          activeKey={active}
          items={items}
          destroyOnHidden
          onChange={(key) => setParams(key === 'account' ? {} : { tab: key }, { replace: true })}
        />
      </Card>
      {appearance}
    </Space>
  );
}
