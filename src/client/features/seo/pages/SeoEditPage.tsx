import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isSeoPage } from '../../../../shared/seo/rules';
import { RecordNotFound } from '../../../components/forms/RecordLoader';
import { PublishedRecordLoader } from '../../../components/publication/PublishedRecordLoader';
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
      extra={
        <HistoryButton
          entity="seo-page"
          id={page}
          publication={{ kind: 'meta', id: page, version: query.data?.data.version }}
        />
      }
    >
      <PublishedRecordLoader target={{ kind: 'meta', id: page }} query={query}>
        {(record) => <SeoForm key={page} page={page} record={record} />}
      </PublishedRecordLoader>
    </Card>
  );
}
