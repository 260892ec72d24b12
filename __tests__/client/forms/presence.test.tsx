/**
 * Presence on a record page (docs/product.md#presence): the page says it is open (PUT) and shows who else
 * has the record open, one name or several, in English and Arabic; the live stream's news makes it ask again;
 * leaving the page says so (DELETE); a record page for a new record asks nothing.
 */
import { act, configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../../../src/client/app/api';
import type { PresentUser } from '../../../src/shared/presence/schemas';
import { server } from '../../support/mswServer';
import { emaar as developer, findField, renderForm } from './formHarness';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const noura: PresentUser = { user_id: 2, name: 'Noura', since: '2026-06-01T10:00:00.000Z' };
const omar: PresentUser = { user_id: 3, name: 'Omar', since: '2026-06-01T10:01:00.000Z' };

/** The developer and its presence: `others` is what the next heartbeat answers. */
function presenceServer(others: PresentUser[]) {
  const calls: { method: string; path: string; auth: string | null }[] = [];
  const state = { others };
  server.use(
    http.get('/api/admin/developers/7', () => HttpResponse.json({ data: developer })),
    http.get('/api/admin/developers/7/projects', () => HttpResponse.json({ data: [] })),
    http.put('/api/admin/presence/:resource/:id', ({ request }) => {
      calls.push({
        method: 'PUT',
        path: new URL(request.url).pathname,
        auth: request.headers.get('authorization'),
      });
      return HttpResponse.json({ data: state.others });
    }),
    http.delete('/api/admin/presence/:resource/:id', ({ request }) => {
      calls.push({
        method: 'DELETE',
        path: new URL(request.url).pathname,
        auth: request.headers.get('authorization'),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, state };
}

describe('presence on a record page', () => {
  it('shows who else has the record open, asks again on the news, and says when the page is left', async () => {
    const { calls, state } = presenceServer([noura]);
    const { store, router } = renderForm('/developers/7');
    await findField('Name (English)');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Noura is editing this record');
    expect(notice).toHaveTextContent('Saving is not blocked');
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/presence/developers/7',
      auth: 'Bearer form-token',
    });

    // Omar arrives: the live stream's presence.changed marks the record's presence stale.
    state.others = [noura, omar];
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Presence', id: 'developers/7' }]));
    });
    expect(await screen.findByText('Noura and Omar are editing this record')).toBeInTheDocument();
    // Both leave: the notice goes.
    state.others = [];
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Presence', id: 'developers/7' }]));
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    // News about another record asks nothing.
    const puts = calls.filter((call) => call.method === 'PUT').length;
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Presence', id: 'developers/8' }]));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(puts);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await act(() => router.navigate('/developers'));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
        { method: 'DELETE', path: '/api/admin/presence/developers/7', auth: 'Bearer form-token' },
      ]),
    );
  });

  it('says nothing while the tab is hidden, and asks again when it is shown', async () => {
    const { calls } = presenceServer([noura]);
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    try {
      renderForm('/developers/7');
      expect(await screen.findByText('Noura is editing this record')).toBeInTheDocument();
      const puts = () => calls.filter((call) => call.method === 'PUT').length;
      expect(puts()).toBe(1);
      setVisibility('hidden');
      // Hidden, the page shows no stale names and sends no heartbeat.
      await waitFor(() => expect(screen.queryByText('Noura is editing this record')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(puts()).toBe(1);
      setVisibility('visible');
      expect(await screen.findByText('Noura is editing this record')).toBeInTheDocument();
      expect(puts()).toBe(2);
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    }
  });

  it('names them in Arabic', async () => {
    presenceServer([noura]);
    renderForm('/developers/7', { locale: 'ar' });
    const text = await screen.findByText('Noura يحرّر هذا السجل الآن');
    expect(text.closest('[role="status"]')).toHaveTextContent('الحفظ غير مقفل');
  });

  it('asks nothing on the page of a new record', async () => {
    const { calls } = presenceServer([noura]);
    renderForm('/developers/add');
    await findField('Name (English)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
