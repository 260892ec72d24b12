import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectCurrentUser } from '../../features/auth/authSlice';
import { useAppSelector } from '../hooks';

/** The browser tab names the screen and the company: "Projects · Gulf Homes" ("Realty Admin" by default). */
export function ScreenTitle({ title }: { title: string }) {
  const intl = useIntl();
  const company = useAppSelector(selectCurrentUser)?.company?.name;
  const text = `${intl.formatMessage({ id: title })} · ${company || intl.formatMessage({ id: 'app.name' })}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
