import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import TeamMembersListPage from '../../../src/client/features/teamMembers/pages/TeamMembersListPage';
import { server } from '../../support/mswServer';
import { address, page, renderList, serveList, teamMember } from '../lists/listTestKit';

const rows = [
  teamMember(1, 'Omar Khalil'),
  teamMember(2, 'Sara Lee', {
    position: { en: 'Broker', ar: '' },
    languages: ['en', 'fr'],
    is_published: false,
  }),
];
const open = (url = '/our-team') => renderList('/our-team', <TeamMembersListPage />, url);

describe('the team members list', () => {
  it('shows position, languages by name, publication and a missing Arabic position', async () => {
    serveList('team-members', () => page(rows));
    open();
    const sara = (await screen.findByRole('link', { name: 'Sara Lee' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(sara).getByText('Broker')).toBeInTheDocument();
    expect(within(sara).getByText('French')).toBeInTheDocument();
    expect(within(sara).getByText('Draft')).toBeInTheDocument();
    expect(within(sara).getByText('Arabic missing')).toBeInTheDocument();
    const omar = screen.getByRole('link', { name: 'Omar Khalil' }).closest('tr') as HTMLElement;
    expect(within(omar).getByText('Arabic')).toBeInTheDocument();
    expect(within(omar).queryByText('Arabic missing')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Members' })).toBeInTheDocument();
  });

  it('filters on publication and deletes a row after confirmation', async () => {
    const requests = serveList('team-members', () => page(rows));
    server.use(
      http.delete('/api/admin/team-members/2', () => HttpResponse.json({ message: 'Deleted' })),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Filters/ }));
    await user.click(
      (await screen.findByRole('radio', { name: 'Draft' })).closest('label') as HTMLElement,
    );
    await waitFor(() => expect(address()).toBe('/our-team?filter%5Bis_published%5D=false'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ 'filter[is_published]': 'false' }));

    await user.click(await screen.findByRole('button', { name: 'Delete Sara Lee' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Data has been deleted successfully')).toBeInTheDocument();
    // Then, apart from the binding text, where it went (docs/product.md#trash).
    expect(screen.getByText(/It is in the Trash now/)).toBeInTheDocument();
  });
});
