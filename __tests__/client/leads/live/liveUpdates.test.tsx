/**
 * The live updates on the client (docs/product.md#live-updates), against a fake event stream: the stream is
 * read with the session's token in a header, each event refetches what it changes, a lead assigned to me
 * by someone else or a new lead becomes a notice with a link (never my own action), and a stream that ends
 * is opened again, after which everything is refetched; a refused one (signed out) is not tried again.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { PresenceNotice } from '../../../../src/client/components/presence/PresenceNotice';
import { LiveUpdates } from '../../../../src/client/features/leads/live/LiveUpdates';
import { useListLeadsQuery } from '../../../../src/client/features/leads/desk/leadsApi';
import type { LiveEvent } from '../../../../src/shared/leads/live/liveEvents';
import { leadPath } from '../../../../src/shared/screens';
import { adminUser, storeSession } from '../../../support/fixtures';
import { server } from '../../../support/mswServer';
import { renderWithProviders } from '../../../support/renderApp';
import { page, serveList } from '../../lists/listTestKit';
import { lead } from '../leadsTestKit';

configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(60_000);

const ME = adminUser.id;
const OTHER = 99;

interface FakeStream {
  send: (text: string) => void;
  event: (event: LiveEvent) => void;
  close: () => void;
  authorization: string | null;
}

/** Answers GET /api/admin/events with a stream per request that the test writes to. */
function serveEvents() {
  const streams: FakeStream[] = [];
  server.use(
    http.get('/api/admin/events', ({ request }) => {
      const encoder = new TextEncoder();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      let seq = 0;
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      streams.push({
        send,
        event: (event) => {
          seq += 1;
          send(`id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        },
        close: () => controller.close(),
        authorization: request.headers.get('authorization'),
      });
      // A short retry, so the test sees the reconnection without waiting.
      queueMicrotask(() => send('retry: 20\n: connected\n\n'));
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return streams;
}

function Harness() {
  const { data } = useListLeadsQuery({ kind: 'contact', params: {} });
  const [live, setLive] = useState(false);
  return (
    <>
      <LiveUpdates enabled token="stored-token" userId={ME} onConnectedChange={setLive} />
      <p>{live ? 'connected' : 'not connected'}</p>
      <ul aria-label="leads">
        {data?.data.map((row) => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ul>
    </>
  );
}

const assigned = (id: number, actor: number, assignee = ME): LiveEvent => ({
  type: 'lead.assigned',
  id,
  kind: 'contact',
  reference: `CON-2026-${String(id).padStart(6, '0')}`,
  assignee_id: assignee,
  previous_assignee_id: null,
  actor_id: actor,
});

describe('live updates', () => {
  beforeEach(() => storeSession('stored-token', adminUser, 'sales-agent'));

  it('refetches the list on an event and announces a lead assigned to me, with a link', async () => {
    const rows = [lead(1, 'Omar Khalid')];
    const requests = serveList('forms/contact', () => page(rows));
    const streams = serveEvents();
    renderWithProviders(<Harness />);
    expect(await screen.findByText('connected')).toBeInTheDocument();
    expect(streams[0]!.authorization).toBe('Bearer stored-token');
    expect(await screen.findByText('Omar Khalid')).toBeInTheDocument();
    const before = requests.length;

    rows.push(lead(2, 'Sara Ahmed', { assignee_id: ME }));
    act(() => streams[0]!.event(assigned(2, OTHER)));
    expect(await screen.findByText('Sara Ahmed')).toBeInTheDocument();
    expect(requests.length).toBe(before + 1);
    const notice = (await screen.findByText('Lead CON-2026-000002 was assigned to you')).closest(
      '.ant-notification-notice',
    ) as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Open CON-2026-000002' })).toHaveAttribute(
      'href',
      leadPath('contact', 2),
    );
  });

  it('does not announce my own action or a lead assigned to someone else, but still refetches', async () => {
    const requests = serveList('forms/contact', () => page([lead(1, 'Omar Khalid')]));
    const streams = serveEvents();
    renderWithProviders(<Harness />);
    expect(await screen.findByText('connected')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(1));
    act(() => {
      streams[0]!.event(assigned(3, ME));
      streams[0]!.event(assigned(4, OTHER, OTHER));
    });
    // Two events close together: one refetch.
    await waitFor(() => expect(requests.length).toBe(2));
    act(() =>
      streams[0]!.event({
        type: 'lead.created',
        id: 5,
        kind: 'contact',
        reference: 'CON-2026-000005',
        assignee_id: null,
        actor_id: null,
      }),
    );
    expect(
      await screen.findByText('New lead CON-2026-000005 is waiting in the pool'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/CON-2026-000003|CON-2026-000004/)).not.toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(3));
  });

  it('asks the record page who is there on presence news about its record only, with no lead refetch', async () => {
    const requests = serveList('forms/contact', () => page([lead(1, 'Omar Khalid')]));
    const others: { user_id: number; name: string; since: string }[] = [];
    const puts: string[] = [];
    server.use(
      http.put('/api/admin/presence/:resource/:id', ({ request }) => {
        puts.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: others });
      }),
    );
    const streams = serveEvents();
    renderWithProviders(
      <>
        <Harness />
        <PresenceNotice target={{ resource: 'projects', id: 5 }} />
      </>,
    );
    expect(await screen.findByText('connected')).toBeInTheDocument();
    expect(await screen.findByText('Omar Khalid')).toBeInTheDocument();
    await waitFor(() => expect(puts).toEqual(['/api/admin/presence/projects/5']));
    const leadsBefore = requests.length;

    // Another record's news asks nothing.
    act(() =>
      streams[0]!.event({
        type: 'presence.changed',
        resource: 'projects',
        id: '6',
        actor_id: OTHER,
      }),
    );
    others.push({ user_id: OTHER, name: 'Noura', since: '2026-06-01T10:00:00.000Z' });
    act(() =>
      streams[0]!.event({
        type: 'presence.changed',
        resource: 'projects',
        id: '5',
        actor_id: OTHER,
      }),
    );
    expect(await screen.findByText('Noura is editing this record')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
    expect(requests.length).toBe(leadsBefore);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('opens the stream again when it ends, and refetches what it may have missed', async () => {
    const requests = serveList('forms/contact', () => page([lead(1, 'Omar Khalid')]));
    const streams = serveEvents();
    renderWithProviders(<Harness />);
    expect(await screen.findByText('connected')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(1));
    act(() => streams[0]!.close());
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(await screen.findByText('connected')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(2));
  });

  it('tries once more when the server ends the stream, and stops when the session is gone', async () => {
    serveList('forms/contact', () => page([]));
    const streams = serveEvents();
    renderWithProviders(<Harness />);
    expect(await screen.findByText('connected')).toBeInTheDocument();
    // Signed out in another tab: the server ends the stream at once and refuses the next one.
    let refused = 0;
    server.use(
      http.get('/api/admin/events', () => {
        refused += 1;
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
    );
    act(() => streams[0]!.close());
    await waitFor(() => expect(refused).toBe(1));
    expect(await screen.findByText('not connected')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refused).toBe(1);
    expect(streams).toHaveLength(1);
  });

  it('stops on a refusal and leaves the polling in charge', async () => {
    let calls = 0;
    serveList('forms/contact', () => page([]));
    server.use(
      http.get('/api/admin/events', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
      }),
    );
    renderWithProviders(<Harness />);
    await waitFor(() => expect(calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(1);
    expect(screen.getByText('not connected')).toBeInTheDocument();
  });
});
