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

/**
 * The colours behind the menu theme and navbar colour names (docs/product.md#constants), each dark enough for
 * white text on it and for itself as text on its own light tint (docs/product.md#accessibility).
 */
export const PALETTE: Record<MenuTheme, string> = {
  primary: '#1a5fcc',
  success: '#1e7b34',
  danger: '#c62f2f',
  info: '#006b7a',
  warning: '#8a5800',
  dark: '#2f3640',
};

/**
 * Text colours with at least 4.5:1 contrast on each mode's backgrounds (docs/product.md#accessibility):
 * antd's secondary text, placeholders and status colours are lighter than WCAG AA allows.
 */
/** Blue text on dark surfaces: the primary colour is too dark there (2.6:1 on #141414). */
const DARK_LINK = '#6aa5ff';

const CONTRAST: Record<'light' | 'dark', ThemeConfig['token']> = {
  light: {
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorSuccess: PALETTE.success,
    colorSuccessBg: '#e9f5ec',
    colorErrorBg: '#fcebeb',
    colorWarningBg: '#fbf2e0',
    colorInfoBg: '#e8effa',
    colorError: PALETTE.danger,
    colorWarning: PALETTE.warning,
    colorInfo: PALETTE.primary,
    colorLink: PALETTE.primary,
    // A hovered primary button keeps white text at 5.3:1 (antd's lighter #3f7fd9 gives 4.0:1).
    colorPrimaryHover: '#2468d1',
  },
  dark: {
    colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    colorLink: DARK_LINK,
    colorError: '#ff6b6b',
  },
};

/** `reducedMotion`: the person's system asks for less motion; antd's opening and closing animations go. */
export function antdTheme(
  mode: ThemeMode,
  menuTheme: MenuTheme,
  reducedMotion = false,
): ThemeConfig {
  const accent = PALETTE[menuTheme];
  return {
    algorithm: mode === 'dark' ? darkAlgorithm : defaultAlgorithm,
    token: {
      colorPrimary: PALETTE.primary,
      ...CONTRAST[mode === 'dark' ? 'dark' : 'light'],
      borderRadius: 8,
      // Fades (tooltips, dropdowns, messages) use the fast duration.
      motionDurationFast: seconds(MOTION.fadeMs),
      motion: !reducedMotion,
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
        // White on the accent, also while hovered or focused (antd's default grey-blue text is 4.07:1).
        darkItemSelectedColor: '#fff',
        darkItemHoverColor: '#fff',
        horizontalItemSelectedColor: accent,
      },
      // The selected tab writes in the primary colour: on dark surfaces, in the lighter blue.
      Tabs:
        mode === 'dark'
          ? { itemSelectedColor: DARK_LINK, itemActiveColor: DARK_LINK, inkBarColor: DARK_LINK }
          : {},
      Layout: {
        motionDurationMid: seconds(MOTION.collapseMs),
        motionDurationSlow: seconds(MOTION.collapseMs),
      },
    },
  };
}
