import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { localeChanged, selectLocale } from './settingsSlice';

/**
 * English by default, Arabic as an option; the choice persists with the settings. A button that names the
 * other language (in that language) — with two languages a select would only add weight to /login.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      lang={other}
      title={intl.formatMessage({ id: 'navbar.language' })}
      onClick={() => dispatch(localeChanged(other))}
    >
      {intl.formatMessage({ id: `language.${other}` })}
    </Button>
  );
}
