import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/common/constants';
import { SEO_RECOMMENDED_LENGTHS } from '../../../../shared/seo/rules';
import { truncate } from '../seoPreview';

export interface SearchPreviewProps {
  lang: Locale;
  title: string;
  description: string;
  url: string;
  indexed: boolean;
}

/**
 * A search-engine result as Google lays it out: URL line, blue title, grey snippet, each shortened.
 * Texts are isolated (<bdi>) so an English fallback inside the Arabic preview keeps its punctuation in place.
 */
export function SearchPreview({ lang, title, description, url, indexed }: SearchPreviewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `seo.preview.${id}` });
  return (
    <figure className="seo-preview" aria-label={t('search')}>
      <figcaption className="seo-preview__caption">{t('search')}</figcaption>
      <div className="seo-search" dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
        <div className="seo-search__url" dir="ltr">
          {url}
        </div>
        <div className={`seo-search__title${title ? '' : ' seo-preview--empty'}`}>
          <bdi>{title ? truncate(title, SEO_RECOMMENDED_LENGTHS.title) : t('noTitle')}</bdi>
        </div>
        <div className={`seo-search__description${description ? '' : ' seo-preview--empty'}`}>
          <bdi>
            {description
              ? truncate(description, SEO_RECOMMENDED_LENGTHS.description)
              : t('noDescription')}
          </bdi>
        </div>
      </div>
      {!indexed && <p className="seo-preview__note">{t('noindex')}</p>}
    </figure>
  );
}
