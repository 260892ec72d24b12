import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Company } from '../../../../shared/account';
import type { AuthUser } from '../../../../shared/auth';
import { useAppSelector } from '../../../app/hooks';
import { AccountForm } from '../components/AccountForm';
import { CompanySection } from '../components/CompanySection';
import { PasswordForm } from '../components/PasswordForm';
import '../profile.css';

const TABS = ['account', 'password', 'company', 'appearance'] as const;
type Tab = (typeof TABS)[number];

interface Props {
  /** The appearance settings (another feature), composed by the router. */
  appearance?: ReactNode;
  /** Puts a changed user (name, avatar, company) into the session: header, brand and storage follow. */
  onUserChange: (user: AuthUser) => void;
}

/** /profile: account, password, company and appearance tabs; `?tab=` makes each one linkable. */
export default function ProfilePage({ appearance, onUserChange }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useAppSelector((state) => state.auth.user);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const active: Tab = requested && TABS.includes(requested) ? requested : 'account';

  const onCompanySaved = (company: Company) => {
    if (!user) return;
    onUserChange({
      ...user,
      company: { id: company.id, name: company.name, media: company.logo ? [company.logo] : [] },
    });
  };

  const items = [
    {
      key: 'account',
      label: t('profile.account'),
      children: <AccountForm onSaved={onUserChange} />,
    },
    { key: 'password', label: t('profile.password.title'), children: <PasswordForm /> },
    {
      key: 'company',
      label: t('profile.company'),
      children: <CompanySection fallbackName={user?.company?.name} onSaved={onCompanySaved} />,
    },
    { key: 'appearance', label: t('appearance.title'), children: appearance },
  ];

  return (
    <div className="page-stack">
      <h1 className="page-title">{t('profile.title')}</h1>
      <Card>
        <Tabs
          activeKey={active}
          items={items}
          destroyOnHidden
          onChange={(key) => setParams(key === 'account' ? {} : { tab: key }, { replace: true })}
        />
      </Card>
    </div>
  );
}
