import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../features/settings/LanguageSwitch';

/** The full layout: no sidebar or navbar (login, not-authorized and error pages). */
export default function FullLayout() {
  return (
    <main className="full-layout">
      <div className="full-layout__toolbar">
        <LanguageSwitch />
      </div>
      <Outlet />
    </main>
  );
}
