import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isSeoPage } from '../../../../shared/seo/rules';
import { RecordLoader, RecordNotFound } from '../../../components/forms/RecordLoader';
import { HistoryButton } from '../../../components/History/HistoryButton';
import { SeoForm } from '../components/SeoForm';
import { useGetSeoPageQuery } from '../seoApi';

/** /meta/:page: one registry page's metadata; a page outside the registry is the app's 404 page. */
export default function SeoEditPage() {
  const intl = useIntl();
  const page = useParams().page ?? '';
  const known = isSeoPage(page);
  const query = useGetSeoPageQuery(page, { skip: !known });
  if (!known) return <RecordNotFound />;
  const name = intl.formatMessage({ id: `seo.pages.${page}` });
  return (
    <Card
      title={
        <h1 className="seo-page__title">
          {intl.formatMessage({ id: 'seo.form.heading' }, { page: name })}
        </h1>
      }
      extra={<HistoryButton entity="seo-page" id={page} />}
    >
      <RecordLoader isLoading={query.isLoading} error={query.error} onRetry={query.refetch}>
        {query.data && <SeoForm key={page} page={page} record={query.data.data} />}
      </RecordLoader>
    </Card>
  );
}
