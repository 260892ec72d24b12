import { Alert, Button, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiErrorBody } from '../../../shared/common/errors';
import { fieldLabel } from '../forms/fieldLabel';
import { toast } from '../toast/toastStore';
import type { Publication, PublicationTarget } from './publicationApi';
import {
  useDiscardDraftMutation,
  usePublishMutation,
  useScheduleMutation,
  useUnpublishMutation,
} from './publicationActionsApi';
import { toastPublicationError, translatePublicationMessage } from './publicationMessage';
import { LABEL_PREFIXES } from './publicationLabels';
import type { PendingEdits } from './pendingEdits';
import './publicationDialogs.css';

export type PublicationDialogKind = 'publish' | 'unpublish' | 'schedule' | 'discard';

export interface PublicationDialogProps {
  dialog: PublicationDialogKind;
  target: PublicationTarget;
  publication: Publication;
  version: number;
  /** The form's edits not yet saved: Publish saves them to the draft first. */
  pendingEdits?: PendingEdits;
  onClose: () => void;
}

/**
 * The publication bar's dialogs (docs/product.md#publishing): Publish with each language's completeness,
 * the confirmations of Unpublish and Discard draft, and the schedule. Its own chunk, loaded on first use.
 */
export default function PublicationDialog(props: PublicationDialogProps) {
  switch (props.dialog) {
    case 'publish':
      return <PublishDialog {...props} />;
    case 'schedule':
      return <ScheduleDialog {...props} />;
    default:
      return <ConfirmDialog {...props} />;
  }
}

/** Runs an action; its server message as a toast (success or failure); true on success. */
function useAction() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const { message } = await action();
      toast.success(message ? translatePublicationMessage(intl, message) : fallback);
      return true;
    } catch (error) {
      toastPublicationError(intl, error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function PublishDialog({
  target,
  publication,
  version,
  pendingEdits,
  onClose,
}: PublicationDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `publication.${id}` }, values);
  const [publish] = usePublishMutation();
  const { busy, run } = useAction();
  const [saving, setSaving] = useState(false);
  const { completeness, require_arabic: requireArabic } = publication;
  const arabicMissing = !completeness.ar.complete;
  // Read once, when the dialog opens: the form cannot change under the modal.
  const [unsaved] = useState(() => pendingEdits?.unsaved() ?? false);
  const nothing = !unsaved && publication.status === 'published' && !publication.has_draft;
  // The completeness is the saved draft's: unsaved edits may complete the Arabic, and the server checks again.
  const blocked = requireArabic && arabicMissing && !unsaved;
  // Unsaved edits go to the draft first; the draft is published at the version that save left.
  const publishNow = async () => {
    const at = unsaved ? await pendingEdits!.save() : version;
    if (at === undefined) {
      onClose();
      return;
    }
    if (await run(() => publish({ target, version: at }).unwrap(), t('server.published')))
      onClose();
  };
  const labels = (fields: string[]) =>
    fields
      .map((field) => fieldLabel(intl, LABEL_PREFIXES[target.kind], field))
      .join(intl.locale === 'ar' ? '، ' : ', ');
  return (
    <Modal
      open
      title={t('publishTitle')}
      okText={t(unsaved ? 'saveAndPublish' : 'publishOk')}
      cancelText={intl.formatMessage({ id: 'confirm.cancel' })}
      okButtonProps={{ loading: busy || saving, disabled: blocked || nothing }}
      onOk={() => {
        setSaving(true);
        void publishNow().finally(() => setSaving(false));
      }}
      onCancel={onClose}
    >
      <p>
        {t(unsaved ? 'publishUnsaved' : publication.has_draft ? 'publishDraft' : 'publishRecord')}
      </p>
      <ul className="publication-completeness" aria-label={t('completeness')}>
        {(['en', 'ar'] as const).map((language) => {
          const { complete, missing } = completeness[language];
          return (
            <li
              key={language}
              className={`publication-completeness__${complete ? 'complete' : 'missing'}`}
            >
              <strong>{t(`language.${language}`)}</strong>{' '}
              {complete ? t('complete') : t('missing', { fields: labels(missing) })}
            </li>
          );
        })}
      </ul>
      {nothing && <Alert type="info" showIcon title={t('server.nothingToPublish')} />}
      {!nothing && arabicMissing && (
        <Alert
          type={blocked ? 'error' : 'warning'}
          showIcon
          title={t(blocked ? 'arabicRequired' : 'arabicIncomplete')}
        />
      )}
    </Modal>
  );
}

