import { Form } from 'antd';
import { useIntl } from 'react-intl';
import type { Media } from '../../../../shared/common/schemas';
import type { Locale } from '../../../../shared/common/constants';
import { ogText, type SeoPageKey } from '../../../../shared/seo/rules';
import {
  emptyTranslatable,
  pickLocale,
  type Translatable,
} from '../../../../shared/common/translatable';
import { displayUrl } from '../seoPreview';
import { SearchPreview } from './SearchPreview';
import { SocialPreview } from './SocialPreview';

const orEmpty = (value: Translatable | undefined): Translatable => value ?? emptyTranslatable();

/**
 * Both previews of the language being edited, from the form's live values. Empty Arabic texts fall back
 * as the public API does (Arabic, then English), so the preview shows what the website will serve.
 */
export function SeoPreviews({ page, lang }: { page: SeoPageKey; lang: Locale }) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const title = orEmpty(Form.useWatch('title', form));
  const description = orEmpty(Form.useWatch('description', form));
  const ogTitle = orEmpty(Form.useWatch('og_title', form));
  const ogDescription = orEmpty(Form.useWatch('og_description', form));
  const image = (Form.useWatch('og_image', form) as Media[] | undefined)?.[0];
  const canonical = (Form.useWatch('canonical_url', form) as string | undefined) ?? '';
  const indexed = (Form.useWatch('robots_index', form) as boolean | undefined) ?? true;
  const site = intl.formatMessage({ id: 'seo.preview.site' });
  const url = displayUrl(canonical, page, site);

  return (
    <div className="seo-previews">
      <SearchPreview
        lang={lang}
        title={pickLocale(title, lang)}
        description={pickLocale(description, lang)}
        url={url}
        indexed={indexed}
      />
      <SocialPreview
        lang={lang}
        title={ogText(ogTitle, title, lang)}
        description={ogText(ogDescription, description, lang)}
        host={url.split(' › ')[0]!}
        image={image}
      />
    </div>
  );
}
