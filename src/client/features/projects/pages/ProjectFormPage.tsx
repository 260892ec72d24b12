import { useIntl } from 'react-intl';
import { Panel } from '../../../components/Panel';
import { useParams } from 'react-router-dom';
import {
  RecordLoader,
  RecordNotFound,
  isNotFound,
  parseRecordId,
} from '../../../components/forms/RecordLoader';
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
      extra={editing && <HistoryButton entity="project" id={id} />}
    >
      {editing ? (
        <RecordLoader isLoading={query.isLoading} error={query.error} onRetry={query.refetch}>
          {query.data && <ProjectForm key={id} record={query.data.data} />}
        </RecordLoader>
      ) : (
        <ProjectForm />
      )}
    </Panel>
  );
}
