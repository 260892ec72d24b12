import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { LanguageSwitch } from '../features/settings/LanguageSwitch';

/** The full layout: no sidebar or navbar (login, not-authorized and error pages). */
export default function FullLayout() {
  return (
    <>
      <SkipLink />
      <div className="full-layout">
        <header className="full-layout__toolbar">
          <LanguageSwitch />
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="full-layout__main">
          <Outlet />
        </main>
      </div>
    </>
  );
}