function ConfirmDialog({ dialog, target, version, onClose }: PublicationDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `publication.${id}` });
  const [unpublish] = useUnpublishMutation();
  const [discard] = useDiscardDraftMutation();
  const { busy, run } = useAction();
  const unpublishing = dialog === 'unpublish';
  return (
    <Modal
      open
      width={416}
      title={t(unpublishing ? 'unpublishTitle' : 'discardTitle')}
      okText={t(unpublishing ? 'unpublish' : 'discard')}
      cancelText={intl.formatMessage({ id: 'confirm.cancel' })}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() =>
        void run(
          () =>
            unpublishing
              ? unpublish({ target, version }).unwrap()
              : discard({ target, version }).unwrap(),
          t(unpublishing ? 'server.unpublished' : 'server.draftDiscarded'),
        ).then((done) => done && onClose())
      }
      onCancel={onClose}
    >
      {t(unpublishing ? 'unpublishContent' : 'discardContent')}
    </Modal>
  );
}

interface ScheduleValues {
  publish_at: Dayjs | null;
  unpublish_at: Dayjs | null;
}

const PICKER = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm' } as const;

function ScheduleDialog({ target, publication, version, onClose }: PublicationDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `publication.${id}` });
  const [form] = Form.useForm<ScheduleValues>();
  const [schedule] = useScheduleMutation();
  const [busy, setBusy] = useState(false);
  const canUnpublish = target.kind !== 'meta';

  const save = async ({ publish_at, unpublish_at }: ScheduleValues) => {
    setBusy(true);
    try {
      const { message } = await schedule({
        target,
        version,
        publish_at: publish_at ? publish_at.toISOString() : null,
        unpublish_at: canUnpublish && unpublish_at ? unpublish_at.toISOString() : null,
      }).unwrap();
      toast.success(
        message ? translatePublicationMessage(intl, message) : t('server.scheduleSaved'),
      );
      onClose();
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      if (isApiErrorBody(data) && data.errors) {
        form.setFields(
          Object.entries(data.errors).map(([name, messages]) => ({
            name: name as keyof ScheduleValues,
            errors: messages.map((text) => translatePublicationMessage(intl, text)),
          })),
        );
      }
      toastPublicationError(intl, error);
    } finally {
      setBusy(false);
    }
  };

  const initial: ScheduleValues = {
    publish_at: publication.publish_at ? dayjs(publication.publish_at) : null,
    unpublish_at: publication.unpublish_at ? dayjs(publication.unpublish_at) : null,
  };
  const hasSchedule = Boolean(publication.publish_at || publication.unpublish_at);
  return (
    <Modal
      open
      title={t('scheduleTitle')}
      okText={t('scheduleOk')}
      cancelText={intl.formatMessage({ id: 'confirm.cancel' })}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {hasSchedule && (
            <Button
              className="publication-schedule__clear"
              disabled={busy}
              onClick={() => void save({ publish_at: null, unpublish_at: null })}
            >
              {t('scheduleClear')}
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <p>{t('scheduleHelp')}</p>
      <Form<ScheduleValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="publish_at" label={t('publishAt')}>
          <DatePicker {...PICKER} className="publication-schedule__picker" />
        </Form.Item>
        {canUnpublish && (
          <Form.Item name="unpublish_at" label={t('unpublishAt')}>
            <DatePicker {...PICKER} className="publication-schedule__picker" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
