import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { HOME_ASSET_SECTIONS, type HomeAssetSection } from '../../../../shared/homeAssets/rules';
import { lazyWithRetry } from '../../../utils/lazyWithRetry';
import type { AssetRow } from '../assetRows';
import { AssetSection } from '../components/AssetSection';
import '../components/homeAssets.css';

const HeroPreview = lazyWithRetry(
  () => import(/* webpackChunkName: "home-assets-preview" */ '../components/HeroPreview'),
  'home-assets-preview',
);

const isSection = (value: string | null): value is HomeAssetSection =>
  HOME_ASSET_SECTIONS.includes(value as HomeAssetSection);

interface Props {
  /** The carousel's transition (the app's motion settings; features do not import app/theme). */
  carouselMs: number;
}

/** /home-page/assets: the home page's hero slides, banners and partner logos, one tab per section. */
export default function HomeAssetsPage({ carouselMs }: Props) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section = isSection(requested) ? requested : 'hero';
  const [previewing, setPreviewing] = useState(false);

  const preview = (assets: readonly AssetRow[]) => (
    <div className="home-assets__preview">
      <Button
        icon={previewing ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        onClick={() => setPreviewing(!previewing)}
        aria-expanded={previewing}
      >
        {intl.formatMessage({
          id: previewing ? 'homeAssets.preview.hide' : 'homeAssets.preview.show',
        })}
      </Button>
      {previewing && (
        <Suspense fallback={null}>
          <HeroPreview assets={assets} speedMs={carouselMs} />
        </Suspense>
      )}
    </div>
  );

  return (
    <div className="home-assets">
      <h1 className="home-assets__title">{intl.formatMessage({ id: 'homeAssets.title' })}</h1>
      <p className="home-assets__intro">{intl.formatMessage({ id: 'homeAssets.intro' })}</p>
      <Tabs
        activeKey={section}
        // The tab is in the URL, so a reload or a shared link opens the same section.
        onChange={(key) => setParams({ section: key }, { replace: true })}
        items={HOME_ASSET_SECTIONS.map((key) => ({
          key,
          label: intl.formatMessage({ id: `homeAssets.section.${key}` }),
          children: <AssetSection section={key} preview={key === 'hero' ? preview : undefined} />,
        }))}
      />
    </div>
  );
}
