import { Button, Form } from 'antd';
import { Switch } from '../../../../components/Switch';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiErrorBody } from '../../../../../shared/common/errors';
import {
  ACK_LIMITS,
  ACK_LOCALES,
  ACK_NAME_ECHO_MAX,
  ACK_PLACEHOLDERS,
  ACK_SUBJECT_PLACEHOLDERS,
  type AckLocale,
} from '../../../../../shared/leads/acknowledgement/rules';
import type {
  AckPreview,
  AutoAcknowledgement,
} from '../../../../../shared/leads/acknowledgement/schemas';
import { Panel } from '../../../../components/Panel';
import { PageLoader } from '../../../../components/PageLoader';
import { toast } from '../../../../components/toast/toastStore';
import { errorMessageOf } from '../../../../utils/serverMessage';
import {
  useAutoAcknowledgementQuery,
  usePreviewAutoAcknowledgementMutation,
  useSaveAutoAcknowledgementMutation,
} from '../acknowledgementApi';
import { translateAckMessage } from '../ackMessage';
import '../acknowledgement.css';
import { Input, TextArea } from '../../../../components/antdInput';

/** How long typing pauses before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;
const FIELDS = ACK_LOCALES.flatMap((locale) =>
  (['subject', 'body'] as const).map((field) => [locale, field] as const),
);

/** A 422's field errors (`en.subject`…) on the form's fields, translated; every other field cleared. */
function fieldErrors(error: unknown, translate: (message: string) => string) {
  const data = (error as { data?: unknown } | null)?.data;
  const errors = isApiErrorBody(data) ? (data.errors ?? {}) : {};
  return FIELDS.map(([locale, field]) => ({
    name: [locale, field] as [AckLocale, 'subject' | 'body'],
    errors: (errors[`${locale}.${field}`] ?? []).map(translate),
  }));
}

/** `{a} {b}`: the placeholders as one types them. */
const inBraces = (names: readonly string[]) => names.map((name) => `{${name}}`).join(' ');

/**
 * /auto-acknowledgement: the mail a lead's submitter gets, in English and Arabic side by side (the Arabic
 * one right to left), its switch, and a live preview with a sample lead (docs/product.md#auto-acknowledgement).
 * Above the templates, what each field may say, what of the visitor's text is repeated, and how often
 * (docs/security.md#acknowledgement-mail).
 */
export default function AutoAcknowledgementPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const translate = (message: string) => translateAckMessage(intl, message);
  const query = useAutoAcknowledgementQuery();
  const [save, saving] = useSaveAutoAcknowledgementMutation();
  const [preview] = usePreviewAutoAcknowledgementMutation();
  const [form] = Form.useForm<AutoAcknowledgement>();
  const values = Form.useWatch([], form) as AutoAcknowledgement | undefined;
  const [shown, setShown] = useState<AckPreview | null>(null);
  const asked = useRef(0);

  const texts = values?.en && values.ar ? JSON.stringify({ en: values.en, ar: values.ar }) : null;
  useEffect(() => {
    if (!texts) return undefined;
    const timer = setTimeout(() => {
      const ask = (asked.current += 1);
      preview(JSON.parse(texts) as Pick<AutoAcknowledgement, 'en' | 'ar'>)
        .unwrap()
        .then((answer) => {
          if (ask !== asked.current) return;
          setShown(answer.data);
          form.setFields(fieldErrors(null, translate));
        })
        .catch((error: unknown) => {
          if (ask !== asked.current) return;
          setShown(null);
          form.setFields(fieldErrors(error, translate));
        });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again only when a text changes
  }, [texts]);

  if (query.isLoading) return <PageLoader />;
  if (!query.data)
    return (
      <Panel title={<h1 className="record-form__title">{t('autoAck.title')}</h1>}>
        {t('errors.getData')}
      </Panel>
    );

  const submit = async (value: AutoAcknowledgement) => {
    try {
      const answer = await save(value).unwrap();
      toast.success(translate(answer.message));
    } catch (error) {
      form.setFields(fieldErrors(error, translate));
      const message = errorMessageOf(error);
      toast.error(message ? translate(message) : t('errors.update'));
    }
  };

  const language = (locale: AckLocale) => (
    <section
      key={locale}
      className="auto-ack__language"
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      lang={locale}
      aria-label={t(`autoAck.language.${locale}`)}
    >
      <h2>{t(`autoAck.language.${locale}`)}</h2>
      <Form.Item
        name={[locale, 'subject']}
        label={t('autoAck.subject')}
        rules={[{ required: true, whitespace: true, message: t('mail.server.required') }]}
      >
        <Input
          maxLength={ACK_LIMITS.subject}
          aria-label={t('autoAck.subjectOf', { language: t(`autoAck.language.${locale}`) })}
        />
      </Form.Item>
      <Form.Item
        name={[locale, 'body']}
        label={t('autoAck.body')}
        rules={[{ required: true, whitespace: true, message: t('mail.server.required') }]}
      >
        <TextArea
          rows={8}
          maxLength={ACK_LIMITS.body}
          aria-label={t('autoAck.bodyOf', { language: t(`autoAck.language.${locale}`) })}
        />
      </Form.Item>
      <div
        className="auto-ack__preview"
        role="region"
        aria-label={t('autoAck.previewOf', { language: t(`autoAck.language.${locale}`) })}
        aria-live="polite"
      >
        {shown ? (
          <>
            <div className="auto-ack__preview-subject">{shown[locale].subject}</div>
            <pre className="auto-ack__preview-body">{shown[locale].body}</pre>
          </>
        ) : (
          <span>{t('autoAck.noPreview')}</span>
        )}
      </div>
    </section>
  );

  return (
    <Panel title={<h1 className="record-form__title">{t('autoAck.title')}</h1>}>
      <Form<AutoAcknowledgement>
        form={form}
        layout="vertical"
        initialValues={query.data.data}
        onFinish={(value) => void submit(value)}
      >
        <div className="auto-ack__hint">
          <p>{t('autoAck.hint')}</p>
          <ul>
            <li>
              {t('autoAck.subjectRule', { placeholders: inBraces(ACK_SUBJECT_PLACEHOLDERS) })}
            </li>
            <li>
              {t('autoAck.bodyRule', {
                placeholders: inBraces(ACK_PLACEHOLDERS),
                max: String(ACK_NAME_ECHO_MAX),
              })}
            </li>
            <li>{t('autoAck.perAddressRule')}</li>
          </ul>
        </div>
        <Form.Item name="enabled" label={t('autoAck.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <div className="auto-ack__languages">{ACK_LOCALES.map(language)}</div>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving.isLoading}
          style={{ marginBlockStart: 16 }}
        >
          {t('autoAck.save')}
        </Button>
      </Form>
    </Panel>
  );
}
