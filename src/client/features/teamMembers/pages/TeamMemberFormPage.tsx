import { useIntl } from 'react-intl';
import { Panel } from '../../../components/Panel';
import { useParams } from 'react-router-dom';
import { RecordNotFound, isNotFound, parseRecordId } from '../../../components/forms/RecordLoader';
import { PublishedRecordLoader } from '../../../components/publication/PublishedRecordLoader';
import { HistoryButton } from '../../../components/History/HistoryButton';
import { TeamMemberForm } from '../components/TeamMemberForm';
import { useGetTeamMemberQuery } from '../teamMembersApi';

/** /our-team/add and /our-team/:id. */
export default function TeamMemberFormPage() {
  const intl = useIntl();
  const id = parseRecordId(useParams().id);
  const editing = typeof id === 'number';
  const query = useGetTeamMemberQuery(editing ? id : 0, { skip: !editing });
  if (id === 'invalid' || isNotFound(query.error)) return <RecordNotFound />;
  const title = intl.formatMessage({ id: editing ? 'team.form.editTitle' : 'team.form.addTitle' });
  return (
    <Panel
      title={<h1 className="record-form__title">{title}</h1>}
      extra={
        editing && (
          <HistoryButton
            entity="team-member"
            id={id}
            publication={{ kind: 'team-members', id, version: query.data?.data.version }}
          />
        )
      }
    >
      {editing ? (
        <PublishedRecordLoader target={{ kind: 'team-members', id }} query={query}>
          {(record) => <TeamMemberForm key={id} record={record} />}
        </PublishedRecordLoader>
      ) : (
        <TeamMemberForm />
      )}
    </Panel>
  );
}
