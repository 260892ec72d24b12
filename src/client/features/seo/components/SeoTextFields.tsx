import { Form, type FormRule } from 'antd';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/common/constants';
import {
  SEO_MAX_LENGTHS,
  SEO_RECOMMENDED_LENGTHS,
  SEO_TEXT_FIELDS,
  type SeoTextField,
} from '../../../../shared/seo/rules';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { CharCounter } from './CharCounter';
import { Input, TextArea } from '../../../components/antdInput';

const MULTILINE: ReadonlySet<SeoTextField> = new Set(['description', 'og_description']);
const LABELS: Record<SeoTextField, string> = {
  title: 'seo.form.title',
  description: 'seo.form.description',
  keywords: 'seo.form.keywords',
  og_title: 'seo.form.ogTitle',
  og_description: 'seo.form.ogDescription',
};

/**
 * The texts of one language. Labels name the language ("Title (Arabic)") so both tabs' fields stay
 * distinct; the Arabic inputs are right-to-left whatever the interface language.
 */
export function SeoTextFields({ lang }: { lang: Locale }) {
  const intl = useIntl();
  const rules = useFieldRules();
  // A page is saved only with its English title (docs/product.md#seo-page); the Arabic one is optional.
  const titleRequired: FormRule = {
    ...rules.requiredText,
    message: intl.formatMessage({ id: 'seo.form.titleRequired' }),
  };
  return SEO_TEXT_FIELDS.map((field) => {
    const name = [field, lang];
    const recommended = (SEO_RECOMMENDED_LENGTHS as Partial<Record<SeoTextField, number>>)[field];
    const label = intl.formatMessage(
      { id: lang === 'ar' ? 'form.inArabic' : 'form.inEnglish' },
      { label: intl.formatMessage({ id: LABELS[field] }) },
    );
    const props = {
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      lang,
      className: lang === 'ar' ? 'translatable-input__ar' : undefined,
    };
    return (
      <Form.Item
        key={field}
        name={name}
        label={label}
        rules={[
          ...(field === 'title' && lang === 'en' ? [titleRequired] : []),
          rules.maxLength(SEO_MAX_LENGTHS[field]),
        ]}
        extra={
          recommended ? (
            <CharCounter name={name} recommended={recommended} />
          ) : (
            intl.formatMessage({ id: 'seo.form.keywordsHint' })
          )
        }
      >
        {MULTILINE.has(field) ? (
          <TextArea {...props} autoSize={{ minRows: 2, maxRows: 6 }} />
        ) : (
          <Input {...props} />
        )}
      </Form.Item>
    );
  });
}
