import { useIntl } from 'react-intl';
import { Panel } from '../../../components/Panel';
import { useParams } from 'react-router-dom';
import { RecordNotFound, isNotFound, parseRecordId } from '../../../components/forms/RecordLoader';
import { PublishedRecordLoader } from '../../../components/publication/PublishedRecordLoader';
import { HistoryButton } from '../../../components/History/HistoryButton';
import { ProjectForm } from '../components/ProjectForm';
import { useGetProjectQuery } from '../projectsApi';

/** /projects/add and /projects/:id. */
export default function ProjectFormPage() {
  const intl = useIntl();
  const id = parseRecordId(useParams().id);
  const editing = typeof id === 'number';
  const query = useGetProjectQuery(editing ? id : 0, { skip: !editing });
  if (id === 'invalid' || isNotFound(query.error)) return <RecordNotFound />;
  const title = intl.formatMessage({
    id: editing ? 'projects.form.editTitle' : 'projects.form.addTitle',
  });
  return (
    <Panel
      title={<h1 className="record-form__title">{title}</h1>}
      extra={
        editing && (
          <HistoryButton
            entity="project"
            id={id}
            publication={{ kind: 'projects', id, version: query.data?.data.version }}
          />
        )
      }
    >
      {editing ? (
        <PublishedRecordLoader target={{ kind: 'projects', id }} query={query}>
          {(record) => <ProjectForm key={id} record={record} />}
        </PublishedRecordLoader>
      ) : (
        <ProjectForm />
      )}
    </Panel>
  );
}
