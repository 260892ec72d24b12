import { Button, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldLabel } from './fieldLabel';
import { fieldValueText } from './fieldValueText';
import type { MergeField, MergeSide } from './mergeFields';
import './mergeDialog.css';

export interface MergeDialogProps {
  /** The fields that differ between the record saved meanwhile and the form. */
  fields: readonly MergeField[];
  /** Where the form's field labels are (locales/: `developers.form`). */
  labelPrefixes: readonly string[];
  /** Fields whose label has another message id than the prefix and its name gives. */
  labelIds?: Readonly<Record<string, string>>;
  /** Saves with these choices (every field has one). */
  onApply: (choices: Record<string, MergeSide>) => void;
  /** Back to the form as its writer left it: nothing is saved, nothing typed is lost. */
  onCancel: () => void;
}

/**
 * The merge after a stale save (docs/product.md#editing-together): each field that differs, each language
 * on its own, with the value saved meanwhile ("theirs") and the form's ("mine"), and a choice per field.
 * The side offered first is theirs where only they changed the field, mine where I did. Its own chunk, as
 * the leave dialog: a form page rarely needs it.
 */
export default function MergeDialog({
  fields,
  labelPrefixes,
  labelIds = {},
  onApply,
  onCancel,
}: MergeDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `merge.${id}` }, values);
  const [choices, setChoices] = useState<Record<string, MergeSide>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, field.suggested])),
  );
  const choose = (side: MergeSide) =>
    setChoices(Object.fromEntries(fields.map((field) => [field.key, side])));
  const labelOf = (field: MergeField) => {
    const label = labelIds[field.field]
      ? intl.formatMessage({ id: labelIds[field.field] })
      : fieldLabel(intl, labelPrefixes, field.field);
    if (!field.lang) return label;
    return intl.formatMessage(
      { id: field.lang === 'en' ? 'form.inEnglish' : 'form.inArabic' },
      { label },
    );
  };

  return (
    <Modal
      open
      width={720}
      title={t('title')}
      onCancel={onCancel}
      maskClosable={false}
      footer={
        <Space wrap>
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button type="primary" onClick={() => onApply(choices)}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <p>{t('intro', { count: fields.length })}</p>
      <Space wrap className="merge-dialog__all">
        <Button size="small" onClick={() => choose('theirs')}>
          {t('allTheirs')}
        </Button>
        <Button size="small" onClick={() => choose('mine')}>
          {t('allMine')}
        </Button>
      </Space>
      <ul className="merge-dialog__fields">
        {fields.map((field) => {
          const label = labelOf(field);
          const dir = field.lang === 'ar' ? 'rtl' : field.lang === 'en' ? 'ltr' : 'auto';
          return (
            <li key={field.key} className="merge-dialog__field">
              <div className="merge-dialog__label" id={`merge-${field.key}`}>
                {label}
              </div>
              <Radio.Group
                name={`merge-${field.key}`}
                aria-labelledby={`merge-${field.key}`}
                className="merge-dialog__choices"
                value={choices[field.key]}
                onChange={(event) =>
                  setChoices((current) => ({
                    ...current,
                    [field.key]: event.target.value as MergeSide,
                  }))
                }
              >
                {(['theirs', 'mine'] as const).map((side) => (
                  <Radio key={side} value={side} className="merge-dialog__choice">
                    <span className="merge-dialog__side">{t(side)}</span>{' '}
                    <bdi dir={dir} lang={field.lang} className="merge-dialog__value">
                      {fieldValueText(intl, field[side], { field: field.field })}
                    </bdi>
                  </Radio>
                ))}
              </Radio.Group>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
