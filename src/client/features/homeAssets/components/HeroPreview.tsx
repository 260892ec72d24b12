import { Carousel } from 'antd';
import { useIntl } from 'react-intl';
import { homeAssetState } from '../../../../shared/homeAssets/rules';
import { pickLocale } from '../../../../shared/common/translatable';
import type { AssetRow } from '../assetRows';

interface Props {
  assets: readonly AssetRow[];
  /**
   * The slide transition (the carousel duration of docs/product.md#constants, from the app's motion
   * settings).
   */
  speedMs: number;
}

/**
 * The hero as the website would show it now: live slides only, in order, in the interface language. Loaded
 * on demand, since the carousel (react-slick) is the heaviest piece of the page.
 */
export default function HeroPreview({ assets, speedMs }: Props) {
  const intl = useIntl();
  const locale = intl.locale === 'ar' ? 'ar' : 'en';
  const live = assets.filter((asset) => homeAssetState(asset) === 'live');
  if (live.length === 0)
    return (
      <p className="home-assets__preview-empty">
        {intl.formatMessage({ id: 'homeAssets.preview.none' })}
      </p>
    );
  return (
    <div className="home-assets__carousel-frame">
      <Carousel
        className="home-assets__carousel"
        autoplay
        speed={speedMs}
        aria-label={intl.formatMessage({ id: 'homeAssets.preview.label' })}
      >
        {live.map((asset) => {
          const image = asset.type === 'video' ? asset.poster : asset.media;
          const title = pickLocale(asset.title, locale);
          const subtitle = pickLocale(asset.subtitle, locale);
          const cta = pickLocale(asset.cta_label, locale);
          return (
            <div key={asset.id}>
              <div className="home-assets__slide" dir={locale === 'ar' ? 'rtl' : 'ltr'}>
                {asset.type === 'video' && !image && asset.media ? (
                  <video src={asset.media.original_url} muted autoPlay loop playsInline />
                ) : image ? (
                  <img src={image.original_url} alt={pickLocale(asset.alt, locale)} />
                ) : null}
                {(title || subtitle || cta) && (
                  <div className="home-assets__slide-text">
                    {title && <strong>{title}</strong>}
                    {subtitle && <span>{subtitle}</span>}
                    {cta && <span className="home-assets__slide-cta">{cta}</span>}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
