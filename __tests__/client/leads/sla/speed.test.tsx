/**
 * Speed to lead on the client (docs/product.md#speed-to-lead): the Overdue view of the lead lists and the
 * overdue tag, and the Speed to lead screen's figures (median, 90th percentile, share within target, per
 * kind and per agent, the funnel), its 7/30-day switch, and the targets form a manager may save.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import LeadsListPage from '../../../../src/client/features/leads/desk/pages/LeadsListPage';
import SpeedPage from '../../../../src/client/features/leads/sla/pages/SpeedPage';
import type { ResponseTimes } from '../../../../src/shared/leads/sla/rules';
import { storeSession } from '../../../support/fixtures';
import { server } from '../../../support/mswServer';
import { renderInApp } from '../../../support/renderInApp';
import { address, page, renderList, serveList } from '../../lists/listTestKit';
import { lead, serveLeadSummaries } from '../leadsTestKit';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(150_000);

const figures = (extra: Partial<ResponseTimes['overall']> = {}) => ({
  leads: 8,
  answered: 6,
  due: 7,
  within_target: 5,
  median_seconds: 105,
  p90_seconds: 390,
  ...extra,
});
const statuses = { new: 1, contacted: 2, qualified: 1, closed: 1, spam: 0 };
const targets = {
  contact: { target_minutes: 5, reassign_minutes: null },
  project: { target_minutes: 10, reassign_minutes: 30 },
  consulting: { target_minutes: 5, reassign_minutes: null },
  sale: { target_minutes: 5, reassign_minutes: null },
};

function times(days: number): ResponseTimes {
  return {
    days,
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-08T00:00:00.000Z',
    targets,
    overall: days === 7 ? figures() : figures({ median_seconds: 1800, p90_seconds: 5400 }),
    by_kind: [
      { kind: 'contact', ...figures({ median_seconds: 150, p90_seconds: 474 }) },
      { kind: 'project', ...figures({ median_seconds: 45, p90_seconds: 84 }) },
      { kind: 'consulting', ...figures({ median_seconds: null, p90_seconds: null, due: 0 }) },
      { kind: 'sale', ...figures({ median_seconds: null, p90_seconds: null, due: 0 }) },
    ],
    by_agent: [
      {
        assignee_id: 7,
        name: 'Aisha Agent',
        ...figures({ median_seconds: 150, p90_seconds: 474, due: 5, within_target: 3 }),
        statuses,
      },
      {
        assignee_id: null,
        name: null,
        ...figures({ median_seconds: 30, p90_seconds: 30 }),
        statuses: { ...statuses, new: 4 },
      },
    ],
    funnel: { new: 8, contacted: 5, qualified: 3, closed: 1 },
  };
}

function serveSpeed() {
  const asked: number[] = [];
  const saved: unknown[] = [];
  server.use(
    http.get('/api/admin/dashboard/response-times', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      asked.push(days);
      return HttpResponse.json({ data: times(days) });
    }),
    http.get('/api/admin/lead-sla', () => HttpResponse.json({ data: targets })),
    http.put('/api/admin/lead-sla', async ({ request }) => {
      const body = (await request.json()) as typeof targets;
      saved.push(body);
      return HttpResponse.json({ data: { ...targets, ...body }, message: 'Updated' });
    }),
  );
  return { asked, saved };
}

function renderSpeed(role: 'sales-manager' | 'sales-agent', locale?: 'ar') {
  storeSession('speed-token', undefined, role);
  return renderInApp(
    <Routes>
      <Route path="/speed-to-lead" element={<SpeedPage />} />
    </Routes>,
    { entries: ['/speed-to-lead'], locale },
  );
}

describe('the Overdue view', () => {
  beforeEach(() => serveLeadSummaries());

  it('asks for the overdue leads through the URL and tags them', async () => {
    const requests = serveList('forms/contact', () =>
      page([
        lead(1, 'Omar Khalid', { overdue: true }),
        lead(2, 'Sara Ahmed', { overdue: false, first_response_at: '2026-03-05T09:32:00Z' }),
      ]),
    );
    const { user } = renderList(
      '/contact-forms',
      <LeadsListPage kind="contact" />,
      '/contact-forms?filter[assignee]=me',
    );
    const row = (await screen.findByText('Omar Khalid')).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    const other = screen.getByText('Sara Ahmed').closest('tr')!;
    expect(within(other).queryByText('Overdue')).not.toBeInTheDocument();
    const view = within(screen.getByLabelText('Show leads'));
    await user.click(view.getByText('Overdue'));
    await waitFor(() => expect(requests.at(-1)?.['filter[overdue]']).toBe('1'));
    // One view at a time: the assignee filter is dropped.
    expect(requests.at(-1)?.['filter[assignee]']).toBeUndefined();
    expect(address()).toContain('filter%5Boverdue%5D=1');
    expect(view.getByRole('radio', { name: 'Overdue' })).toBeChecked();
    // Back to Mine (answered from the cache of the first request): the overdue filter leaves the URL.
    await user.click(view.getByText('Mine'));
    await waitFor(() => expect(address()).toContain('filter%5Bassignee%5D=me'));
    expect(address()).not.toContain('overdue');
    expect(await screen.findByText('Omar Khalid')).toBeInTheDocument();
  });
});

describe('the Speed to lead screen', () => {
  beforeEach(() => serveLeadSummaries());

  it('shows the figures, per kind and per agent, and the funnel; 30 days on demand', async () => {
    const { asked } = serveSpeed();
    const { user } = renderSpeed('sales-agent');
    expect(await screen.findByTestId('speed-median')).toHaveTextContent('1.8 min');
    expect(screen.getByTestId('speed-p90')).toHaveTextContent('6.5 min');
    expect(screen.getByTestId('speed-within')).toHaveTextContent('71%');
    expect(screen.getByTestId('speed-answered')).toHaveTextContent('6 / 8');
    const contact = screen.getByTestId('speed-row-contact');
    expect(within(contact).getByText('Contact')).toBeInTheDocument();
    expect(contact).toHaveTextContent('2.5 min');
    expect(contact).toHaveTextContent('7.9 min');
    expect(screen.getByTestId('speed-row-project')).toHaveTextContent('45 s');
    expect(screen.getByTestId('speed-row-consulting')).toHaveTextContent('—');
    expect(within(screen.getByTestId('speed-row-7')).getByText('Aisha Agent')).toBeInTheDocument();
    expect(screen.getByTestId('speed-row-7')).toHaveTextContent('60%');
    expect(
      within(screen.getByTestId('speed-row-pool')).getByText('Unassigned'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('funnel-new')).toHaveTextContent('New: 8');
    expect(screen.getByTestId('funnel-closed')).toHaveTextContent('1');
    expect(asked).toEqual([7]);
    // An agent has no targets form.
    expect(screen.queryByRole('button', { name: 'Save targets' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Last 30 days'));
    await waitFor(() => expect(screen.getByTestId('speed-median')).toHaveTextContent('30 min'));
    expect(asked).toEqual([7, 30]);
  });

  it('lets a manager save the targets, checking the threshold first', async () => {
    const { saved } = serveSpeed();
    const { user } = renderSpeed('sales-manager');
    const target = await screen.findByLabelText('Contact: target in minutes');
    const reassign = screen.getByLabelText('Contact: back to the pool after, in minutes');
    await user.clear(target);
    await user.type(target, '15');
    await user.type(reassign, '10');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    // antd replaces the message's node as it animates in: look again until it stays.
    await waitFor(() =>
      expect(screen.getByText('Must be longer than the target')).toBeInTheDocument(),
    );
    expect(saved).toHaveLength(0);
    await user.clear(reassign);
    await user.type(reassign, '45');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      contact: { target_minutes: 15, reassign_minutes: 45 },
      project: { target_minutes: 10, reassign_minutes: 30 },
      sale: { target_minutes: 5, reassign_minutes: null },
    });
  });

  it('reads in Arabic, right to left', async () => {
    serveSpeed();
    renderSpeed('sales-agent', 'ar');
    expect(await screen.findByText('سرعة الاستجابة')).toBeInTheDocument();
    expect(screen.getByText('آخر 30 يوماً')).toBeInTheDocument();
    expect(screen.getByText('آخر 7 أيام')).toBeInTheDocument();
    expect(within(screen.getByTestId('speed-row-contact')).getByText('تواصل')).toBeInTheDocument();
  });
});
