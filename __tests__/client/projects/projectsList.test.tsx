import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ProjectsListPage from '../../../src/client/features/projects/pages/ProjectsListPage';
import { address, developer, page, project, renderList, serveList } from '../lists/listTestKit';

const rows = [
  project(1, 'Palm Residences'),
  project(2, 'Creek Views', { city: { en: 'Dubai', ar: '' }, is_featured: false }),
];
const open = (url = '/projects') => renderList('/projects', <ProjectsListPage />, url);
/** The developer picker asks for developers as soon as it shows; answer with a searchable catalogue. */
const serveDevelopers = () =>
  serveList('developers', (query) =>
    page(
      [developer(1, 'Emaar', 'إعمار'), developer(7, 'Palm Developers', 'بالم')].filter((item) =>
        item.name.en.toLowerCase().includes((query.get('search') ?? '').toLowerCase()),
      ),
    ),
  );

/**
 * Picks an option of the open antd select. Its options are listed twice (a hidden accessible listbox and the
 * visible items); the visible item, the last one with that title, is what a user clicks.
 */
async function choose(user: UserEvent, option: string) {
  const items = await screen.findAllByTitle(option);
  await user.click(items[items.length - 1]!);
}

describe('the projects list', () => {
  it('shows each project with its developer, status, price and tags; the rest on request', async () => {
    serveList('projects', () => page(rows));
    serveDevelopers();
    open();
    const row = (await screen.findByRole('link', { name: 'Palm Residences' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Emaar')).toBeInTheDocument();
    expect(within(row).getByText('Under construction')).toBeInTheDocument();
    expect(within(row).getByText('AED 1,250,000')).toBeInTheDocument();
    // City, sales status, completion and handover are hidden by default (the list fits 1 280 px).
    expect(within(row).queryByText('Q4 2027')).not.toBeInTheDocument();
    expect(within(row).getByText('Featured')).toBeInTheDocument();
    expect(within(row).queryByText('Arabic missing')).not.toBeInTheDocument();
    // The city is translated content too, so its missing Arabic is flagged.
    const creek = screen.getByRole('link', { name: 'Creek Views' }).closest('tr') as HTMLElement;
    expect(within(creek).getByText('Arabic missing')).toBeInTheDocument();
  });

  it('requests every filter of the URL, and names the developer filtered on', async () => {
    const requests = serveList('projects', () => page(rows));
    serveDevelopers();
    const { user } = open(
      '/projects?filter[developer_id]=1&filter[construction_status]=ready&filter[sales_status]=sold_out' +
        '&filter[city]=Dubai&filter[is_featured]=true&sort=-price_from',
    );
    await screen.findByRole('link', { name: 'Palm Residences' });
    expect(requests[0]).toEqual({
      page: '1',
      per_page: '20',
      sort: '-price_from',
      'filter[developer_id]': '1',
      'filter[construction_status]': 'ready',
      'filter[sales_status]': 'sold_out',
      'filter[city]': 'Dubai',
      'filter[is_featured]': 'true',
    });
    // Five filters set (publication is not): the button says so before it is opened.
    await user.click(screen.getByRole('button', { name: 'Filters (5 set)' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Dubai');
    expect(await screen.findByTitle('Emaar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Construction status: Ready/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sales status: Sold out/ })).toBeInTheDocument();
  });

  it('filters by a developer found by searching the server', async () => {
    const requests = serveList('projects', () => page(rows));
    const developerRequests = serveDevelopers();
    const { user } = open('/projects?page=3');
    await screen.findByRole('link', { name: 'Palm Residences' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    await user.type(await screen.findByRole('combobox', { name: 'Developer' }), 'palm');
    await waitFor(() =>
      expect(developerRequests.at(-1)).toEqual({ search: 'palm', per_page: '20', sort: 'name' }),
    );
    await choose(user, 'Palm Developers');

    await waitFor(() => expect(address()).toBe('/projects?filter%5Bdeveloper_id%5D=7'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ 'filter[developer_id]': '7' }));
  });

  it('puts the status and city filters in the URL', async () => {
    serveList('projects', () => page(rows));
    serveDevelopers();
    const { user } = open();
    await screen.findByRole('link', { name: 'Palm Residences' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    await user.click(screen.getByRole('button', { name: /Construction status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Off-plan' }));
    await waitFor(() =>
      expect(address()).toBe('/projects?filter%5Bconstruction_status%5D=off_plan'),
    );

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Abu Dhabi');
    await waitFor(() =>
      expect(address()).toBe(
        '/projects?filter%5Bconstruction_status%5D=off_plan&filter%5Bcity%5D=Abu+Dhabi',
      ),
    );
  });
});
