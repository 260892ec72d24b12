import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';

/** Home. The leads dashboard of product.md lands here with the leads feature. */
export default function HomePage() {
  const intl = useIntl();
  const user = useAppSelector((state) => state.auth.user);
  const name = user?.name || intl.formatMessage({ id: 'navbar.defaultUser' });
  const company = user?.company?.name || intl.formatMessage({ id: 'navbar.defaultCompany' });
  return (
    <Card>
      <Typography.Title level={2}>
        {intl.formatMessage({ id: 'home.title' }, { name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {intl.formatMessage({ id: 'home.subtitle' }, { company })}
      </Typography.Paragraph>
    </Card>
  );
}
