import HomeAssetsPage from '../../features/homeAssets/pages/HomeAssetsPage';
import { MOTION } from '../theme';

/**
 * Features read no app settings: the page gets the carousel's duration (docs/product.md#constants) from here.
 */
export default function HomeAssetsRoute() {
  return <HomeAssetsPage carouselMs={MOTION.carouselMs} />;
}
