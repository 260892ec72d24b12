import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import NotFound from '../../../components/NotFound';
import { parseRecordId, RecordLoader } from '../../../components/forms/RecordLoader';
import { ProjectForm } from '../components/ProjectForm';
import { useGetProjectQuery } from '../projectsApi';

/** /projects/add and /projects/:id. */
export default function ProjectFormPage() {
  const intl = useIntl();
  const id = parseRecordId(useParams().id);
  const editing = typeof id === 'number';
  const query = useGetProjectQuery(editing ? id : 0, { skip: !editing });
  if (id === 'invalid') return <NotFound />;
  const title = intl.formatMessage({
    id: editing ? 'projects.form.editTitle' : 'projects.form.addTitle',
  });
  return (
    <Card title={<h1 className="record-form__title">{title}</h1>}>
      {editing ? (
        <RecordLoader isLoading={query.isLoading} error={query.error} onRetry={query.refetch}>
          {query.data && <ProjectForm key={id} record={query.data.data} />}
        </RecordLoader>
      ) : (
        <ProjectForm />
      )}
    </Card>
  );
}
