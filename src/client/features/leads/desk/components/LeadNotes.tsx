import { Button } from 'antd';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { LEAD_LIMITS, type LeadKind } from '../../../../../shared/leads/rules';
import type { LeadNote } from '../../../../../shared/leads/schemas';
import { toast } from '../../../../components/toast/toastStore';
import { useAddLeadNoteMutation } from '../leadsApi';
import { TextArea } from '../../../../components/antdInput';

interface Props {
  kind: LeadKind;
  leadId: number;
  notes: LeadNote[];
}

/** The follow-up timeline, oldest first: notes are only ever added (never edited or removed). */
export function LeadNotes({ kind, leadId, notes }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [addNote, { isLoading }] = useAddLeadNoteMutation();
  const label = intl.formatMessage({ id: 'leads.notes.new' });

  const submit = async () => {
    const body = text.trim();
    if (!body) return;
    try {
      await addNote({ kind, id: leadId, body }).unwrap();
      setText('');
      toast.success(intl.formatMessage({ id: 'success.add' }));
    } catch (error) {
      // The text stays in the box, so nothing typed is lost.
      toast.error(intl.formatMessage({ id: 'errors.add' }), error);
    }
  };

  return (
    <section className="lead-page__card" aria-labelledby="lead-notes-title">
      <h2 id="lead-notes-title" className="lead-page__subtitle">
        {intl.formatMessage({ id: 'leads.notes.title' })}
      </h2>
      {notes.length === 0 ? (
        <p className="lead-page__muted lead-page__empty">
          {intl.formatMessage({ id: 'leads.notes.empty' })}
        </p>
      ) : (
        <ol className="lead-page__notes">
          {notes.map((note) => (
            <li key={note.id} className="lead-page__note">
              <p className="lead-page__note-meta">
                <bdi>
                  <strong>{note.author.name}</strong>
                </bdi>
                {' · '}
                <bdi>
                  <FormattedDate value={note.at} dateStyle="medium" timeStyle="short" />
                </bdi>
              </p>
              <p className="lead-page__note-body" dir="auto">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="lead-page__note-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextArea
          aria-label={label}
          placeholder={label}
          value={text}
          maxLength={LEAD_LIMITS.note}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={isLoading} disabled={!text.trim()}>
          {intl.formatMessage({ id: 'leads.notes.add' })}
        </Button>
      </form>
    </section>
  );
}
