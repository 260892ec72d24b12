import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import NotAuthorizedPage from '../../../src/client/features/misc/pages/NotAuthorizedPage';
import NotFoundPage from '../../../src/client/features/misc/pages/NotFoundPage';
import ServerErrorPage from '../../../src/client/features/misc/pages/ServerErrorPage';
import { renderInApp } from '../../support/renderInApp';

/** The misc routes as the router will mount them, plus the pages they link to. */
function renderMisc(entries: string[], locale?: 'ar') {
  return renderInApp(
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/projects" element={<h1>Projects</h1>} />
      <Route path="/misc/not-authorized" element={<NotAuthorizedPage />} />
      <Route path="/misc/error/404" element={<NotFoundPage />} />
      <Route path="/misc/error/500" element={<ServerErrorPage />} />
    </Routes>,
    { entries, locale },
  );
}

describe('misc pages', () => {
  it('/misc/not-authorized says so and leads back home', async () => {
    const { user } = renderMisc(['/misc/not-authorized']);
    expect(await screen.findByText('You are not authorized')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back To Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('/misc/not-authorized speaks Arabic', async () => {
    renderMisc(['/misc/not-authorized'], 'ar');
    expect(await screen.findByText('غير مصرّح لك')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
  });

  it("/misc/error/404 is the 'Page Not Found!' page", async () => {
    renderMisc(['/misc/error/404']);
    expect(await screen.findByText('Page Not Found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('/misc/error/500 retries the page the user came from', async () => {
    const { user } = renderMisc(['/projects', '/misc/error/500']);
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument(),
    );
  });
});
