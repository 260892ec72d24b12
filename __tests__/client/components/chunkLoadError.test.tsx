import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '../../../src/client/components/RouteErrorBoundary';
import { chunkErrorInfo, isChunkLoadError } from '../../../src/client/utils/chunkError';
import { lazyWithRetry } from '../../../src/client/utils/lazyWithRetry';
import { renderInApp } from '../../support/renderInApp';

const URL = 'http://localhost/js/512.0a1b2c3d4e.js';

/** The error webpack's runtime rejects a dynamic import with when a script chunk fails. */
function webpackChunkError(type: string, url = URL) {
  return Object.assign(new Error(`Loading chunk 512 failed.\n(${type}: ${url})`), {
    name: 'ChunkLoadError',
    type,
    request: url,
  });
}

/** mini-css-extract-plugin's equivalent for a stylesheet chunk. */
function cssChunkError(url = 'http://localhost/css/512.0a1b2c3d4e.css') {
  return Object.assign(new Error(`Loading CSS chunk 512 failed.\n(error: ${url})`), {
    name: 'ChunkLoadError',
    code: 'CSS_CHUNK_LOAD_FAILED',
    type: 'error',
    request: url,
  });
}

const ReportsPage = () => <h1>Reports</h1>;

function renderLazyRoute(loader: () => Promise<{ default: typeof ReportsPage }>, locale?: 'ar') {
  const Reports = lazyWithRetry(loader, 'reports');
  return renderInApp(
    <RouteErrorBoundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Reports />
      </Suspense>
    </RouteErrorBoundary>,
    { locale },
  );
}

describe('chunk load failures', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('names the chunk and the reason, and Retry imports it afresh', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(webpackChunkError('timeout'))
      .mockResolvedValueOnce({ default: ReportsPage });
    const { user } = renderLazyRoute(loader);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading error');
    expect(alert).toHaveTextContent(
      'Part of the app (“reports”) could not be loaded: the server took too long to answer.',
    );
    expect(alert).toHaveTextContent(URL);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('names the chunk as its file is named when webpack named it', async () => {
    const url = 'http://localhost/js/reports-page.0a1b2c3d4e.js';
    renderLazyRoute(() => Promise.reject(webpackChunkError('error', url)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Part of the app (“reports-page”)');
    expect(chunkErrorInfo(webpackChunkError('error', url)).chunk).toBe('reports-page');
  });

  it('shows the same kind of error for a stylesheet chunk', async () => {
    renderLazyRoute(() => Promise.reject(cssChunkError()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading error');
    expect(alert).toHaveTextContent(
      'The styles of “reports” could not be loaded: the file could not be downloaded (check your connection).',
    );
  });

  it('keeps offering Retry while the chunk keeps failing', async () => {
    const loader = jest.fn(() => Promise.reject(webpackChunkError('error')));
    const { user } = renderLazyRoute(loader);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads a failing chunk once when a navigation leads to it, not again on its own', async () => {
    const loader = jest.fn(() => Promise.reject(webpackChunkError('error')));
    const Reports = lazyWithRetry(loader, 'reports');
    // One boundary instance across routes, as the router keeps it when only the page changes.
    const { user } = renderInApp(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<Link to="/reports">Reports</Link>} />
            <Route path="/reports" element={<Reports />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>,
    );
    await user.click(await screen.findByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic', async () => {
    const loader = jest.fn(() => Promise.reject(webpackChunkError('timeout')));
    renderLazyRoute(loader, 'ar');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'تعذّر تحميل جزء من التطبيق («reports»): استغرق الخادم وقتًا طويلًا في الرد.',
      ),
    );
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('reads the chunk and reason from the message alone, and ignores other errors', () => {
    const bare = new Error('Loading CSS chunk 77 failed.\n(error: http://localhost/css/77.css)');
    expect(isChunkLoadError(bare)).toBe(true);
    expect(chunkErrorInfo(bare)).toEqual({
      chunk: '77',
      kind: 'style',
      type: 'error',
      url: 'http://localhost/css/77.css',
    });
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
  });
});
