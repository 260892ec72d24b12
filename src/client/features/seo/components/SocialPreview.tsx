import { PictureOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { Media } from '../../../../shared/common/schemas';
import type { Locale } from '../../../../shared/common/constants';
import { SEO_RECOMMENDED_LENGTHS } from '../../../../shared/seo/rules';
import { truncate } from '../seoPreview';

export interface SocialPreviewProps {
  lang: Locale;
  title: string;
  description: string;
  host: string;
  image: Media | undefined;
}

/** The card a link shows when shared (Open Graph): image, site, title and a short description. */
export function SocialPreview({ lang, title, description, host, image }: SocialPreviewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `seo.preview.${id}` });
  const src = image ? (image.preview_url ?? image.original_url) : undefined;
  return (
    <figure className="seo-preview" aria-label={t('social')}>
      <figcaption className="seo-preview__caption">{t('social')}</figcaption>
      <div className="seo-card" dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
        <div className="seo-card__image">
          {src ? (
            <img src={src} alt={t('ogImage')} />
          ) : (
            <span className="seo-card__placeholder">
              <PictureOutlined aria-hidden />
              {t('noImage')}
            </span>
          )}
        </div>
        <div className="seo-card__body">
          <div className="seo-card__host" dir="ltr">
            {host.toUpperCase()}
          </div>
          <div className={`seo-card__title${title ? '' : ' seo-preview--empty'}`}>
            <bdi>{title ? truncate(title, SEO_RECOMMENDED_LENGTHS.og_title) : t('noTitle')}</bdi>
          </div>
          {description && (
            <div className="seo-card__description">
              <bdi>{truncate(description, SEO_RECOMMENDED_LENGTHS.og_description)}</bdi>
            </div>
          )}
        </div>
      </div>
    </figure>
  );
}
