import type { ThemeConfig } from 'antd';
// Direct imports: antd's `theme` object would bring every algorithm and helper into the first chunk.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { MenuTheme, ThemeMode } from '../features/settings/themeSlice';

/**
 * The transition durations of docs/product.md#constants, applied through antd's motion tokens rather than
 * left at its defaults.
 */
export const MOTION = { fadeMs: 150, collapseMs: 350, modalMs: 300, carouselMs: 600 } as const;

const seconds = (ms: number) => `${ms / 1000}s`;

/** The colours behind the menu theme and navbar colour names (docs/product.md#constants). */
export const PALETTE: Record<MenuTheme, string> = {
  primary: '#1f6feb',
  success: '#28a745',
  danger: '#d93f3f',
  info: '#00a1b5',
  warning: '#d48806',
  dark: '#2f3640',
};

export function antdTheme(mode: ThemeMode, menuTheme: MenuTheme): ThemeConfig {
  const accent = PALETTE[menuTheme];
  return {
    algorithm: mode === 'dark' ? darkAlgorithm : defaultAlgorithm,
    token: {
      colorPrimary: PALETTE.primary,
      borderRadius: 8,
      // Fades (tooltips, dropdowns, messages) use the fast duration.
      motionDurationFast: seconds(MOTION.fadeMs),
    },
    components: {
      Modal: {
        motionDurationMid: seconds(MOTION.modalMs),
        motionDurationSlow: seconds(MOTION.modalMs),
      },
      Drawer: { motionDurationSlow: seconds(MOTION.modalMs) },
      Collapse: {
        motionDurationMid: seconds(MOTION.collapseMs),
        motionDurationSlow: seconds(MOTION.collapseMs),
      },
      Menu: {
        motionDurationSlow: seconds(MOTION.collapseMs),
        itemSelectedBg: `${accent}1f`,
        itemSelectedColor: accent,
        darkItemSelectedBg: accent,
        horizontalItemSelectedColor: accent,
      },
      Layout: {
        motionDurationMid: seconds(MOTION.collapseMs),
        motionDurationSlow: seconds(MOTION.collapseMs),
      },
    },
  };
}
