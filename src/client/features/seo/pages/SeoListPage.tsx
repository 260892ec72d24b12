import { Button, Card, Tag } from 'antd';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SeoPageSummary } from '../../../../shared/seo/schemas';
import { SEO_PAGE_PATHS, isSeoPage, type SeoCompleteness } from '../../../../shared/seo/rules';
import { screenPath } from '../../../../shared/screens';
import { PageLoader } from '../../../components/PageLoader';
import { useListSeoPagesQuery } from '../seoApi';
import '../components/seo.css';

/** Each flag with its colour: what search engines cannot show is an error, the rest a warning. */
const FLAGS: [keyof SeoCompleteness, 'error' | 'warning'][] = [
  ['missing_title', 'error'],
  ['missing_description', 'error'],
  ['missing_arabic', 'warning'],
  ['title_too_long', 'warning'],
  ['description_too_long', 'warning'],
];

function Completeness({ flags }: { flags: SeoCompleteness }) {
  const intl = useIntl();
  const raised = FLAGS.filter(([flag]) => flags[flag]);
  return (
    <span className="seo-list__tags">
      {raised.length === 0 ? (
        <Tag color="success">{intl.formatMessage({ id: 'seo.flags.complete' })}</Tag>
      ) : (
        raised.map(([flag, color]) => (
          <Tag key={flag} color={color}>
            {intl.formatMessage({ id: `seo.flags.${flag}` })}
          </Tag>
        ))
      )}
    </span>
  );
}

function Title({ text, lang }: { text: string; lang: 'en' | 'ar' }) {
  return text ? (
    <span dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
      {text}
    </span>
  ) : (
    <span aria-hidden>—</span>
  );
}

/** One registry page: its name and path, both titles, what its metadata lacks, last update, edit link. */
function Row({ row }: { row: SeoPageSummary }) {
  const intl = useIntl();
  const name = isSeoPage(row.page) ? intl.formatMessage({ id: `seo.pages.${row.page}` }) : row.page;
  return (
    <tr>
      <th scope="row">
        <Link to={screenPath('seoPage', { page: row.page })}>{name}</Link>
        {isSeoPage(row.page) && (
          <span className="seo-list__path" dir="ltr">
            {SEO_PAGE_PATHS[row.page]}
          </span>
        )}
      </th>
      <td>
        <Title text={row.title.en} lang="en" />
      </td>
      <td>
        <Title text={row.title.ar} lang="ar" />
      </td>
      <td>
        <Completeness flags={row.completeness} />
      </td>
      <td className="seo-list__date">
        <FormattedDate value={row.updated_at} dateStyle="medium" timeStyle="short" />
      </td>
      <td>
        <Link
          to={screenPath('seoPage', { page: row.page })}
          aria-label={intl.formatMessage({ id: 'list.editRow' }, { name })}
        >
          {intl.formatMessage({ id: 'list.edit' })}
        </Link>
      </td>
    </tr>
  );
}

/** /meta: the public website's fixed pages with their titles and what their metadata lacks. */
export default function SeoListPage() {
  const intl = useIntl();
  const query = useListSeoPagesQuery();
  return (
    <Card
      title={<h1 className="seo-page__title">{intl.formatMessage({ id: 'seo.list.title' })}</h1>}
    >
      <p>{intl.formatMessage({ id: 'seo.list.description' })}</p>
      {query.error ? (
        <div role="alert">
          <p>{intl.formatMessage({ id: 'errors.getData' })}</p>
          <Button type="primary" onClick={() => void query.refetch()}>
            {intl.formatMessage({ id: 'list.retry' })}
          </Button>
        </div>
      ) : (
        // Eleven fixed rows need no paging or sorting: a plain table keeps this page light (with antd's
        // Table it measured 384 kB, over the budget of docs/performance.md#browser-downloads).
        <div className="seo-list__scroll">
          {query.isLoading ? (
            <PageLoader />
          ) : (
            <table className="seo-list">
              <thead>
                <tr>
                  {[
                    'seo.list.page',
                    'seo.list.titleEn',
                    'seo.list.titleAr',
                    'seo.list.completeness',
                    'list.column.updated',
                    'list.column.actions',
                  ].map((id) => (
                    <th key={id} scope="col">
                      {intl.formatMessage({ id })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(query.data?.data ?? []).map((row) => (
                  <Row key={row.page} row={row} />
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Card>
  );
}
