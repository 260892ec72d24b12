import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ReportingErrorBoundary } from '../../../src/client/features/clientErrors/ReportingErrorBoundary';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderInApp } from '../../support/renderInApp';

let shouldThrow = true;
function ProjectCard() {
  if (shouldThrow) throw new Error('Cannot read properties of undefined (reading "price")');
  return <h1>Projects</h1>;
}

function renderBrokenPage(locale?: 'ar') {
  return renderInApp(
    <ReportingErrorBoundary>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/projects" element={<ProjectCard />} />
      </Routes>
    </ReportingErrorBoundary>,
    { entries: ['/projects'], locale },
  );
}

/** Answers the report endpoint and records what the app sent. */
function captureReports(
  answer = () => HttpResponse.json({ message: 'Reported' }, { status: 201 }),
) {
  const reports: { body: Record<string, unknown>; authorization: string | null }[] = [];
  server.use(
    http.post('/api/admin/client-errors', async ({ request }) => {
      reports.push({
        body: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('authorization'),
      });
      return answer();
    }),
  );
  return reports;
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React logs every caught error; the fallback on screen is what these tests check.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a fallback instead of the broken page and reports the error once', async () => {
    storeSession('tok-1');
    const reports = captureReports();
    renderBrokenPage();

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Something went wrong');
    expect(fallback).toHaveTextContent('Cannot read properties of undefined (reading "price")');
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');

    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.authorization).toBe('Bearer tok-1');
    expect(reports[0]!.body).toEqual({
      message: 'Cannot read properties of undefined (reading "price")',
      stack: expect.stringContaining('ProjectCard'),
      component_stack: expect.stringContaining('ProjectCard'),
      url: window.location.href,
      user_agent: navigator.userAgent,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toHaveLength(1);
  });

  it('keeps the fallback when the report fails', async () => {
    storeSession();
    const reports = captureReports(() => HttpResponse.error());
    const { user } = renderBrokenPage();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    // Still usable afterwards.
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it('does not report without a session (the endpoint would refuse it)', async () => {
    const reports = captureReports();
    renderBrokenPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toHaveLength(0);
  });

  it('renders the page again on "Try again" once it no longer fails', async () => {
    storeSession();
    captureReports();
    const { user } = renderBrokenPage();
    await screen.findByRole('alert');
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('recovers when the user navigates away', async () => {
    storeSession();
    captureReports();
    const { user } = renderBrokenPage();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('link', { name: 'Back To Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    storeSession();
    captureReports();
    renderBrokenPage('ar');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('حدث خطأ ما'));
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
  });
});
