import { localeChanged } from '../../../src/client/features/settings/settingsSlice';
import {
  initialTheme,
  setThemeSetting,
  sidebarCollapseToggled,
  themeReducer,
  themeReset,
} from '../../../src/client/features/settings/themeSlice';

describe('theme settings', () => {
  it('start from the binding defaults (docs/product.md#constants)', () => {
    expect(themeReducer(undefined, { type: 'init' })).toEqual({
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
    });
  });

  it('change one setting at a time', () => {
    let state = themeReducer(initialTheme, setThemeSetting('navbarType', 'sticky'));
    state = themeReducer(state, setThemeSetting('theme', 'semi-dark'));
    expect(state).toEqual({ ...initialTheme, navbarType: 'sticky', theme: 'semi-dark' });
  });

  it('toggle the sidebar and reset everything', () => {
    const collapsed = themeReducer(initialTheme, sidebarCollapseToggled());
    expect(collapsed.sidebarCollapsed).toBe(true);
    expect(themeReducer(collapsed, sidebarCollapseToggled()).sidebarCollapsed).toBe(false);
    expect(themeReducer(collapsed, themeReset({ direction: 'ltr' }))).toEqual(initialTheme);
  });

  it('reset the theme but neither hide the customizer nor turn Arabic left to right', () => {
    let state = themeReducer(initialTheme, setThemeSetting('disableCustomizer', false));
    state = themeReducer(state, setThemeSetting('theme', 'dark'));
    state = themeReducer(state, setThemeSetting('layout', 'horizontal'));
    expect(themeReducer(state, themeReset({ direction: 'rtl' }))).toEqual({
      ...initialTheme,
      disableCustomizer: false,
      direction: 'rtl',
    });
  });

  it('turn right to left with Arabic and back with English, and the direction can still be overridden', () => {
    const arabic = themeReducer(initialTheme, localeChanged('ar'));
    expect(arabic.direction).toBe('rtl');
    expect(themeReducer(arabic, setThemeSetting('direction', 'ltr')).direction).toBe('ltr');
    expect(themeReducer(arabic, localeChanged('en')).direction).toBe('ltr');
  });
});
