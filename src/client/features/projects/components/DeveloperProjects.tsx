import { Spin, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Panel } from '../../../components/Panel';
import { Link } from 'react-router-dom';
import { pickLocale } from '../../../../shared/common/translatable';
import type { Locale } from '../../../../shared/common/constants';
import { screenPath } from '../../../../shared/screens';
import { useListProjectsQuery } from '../projectsApi';

/** A developer's projects, under the developer's edit page (composed there by the router). */
export function DeveloperProjects({ developerId }: { developerId: number }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { data, isLoading, isError } = useListProjectsQuery({
    per_page: 100,
    sort: 'sort_order',
    filter: { developer_id: String(developerId) },
  });
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const projects = data?.data ?? [];
  return (
    <Panel
      className="developer-projects"
      title={
        <h2 className="developer-projects__title">
          {t('developers.projects.title', { count: data?.meta.total ?? 0 })}
        </h2>
      }
      extra={<Link to={screenPath('projectAdd')}>{t('developers.projects.add')}</Link>}
    >
      {isLoading && <Spin />}
      {isError && <p role="alert">{t('errors.getData')}</p>}
      {!isLoading && !isError && projects.length === 0 && <p>{t('developers.projects.empty')}</p>}
      <ul className="developer-projects__list">
        {projects.map((project) => (
          <li key={project.id}>
            <Link to={screenPath('project', { id: project.id })}>
              {pickLocale(project.name, locale)}
            </Link>{' '}
            <Tag>{t(`constructionStatus.${project.construction_status}`)}</Tag>
            {project.is_published ? (
              <Tag color="green">{t('common.published')}</Tag>
            ) : (
              <Tag>{t('common.unpublished')}</Tag>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
