import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Panel } from '../../../components/Panel';
import { useParams } from 'react-router-dom';
import { RecordNotFound, isNotFound, parseRecordId } from '../../../components/forms/RecordLoader';
import { PublishedRecordLoader } from '../../../components/publication/PublishedRecordLoader';
import { HistoryButton } from '../../../components/History/HistoryButton';
import { DeveloperForm } from '../components/DeveloperForm';
import { useGetDeveloperQuery } from '../developersApi';

interface Props {
  /** Shown under the form when editing (the router puts the developer's projects here). */
  children?: ReactNode;
}

/** /developers/add and /developers/:id. */
export default function DeveloperFormPage({ children }: Props) {
  const intl = useIntl();
  const id = parseRecordId(useParams().id);
  const editing = typeof id === 'number';
  const query = useGetDeveloperQuery(editing ? id : 0, { skip: !editing });
  if (id === 'invalid' || isNotFound(query.error)) return <RecordNotFound />;
  const title = intl.formatMessage({
    id: editing ? 'developers.form.editTitle' : 'developers.form.addTitle',
  });
  return (
    <>
      <Panel
        title={<h1 className="record-form__title">{title}</h1>}
        extra={
          editing && (
            <HistoryButton
              entity="developer"
              id={id}
              publication={{ kind: 'developers', id, version: query.data?.data.version }}
            />
          )
        }
      >
        {editing ? (
          <PublishedRecordLoader target={{ kind: 'developers', id }} query={query}>
            {(record) => <DeveloperForm key={id} record={record} />}
          </PublishedRecordLoader>
        ) : (
          <DeveloperForm />
        )}
      </Panel>
      {editing && query.data && children}
    </>
  );
}
