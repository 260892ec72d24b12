import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';

/** /profile: the signed-in administrator's account; the router adds the appearance section. */
export default function ProfilePage({ appearance }: { appearance?: ReactNode }) {
  const intl = useIntl();
  const user = useAppSelector((state) => state.auth.user);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Space orientation="vertical" size="large" className="page-stack">
      <h1 className="page-title">{t('profile.title')}</h1>
      <Card title={t('profile.account')}>
        <Space align="start" size="large" wrap>
          <Avatar size={72} src={user?.photoUrl ?? undefined} icon={<UserOutlined />} alt="" />
          <Descriptions
            column={1}
            items={[
              {
                key: 'name',
                label: t('profile.name'),
                children: user?.name || t('navbar.defaultUser'),
              },
              {
                key: 'email',
                label: t('profile.email'),
                children: <span dir="ltr">{user?.email}</span>,
              },
              {
                key: 'company',
                label: t('profile.company'),
                children: user?.company?.name || t('navbar.defaultCompany'),
              },
            ]}
          />
        </Space>
      </Card>
      {appearance}
    </Space>
  );
}
