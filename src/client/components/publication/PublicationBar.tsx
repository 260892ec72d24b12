import { Button } from 'antd';
import { Suspense, useContext, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { publicationPaths as paths } from '../../../shared/publication/rules';
import { lazyWithRetry } from '../../utils/lazyWithRetry';
import { useMayCall } from '../../utils/useMayCall';
import { toast } from '../toast/toastStore';
import { PendingEditsSlot, type PendingEdits } from './pendingEdits';
import type { PublicationDialogKind } from './PublicationDialog';
import {
  recordPath,
  usePreviewLinkMutation,
  type Publication,
  type PublicationTarget,
} from './publicationApi';
import { toastPublicationError, translatePublicationMessage } from './publicationMessage';
import './publication.css';

// The dialogs (antd Modal, the date pickers) load on the first click: the bar alone is in the page's chunk.
const PublicationDialog = lazyWithRetry(
  () => import(/* webpackChunkName: "publication-dialog" */ './PublicationDialog'),
  'publication-dialog',
);

interface Props {
  target: PublicationTarget;
  /** The record's publication and version (the version each action names in If-Match). */
  publication: Publication;
  version: number;
  /** The form's unsaved edits, when the form is not under PublishedRecordLoader (which passes them itself). */
  pendingEdits?: PendingEdits;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now", in the user's language. */
export function relativeTime(intl: IntlShape, at: string, now = Date.now()): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size)
      return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}

/**
 * A record's publication above its form (docs/product.md#publishing): whether the website shows it, its
 * pending draft, its schedule and the schedule's failure, and the actions the user's role may take.
 */
export function PublicationBar({ target, publication, version, pendingEdits }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `publication.${id}` }, values);
  const may = useMayCall();
  const path = recordPath(target);
  const [dialog, setDialog] = useState<PublicationDialogKind | null>(null);
  const slot = useContext(PendingEditsSlot);
  const [makePreview, preview] = usePreviewLinkMutation();
  const published = publication.status === 'published';
  const alwaysPublished = target.kind === 'meta';

  const copyPreview = async () => {
    try {
      const { data } = await makePreview(target).unwrap();
      const url = `${window.location.origin}${data.url}`;
      await navigator.clipboard.writeText(url);
      toast.success(t('previewCopied'));
    } catch (error) {
      toastPublicationError(intl, error, t('previewFailed'));
    }
  };

  const dateTime = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="publication-bar" aria-label={t('bar')}>
      <div className="publication-bar__state">
        <span className={`publication-bar__tag publication-bar__tag--${published ? 'on' : 'off'}`}>
          {t(published ? 'status.published' : 'status.unpublished')}
        </span>
        {publication.has_draft && (
          <span className="publication-bar__draft">
            {publication.draft_updated_by && publication.draft_updated_at
              ? t('draftBy', {
                  name: publication.draft_updated_by.name,
                  when: relativeTime(intl, publication.draft_updated_at),
                })
              : t('draftPending')}
          </span>
        )}
        {publication.publish_at && (
          <span className="publication-bar__schedule">
            {t('scheduledPublish')} {dateTime(publication.publish_at)}
          </span>
        )}
        {publication.unpublish_at && (
          <span className="publication-bar__schedule">
            {t('scheduledUnpublish')} {dateTime(publication.unpublish_at)}
          </span>
        )}
      </div>
      {publication.schedule_error && (
        <p className="publication-bar__error" role="alert">
          {t('scheduleFailed', {
            reason: translatePublicationMessage(intl, publication.schedule_error),
          })}
        </p>
      )}
      <div className="publication-bar__actions">
        {may('POST', `${path}${paths.publish}`) && (
          <Button size="small" type="primary" onClick={() => setDialog('publish')}>
            {t('publish')}
          </Button>
        )}
        {!alwaysPublished && published && may('POST', `${path}${paths.unpublish}`) && (
          <Button size="small" onClick={() => setDialog('unpublish')}>
            {t('unpublish')}
          </Button>
        )}
        {may('PUT', `${path}${paths.schedule}`) && (
          <Button size="small" onClick={() => setDialog('schedule')}>
            {t('schedule')}
          </Button>
        )}
        {publication.has_draft && may('DELETE', `${path}${paths.draft}`) && (
          <Button size="small" onClick={() => setDialog('discard')}>
            {t('discard')}
          </Button>
        )}
        {may('POST', `${path}${paths.preview}`) && (
          <Button size="small" loading={preview.isLoading} onClick={() => void copyPreview()}>
            {t('copyPreview')}
          </Button>
        )}
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <PublicationDialog
            dialog={dialog}
            target={target}
            publication={publication}
            version={version}
            pendingEdits={pendingEdits ?? slot?.current ?? undefined}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
