import { SettingOutlined } from '@ant-design/icons';
import { Button, Drawer, Radio, Space } from 'antd';
import { Switch } from '../components/Switch';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import {
  FOOTER_TYPES,
  LAYOUTS,
  MENU_THEMES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  selectTheme,
  setThemeSetting,
  THEMES,
  themeReset,
  type ThemeState,
} from '../features/settings/themeSlice';
import { CustomizerSection, SwatchGroup } from './CustomizerSection';

type Choice<K extends keyof ThemeState> = { key: K; options: readonly ThemeState[K][] };

/**
 * The theme customizer (docs/product.md#shell): edits every theme setting; shown only when enabled on the
 * profile page.
 */
export default function Customizer() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectTheme);
  const [open, setOpen] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const radios = <K extends keyof ThemeState>({ key, options }: Choice<K>) => (
    <CustomizerSection title={t(`customizer.${key}`)}>
      <Radio.Group
        value={settings[key]}
        onChange={(event) => dispatch(setThemeSetting(key, event.target.value as ThemeState[K]))}
        optionType="button"
        buttonStyle="solid"
        options={options.map((value) => ({
          value: value as string,
          label: t(`customizer.${key}.${String(value)}`),
        }))}
      />
    </CustomizerSection>
  );
  const toggle = (key: 'sidebarCollapsed' | 'hideScrollToTop') => (
    <Space>
      <Switch
        id={`customizer-${key}`}
        checked={settings[key]}
        onChange={(checked) => dispatch(setThemeSetting(key, checked))}
      />
      <label htmlFor={`customizer-${key}`}>{t(`customizer.${key}`)}</label>
    </Space>
  );

  return (
    <>
      <Button
        className="customizer-toggle"
        type="primary"
        icon={<SettingOutlined aria-hidden />}
        aria-label={t('customizer.open')}
        onClick={() => setOpen(true)}
      />
      <Drawer
        title={t('customizer.title')}
        open={open}
        onClose={() => setOpen(false)}
        placement={settings.direction === 'rtl' ? 'left' : 'right'}
        size={340}
        extra={
          <Button
            onClick={() =>
              dispatch(themeReset({ direction: intl.locale.startsWith('ar') ? 'rtl' : 'ltr' }))
            }
          >
            {t('customizer.reset')}
          </Button>
        }
      >
        {radios({ key: 'theme', options: THEMES })}
        {radios({ key: 'layout', options: LAYOUTS })}
        {radios({ key: 'direction', options: ['ltr', 'rtl'] })}
        {radios({ key: 'navbarType', options: NAVBAR_TYPES })}
        {radios({ key: 'footerType', options: FOOTER_TYPES })}
        <CustomizerSection title={t('customizer.menuTheme')}>
          <SwatchGroup
            label={t('customizer.menuTheme')}
            value={settings.menuTheme}
            options={MENU_THEMES}
            onChange={(value) => dispatch(setThemeSetting('menuTheme', value))}
          />
        </CustomizerSection>
        <CustomizerSection title={t('customizer.navbarColor')}>
          <SwatchGroup
            label={t('customizer.navbarColor')}
            value={settings.navbarColor}
            options={NAVBAR_COLORS}
            onChange={(value) => dispatch(setThemeSetting('navbarColor', value))}
          />
        </CustomizerSection>
        <Space orientation="vertical">
          {toggle('sidebarCollapsed')}
          {toggle('hideScrollToTop')}
        </Space>
      </Drawer>
    </>
  );
}
