/** /lead-routing (docs/product.md#routing): the rules in order, their agents' states, and the rule editor. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import RoutingRulesPage from '../../../../src/client/features/leads/routing/pages/RoutingRulesPage';
import type { RoutingRule } from '../../../../src/shared/leads/routing/schemas';
import { adminUser, storeSession } from '../../../support/fixtures';
import { server } from '../../../support/mswServer';
import { renderInApp } from '../../../support/renderInApp';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(120_000);

const rule = (id: number, name: string, extra: Partial<RoutingRule> = {}): RoutingRule => ({
  id,
  position: id,
  name,
  active: true,
  kinds: [],
  project_ids: [],
  languages: [],
  cities: [],
  budget_min: null,
  budget_max: null,
  agents: [{ id: 5, name: 'Amal Agent', state: 'ok' }],
  updated_at: '2026-03-05T09:30:00Z',
  ...extra,
});

function serve(rules: RoutingRule[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get('/api/admin/routing-rules', () => HttpResponse.json({ data: rules })),
    http.get('/api/admin/assignees', () =>
      HttpResponse.json({
        data: [
          { id: 5, name: 'Amal Agent' },
          { id: 6, name: 'Badr Agent' },
        ],
      }),
    ),
    http.get('/api/admin/projects', () =>
      HttpResponse.json({
        data: [{ id: 3, name: { en: 'Palm Residences', ar: 'مساكن النخلة' } }],
        meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
      }),
    ),
    http.post('/api/admin/routing-rules/reorder', async ({ request }) => {
      calls.push({ method: 'POST', url: 'reorder', body: await request.json() });
      return HttpResponse.json({ data: rules, message: 'Updated' });
    }),
    http.post('/api/admin/routing-rules', async ({ request }) => {
      const body = (await request.json()) as { agent_ids: number[] };
      calls.push({ method: 'POST', url: 'create', body });
      if (body.agent_ids.includes(6))
        return HttpResponse.json(
          {
            message: 'Must be an active sales user',
            errors: { agent_ids: ['Must be an active sales user'] },
          },
          { status: 422 },
        );
      return HttpResponse.json({ data: rule(9, 'New'), message: 'Created' }, { status: 201 });
    }),
  );
  return calls;
}

function renderPage(locale?: 'ar') {
  storeSession('routing-token', adminUser, 'sales-manager');
  return renderInApp(<RoutingRulesPage />, { entries: ['/lead-routing'], locale });
}

describe('the routing screen', () => {
  it('lists the rules in order, marks agents who take no leads, and warns of an empty group', async () => {
    const calls = serve([
      rule(1, 'Arabic buyers', {
        languages: ['ar'],
        kinds: ['sale'],
        budget_min: 1000,
        budget_max: null,
      }),
      rule(2, 'Everyone else', {
        agents: [
          { id: 7, name: 'Dana Gone', state: 'deactivated' },
          { id: 8, name: 'Omar Away', state: 'unavailable' },
        ],
      }),
    ]);
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Lead routing' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1. Arabic buyers');
    expect(items[0]).toHaveTextContent('Sale · Arabic · budget 1,000 – …');
    expect(within(items[0]!).queryByText(/Nobody in this group/)).toBeNull();
    expect(items[1]).toHaveTextContent('Dana Gone — deactivated');
    expect(items[1]).toHaveTextContent('Omar Away — away');
    expect(within(items[1]!).getByText(/Nobody in this group takes leads now/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Everyone else up' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', url: 'reorder', body: { ids: [2, 1] } }]),
    );
  });

  it('adds a rule through the editor, with the server’s refusal on its field', async () => {
    const calls = serve([]);
    const { user } = renderPage();
    expect(await screen.findByText(/No routing rules yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one agent')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Rule name'), ' V ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Forms' }));
    await user.click(await screen.findByTitle('Sale'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Projects' }));
    await user.click(await screen.findByTitle('Palm Residences'));
    await user.type(within(dialog).getByLabelText('Budget from'), '5');
    await user.type(within(dialog).getByLabelText('Budget up to'), '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Agents' }));
    await user.click(await screen.findByTitle('Badr Agent'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The minimum must not be greater than the maximum'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Budget up to'));
    await user.type(within(dialog).getByLabelText('Budget up to'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose active sales users only')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: 'create',
      body: {
        name: 'V',
        active: true,
        kinds: ['sale'],
        project_ids: [3],
        languages: [],
        cities: [],
        budget_min: 5,
        budget_max: 9,
        agent_ids: [6],
      },
    });
  });

  it('speaks Arabic', async () => {
    serve([rule(1, 'الكل', { agents: [{ id: 7, name: 'دانة', state: 'off-hours' }] })]);
    renderPage('ar');
    expect(await screen.findByRole('heading', { name: 'توزيع الطلبات' })).toBeInTheDocument();
    expect(await screen.findByText(/خارج ساعات العمل/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة قاعدة' })).toBeInTheDocument();
  });
});
