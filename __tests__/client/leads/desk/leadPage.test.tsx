import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { localeChanged } from '../../../../src/client/features/settings/settingsSlice';
import type { LeadDetail } from '../../../../src/shared/leads/schemas';
import { adminUser, storeSession } from '../../../support/fixtures';
import { findErrorDialog } from '../../../support/errorDialog';
import { server } from '../../../support/mswServer';
import { renderApp, setWindowWidth } from '../../../support/renderApp';
import { counts, detail, lead, serveLeadSummaries } from '../leadsTestKit';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const note = {
  id: 1,
  body: 'Called, will visit Saturday',
  author: { id: 1, name: 'Layla Haddad' },
  at: '2026-03-06T11:00:00Z',
};

/** The lead's API: GET answers the current state; PATCH and POST notes change it and are recorded. */
function serveLead(initial: LeadDetail) {
  let current = initial;
  const patches: unknown[] = [];
  const notes: unknown[] = [];
  const path = `/api/admin/forms/${initial.kind}/${initial.id}`;
  server.use(
    http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser })),
    http.get(path, () => HttpResponse.json({ data: current })),
    http.patch(path, async ({ request }) => {
      const body = (await request.json()) as { status?: string; read?: boolean };
      patches.push(body);
      current = {
        ...current,
        ...(body.status ? { status: body.status as LeadDetail['status'] } : {}),
        ...(body.read ? { read_at: '2026-03-07T08:00:00Z' } : {}),
      };
      return HttpResponse.json({ data: current, message: 'Updated' });
    }),
    http.post(`${path}/notes`, async ({ request }) => {
      const body = (await request.json()) as { body: string };
      notes.push(body);
      const added = {
        id: current.notes.length + 1,
        body: body.body,
        author: { id: 1, name: 'Layla Haddad' },
        at: '2026-03-07T09:15:00Z',
      };
      current = { ...current, notes: [...current.notes, added] };
      return HttpResponse.json({ data: added, message: 'Created' }, { status: 201 });
    }),
  );
  return { patches, notes };
}

const projectLead = detail(
  lead(5, 'Huda Saleh', {
    kind: 'project',
    project_id: 4,
    project_name: 'Palm Residences',
    bedrooms: 2,
    budget: 1800000,
    purpose: 'investment',
    phone: '+971501112233',
    message: 'Is the 2-bedroom still available?',
    utm_source: 'google',
  }),
  [note],
);

