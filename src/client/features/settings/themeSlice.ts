import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { localeChanged } from './settingsSlice';

export type LayoutType = 'vertical' | 'horizontal';
export type ThemeMode = 'light' | 'dark' | 'semi-dark';
export type NavbarType = 'hidden' | 'static' | 'sticky' | 'floating';
export type FooterType = 'hidden' | 'static' | 'sticky';
export type MenuTheme = 'primary' | 'success' | 'danger' | 'info' | 'warning' | 'dark';
export type NavbarColor = 'white' | MenuTheme;
export type Direction = 'ltr' | 'rtl';

export const LAYOUTS: readonly LayoutType[] = ['vertical', 'horizontal'];
export const THEMES: readonly ThemeMode[] = ['light', 'dark', 'semi-dark'];
export const NAVBAR_TYPES: readonly NavbarType[] = ['hidden', 'static', 'sticky', 'floating'];
export const FOOTER_TYPES: readonly FooterType[] = ['hidden', 'static', 'sticky'];
export const MENU_THEMES: readonly MenuTheme[] = [
  'primary',
  'success',
  'danger',
  'info',
  'warning',
  'dark',
];
export const NAVBAR_COLORS: readonly NavbarColor[] = ['white', ...MENU_THEMES];

export interface ThemeState {
  layout: LayoutType;
  theme: ThemeMode;
  sidebarCollapsed: boolean;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
  menuTheme: MenuTheme;
  direction: Direction;
  hideScrollToTop: boolean;
  disableCustomizer: boolean;
}

/**
 * The defaults of docs/product.md#constants: light, vertical, floating navbar, static footer, ltr; the
 * customizer is disabled.
 */
export const initialTheme: ThemeState = {
  layout: 'vertical',
  theme: 'light',
  sidebarCollapsed: false,
  navbarColor: 'white',
  navbarType: 'floating',
  footerType: 'static',
  menuTheme: 'primary',
  direction: 'ltr',
  hideScrollToTop: false,
  disableCustomizer: true,
};

type Setting = { [K in keyof ThemeState]: { key: K; value: ThemeState[K] } }[keyof ThemeState];

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialTheme,
  reducers: {
    themeSettingChanged: (state, { payload }: PayloadAction<Setting>) => {
      (state as Record<string, unknown>)[payload.key] = payload.value;
    },
    sidebarCollapseToggled: (state) => {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    /**
     * Back to the defaults, except what the reset is not about: whether the customizer (the control that
     * asked for the reset) is shown, and the direction the current language reads in.
     */
    themeReset: (state, { payload }: PayloadAction<{ direction: Direction }>) => ({
      ...initialTheme,
      direction: payload.direction,
      disableCustomizer: state.disableCustomizer,
    }),
  },
  extraReducers: (builder) => {
    // Arabic reads right to left; the customizer can still override the direction afterwards.
    builder.addCase(localeChanged, (state, { payload }) => {
      state.direction = payload === 'ar' ? 'rtl' : 'ltr';
    });
  },
});

export const { themeSettingChanged, sidebarCollapseToggled, themeReset } = themeSlice.actions;
export const themeReducer = themeSlice.reducer;

/** Typed helper so callers write `setThemeSetting('navbarType', 'sticky')`. */
export const setThemeSetting = <K extends keyof ThemeState>(key: K, value: ThemeState[K]) =>
  themeSettingChanged({ key, value } as Setting);

export const selectTheme = (state: { theme: ThemeState }) => state.theme;
