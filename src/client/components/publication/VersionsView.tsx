import { Alert, Button, Checkbox, Empty, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { publicationMessages } from '../../../shared/publication/rules';
import { fieldLabel } from '../forms/fieldLabel';
import { fieldValueText } from '../forms/fieldValueText';
import { differingFields, type MergeField } from '../forms/mergeFields';
import { toast } from '../toast/toastStore';
import type { PublicationTarget } from './publicationApi';
import {
  useGetVersionQuery,
  useListVersionsQuery,
  useRestoreVersionMutation,
} from './publicationActionsApi';
import { LABEL_PREFIXES } from './publicationLabels';
import { toastPublicationError, translatePublicationMessage } from './publicationMessage';
import './publicationDialogs.css';

export interface VersionsViewProps {
  target: PublicationTarget;
  /** The record's version the page holds, for the restore's If-Match. */
  version?: number;
  /** After a restore: the page shows the draft, so the panel may close. */
  onRestored: () => void;
}

/**
 * A record's published versions (docs/product.md#publishing), newest first: any two compared field by field,
 * each language on its own, and any one restored as the draft. Its own chunk, in the History panel.
 */
export default function VersionsView({ target, version, onRestored }: VersionsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `publication.versions.${id}` }, values);
  const query = useListVersionsQuery(target, { refetchOnMountOrArgChange: true });
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = query.data?.data ?? [];

  const toggle = (number: number, on: boolean) =>
    setPicked((current) =>
      on
        ? [...current.filter((n) => n !== number), number].slice(-2)
        : current.filter((n) => n !== number),
    );

  if (query.isError) return <Alert type="error" title={t('error')} />;
  if (query.isLoading) return <Spin />;
  if (versions.length === 0) return <Empty description={t('empty')} />;
  const [older, newer] = [...picked].sort((a, b) => a - b);
  return (
    <>
      <p className="audit-muted">{t('pick')}</p>
      <ol className="publication-versions__list" aria-label={t('tab')}>
        {versions.map((item) => (
          <li key={item.number} className="publication-versions__item">
            <Checkbox
              checked={picked.includes(item.number)}
              onChange={(event) => toggle(item.number, event.target.checked)}
              aria-label={t('select', { number: item.number })}
            >
              <strong>{t('number', { number: item.number })}</strong>
            </Checkbox>
            <FormattedDate value={item.published_at} dateStyle="medium" timeStyle="short" />
            {item.published_by && (
              <span className="audit-muted">{t('by', { name: item.published_by.name })}</span>
            )}
            {item.scheduled && <Tag>{t('scheduled')}</Tag>}
            <Button size="small" onClick={() => setRestoring(item.number)}>
              {t('restore')}
            </Button>
          </li>
        ))}
      </ol>
      {older !== undefined && newer !== undefined && (
        <VersionCompare target={target} older={older} newer={newer} />
      )}
      {restoring !== null && (
        <RestoreDialog
          target={target}
          number={restoring}
          version={version}
          onClose={() => setRestoring(null)}
          onRestored={onRestored}
        />
      )}
    </>
  );
}

type Values = Record<string, unknown>;

function VersionCompare({
  target,
  older,
  newer,
}: {
  target: PublicationTarget;
  older: number;
  newer: number;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `publication.versions.${id}` }, values);
  const a = useGetVersionQuery({ target, number: older });
  const b = useGetVersionQuery({ target, number: newer });
  if (a.isError || b.isError) return <Alert type="error" title={t('error')} />;
  if (!a.data || !b.data) return <Spin />;
  const before = a.data.data.record as Values;
  const after = b.data.data.record as Values;
  const fields = differingFields(before, before, after);
  const labelOf = (field: MergeField) => {
    const label = fieldLabel(intl, LABEL_PREFIXES[target.kind], field.field);
    if (!field.lang) return label;
    return intl.formatMessage(
      { id: field.lang === 'en' ? 'form.inEnglish' : 'form.inArabic' },
      { label },
    );
  };
  const show = (value: unknown, field: string) =>
    fieldValueText(intl, value, { field, empty: t('empty.value') });
  return (
    <section aria-label={t('compare', { older, newer })}>
      <h3>{t('compare', { older, newer })}</h3>
      {fields.length === 0 ? (
        <p>{t('same')}</p>
      ) : (
        <table className="publication-compare">
          <thead>
            <tr>
              <th scope="col">{t('field')}</th>
              <th scope="col">{t('number', { number: older })}</th>
              <th scope="col">{t('number', { number: newer })}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const dir = field.lang === 'ar' ? 'rtl' : field.lang === 'en' ? 'ltr' : 'auto';
              return (
                <tr key={field.key}>
                  <th scope="row">{labelOf(field)}</th>
                  <td dir={dir}>{show(field.theirs, field.field)}</td>
                  <td dir={dir}>{show(field.mine, field.field)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function RestoreDialog({
  target,
  number,
  version,
  onClose,
  onRestored,
}: {
  target: PublicationTarget;
  number: number;
  version?: number;
  onClose: () => void;
  onRestored: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `publication.versions.${id}` }, values);
  const [restore, { isLoading }] = useRestoreVersionMutation();
  const run = async () => {
    try {
      const { message } = await restore({ target, number, version }).unwrap();
      toast.success(
        translatePublicationMessage(intl, message ?? publicationMessages.versionRestored),
      );
      onClose();
      onRestored();
    } catch (error) {
      toastPublicationError(intl, error);
    }
  };
  return (
    <Modal
      open
      width={416}
      title={t('restoreTitle', { number })}
      okText={t('restore')}
      cancelText={intl.formatMessage({ id: 'confirm.cancel' })}
      okButtonProps={{ loading: isLoading }}
      onOk={() => void run()}
      onCancel={onClose}
    >
      {t('restoreContent')}
    </Modal>
  );
}