describe('a lead page', () => {
  beforeEach(() => {
    storeSession();
    setWindowWidth(1366);
  });

  it('shows every field, marks the lead read on opening, and the badges fall at once', async () => {
    let unread = counts({ contact: 1, project: 3, consulting: 2, sale: 4 });
    serveLeadSummaries(() => unread);
    serveLead(projectLead);
    const patches: unknown[] = [];
    let answer: () => void = () => undefined;
    server.use(
      http.patch('/api/admin/forms/project/5', async ({ request }) => {
        patches.push(await request.json());
        // The answer is held back: the badge must fall before the server has even answered.
        await new Promise<void>((resolve) => (answer = resolve));
        unread = counts({ contact: 1, project: 2, consulting: 2, sale: 4 });
        return HttpResponse.json({ data: { ...projectLead, read_at: '2026-03-07T08:00:00Z' } });
      }),
    );
    renderApp('/project-forms/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Huda Saleh' }),
    ).toBeInTheDocument();
    expect(screen.getByText('PRJ-2026-000005')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    const field = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(field('Project')).getByRole('link', { name: 'Palm Residences' })).toHaveAttribute(
      'href',
      '/projects/4',
    );
    expect(field('Bedrooms')).toHaveTextContent('2');
    expect(field('Budget')).toHaveTextContent('1,800,000');
    expect(field('Purpose')).toHaveTextContent('Investment');
    expect(field('Phone')).toHaveTextContent('+971501112233');
    expect(field('Message')).toHaveTextContent('Is the 2-bedroom still available?');
    expect(field('UTM source')).toHaveTextContent('google');
    // Entered text is isolated: its own direction orders it, not the page's (docs/product.md#screens).
    expect(within(field('UTM source')).getByText('google').tagName).toBe('BDI');
    expect(field('Referrer')).toHaveTextContent('—');

    await waitFor(() => expect(patches).toEqual([{ read: true }]));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const entry = (name: string) =>
      within(menu).getByRole('link', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(entry('Project Forms')).toHaveTextContent('Project Forms2'));
    // FORMS sums project (2 now) and contact (1).
    expect(within(menu).getByText('FORMS').closest('li')).toHaveTextContent(/^FORMS3/);
    answer();
    // The refetch after the change agrees with it.
    await waitFor(() => expect(unread.project).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(entry('Project Forms')).toHaveTextContent('Project Forms2');
  });

  it('does not mark a read lead again, and names a deleted project from its snapshot', async () => {
    serveLeadSummaries();
    const { patches } = serveLead(
      detail(
        lead(6, 'Ali Nasser', {
          kind: 'project',
          project_name: 'Old Tower',
          read_at: '2026-03-06T00:00:00Z',
        }),
      ),
    );
    renderApp('/project-forms/6');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ali Nasser' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Old Tower')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old Tower' })).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('names the project in Arabic in the Arabic interface (the lead keeps the English name)', async () => {
    serveLeadSummaries();
    serveLead({ ...projectLead, read_at: '2026-03-06T00:00:00Z' });
    server.use(
      http.get('/api/admin/projects/4', () =>
        HttpResponse.json({
          data: { id: 4, name: { en: 'Palm Residences', ar: 'مساكن النخلة' } },
        }),
      ),
    );
    const { store } = renderApp('/project-forms/5');
    act(() => void store.dispatch(localeChanged('ar')));
    // Waits on the text (cheap to poll on a busy machine), then checks it is the project's link.
    await screen.findByText('مساكن النخلة');
    expect(screen.getByRole('link', { name: 'مساكن النخلة' })).toHaveAttribute('href', '/projects/4');
    expect(screen.queryByText('Palm Residences')).not.toBeInTheDocument();
  });

  it('changes the status at once and says so', async () => {
    serveLeadSummaries();
    const { patches } = serveLead({ ...projectLead, read_at: '2026-03-06T00:00:00Z' });
    const { user } = renderApp('/project-forms/5');
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Contacted'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Data has been updated successfully',
    );
    expect(patches).toEqual([{ status: 'contacted' }]);
  });

  it('adds a note to the timeline, with its author and time', async () => {
    serveLeadSummaries();
    const { notes } = serveLead({ ...projectLead, read_at: '2026-03-06T00:00:00Z' });
    const { user } = renderApp('/project-forms/5');
    const timeline = await screen.findByRole('region', { name: 'Notes' });
    expect(within(timeline).getByText('Called, will visit Saturday')).toBeInTheDocument();
    expect(within(timeline).getByText('Layla Haddad')).toBeInTheDocument();
    await user.type(
      within(timeline).getByRole('textbox', { name: 'Add a note about this lead' }),
      'Sent the brochure',
    );
    await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
    expect(await within(timeline).findByText('Sent the brochure')).toBeInTheDocument();
    expect(notes).toEqual([{ body: 'Sent the brochure' }]);
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Called, will visit Saturday'),
      expect.stringContaining('Sent the brochure'),
    ]);
    expect(
      within(timeline).getByRole('textbox', { name: 'Add a note about this lead' }),
    ).toHaveValue('');
  });

  it('keeps the note typed when saving it fails', async () => {
    serveLeadSummaries();
    serveLead({ ...projectLead, read_at: '2026-03-06T00:00:00Z' });
    server.use(
      http.post('/api/admin/forms/project/5/notes', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/project-forms/5');
    const box = await screen.findByRole('textbox', { name: 'Add a note about this lead' });
    await user.type(box, 'Call back on Sunday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await findErrorDialog();
    expect(dialog).toHaveTextContent('Status Code: 500');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(box).toHaveValue('Call back on Sunday');

    // An expected refusal stays a toast.
    server.use(
      http.post('/api/admin/forms/project/5/notes', () =>
        HttpResponse.json({ message: 'The given data was invalid.' }, { status: 422 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occured while adding new data',
    );
    expect(box).toHaveValue('Call back on Sunday');
  });

  it('shows the unread counts on the four entries and sums them on FORMS and SERVICES', async () => {
    serveLeadSummaries(() => counts({ contact: 1, project: 3, consulting: 2, sale: 4 }));
    serveLead({ ...projectLead, read_at: '2026-03-06T00:00:00Z' });
    const { user } = renderApp('/project-forms/5');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const item = (text: string) => within(menu).getByText(text).closest('li') as HTMLElement;
    const groupTitle = (text: string) =>
      within(menu).getByText(text).closest('.ant-menu-submenu-title') as HTMLElement;
    await waitFor(() => expect(item('Contact Forms')).toHaveTextContent(/^Contact Forms1$/));
    expect(item('Project Forms')).toHaveTextContent(/^Project Forms3$/);
    expect(groupTitle('FORMS')).toHaveTextContent(/^FORMS4$/);
    expect(groupTitle('SERVICES')).toHaveTextContent(/^SERVICES6$/);
    await user.click(groupTitle('SERVICES'));
    expect(await within(menu).findByText('Consulting Forms')).toBeInTheDocument();
    expect(item('Consulting Forms')).toHaveTextContent(/^Consulting Forms2$/);
    expect(item('Sale Forms')).toHaveTextContent(/^Sale Forms4$/);
  });
});
