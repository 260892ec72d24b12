import { Card, Radio, Space } from 'antd';
import { Switch } from '../../components/Switch';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../shared/common/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { localeChanged, selectLocale } from './settingsSlice';
import { selectTheme, setThemeSetting, THEMES, type ThemeMode } from './themeSlice';

/** The profile page's appearance section: language, theme, and the switch that enables the customizer. */
export function AppearanceSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const { theme, disableCustomizer } = useAppSelector(selectTheme);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('appearance.title')}>
      <Space orientation="vertical" size="large">
        <Space>
          <Switch
            id="appearance-customizer"
            checked={!disableCustomizer}
            onChange={(enabled) => dispatch(setThemeSetting('disableCustomizer', !enabled))}
          />
          <label htmlFor="appearance-customizer">{t('appearance.customizer')}</label>
        </Space>
        <Radio.Group
          aria-label={t('customizer.theme')}
          value={theme}
          onChange={(event) => dispatch(setThemeSetting('theme', event.target.value as ThemeMode))}
          optionType="button"
          options={THEMES.map((value) => ({ value, label: t(`customizer.theme.${value}`) }))}
        />
        <Radio.Group
          aria-label={t('navbar.language')}
          value={locale}
          onChange={(event) => dispatch(localeChanged(event.target.value as Locale))}
          optionType="button"
          options={LOCALES.map((value) => ({ value, label: t(`language.${value}`) }))}
        />
      </Space>
    </Card>
  );
}
