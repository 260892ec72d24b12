import { screen, waitFor, within } from '@testing-library/react';
import ProjectsListPage from '../../../src/client/features/projects/pages/ProjectsListPage';
import { page, project, renderList, serveList } from './listTestKit';

// Many clicks through antd's popover on two shared cores: more time than the kit's, same failures.
jest.setTimeout(180_000);

const rows = [project(1, 'Palm Residences')];
const STORAGE_KEY = 'REALTY_ADMIN_COLUMNS_projects';
const open = (locale?: 'ar') => renderList('/projects', <ProjectsListPage />, '/projects', locale);
const headers = () =>
  within(screen.getAllByRole('rowgroup')[0]!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  localStorage.removeItem(STORAGE_KEY);
  serveList('projects', () => page(rows));
  serveList('developers', () => page([]));
});

describe('the column chooser', () => {
  it('shows the default columns, and shows or hides one from the keyboard, stored for the list', async () => {
    const { user } = open();
    await screen.findByRole('link', { name: 'Palm Residences' });
    expect(headers()).toContain('Developer');
    expect(headers()).not.toContain('Handover');

    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('group', { name: 'Columns shown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The focus moves into the popover, to its first checkbox (the cover; the name is locked).
    await waitFor(() =>
      expect(within(panel).getByRole('checkbox', { name: 'Cover' })).toHaveFocus(),
    );
    expect(within(panel).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Name' })).toBeChecked();

    await user.click(within(panel).getByRole('checkbox', { name: 'Developer' }));
    within(panel).getByRole('checkbox', { name: 'Handover' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(headers()).toContain('Handover'));
    expect(headers()).not.toContain('Developer');
    expect(screen.getByText('Q4 2027')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([
      'city',
      'sales_status',
      'completion_percent',
      'developer',
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts from the stored choice, and "Default columns" forgets it', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(['developer', 'name']));
    const { user } = open();
    await screen.findByRole('link', { name: 'Palm Residences' });
    // Every hidden column of the defaults shows again; the name, though stored as hidden, stays.
    expect(headers()).toEqual(
      expect.arrayContaining(['Name', 'City', 'Sales', 'Completion', 'Handover']),
    );
    expect(headers()).not.toContain('Developer');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('button', { name: 'Default columns' }));
    await waitFor(() => expect(headers()).toContain('Developer'));
    expect(headers()).not.toContain('Handover');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a list of keys', async () => {
    localStorage.setItem(STORAGE_KEY, '{"broken"');
    open();
    await screen.findByRole('link', { name: 'Palm Residences' });
    expect(headers()).toContain('Developer');
    expect(headers()).not.toContain('Handover');
  });

  it('is translated, as is the filters button', async () => {
    open('ar');
    await screen.findByRole('link', { name: 'مشروع 1' });
    expect(screen.getByRole('button', { name: 'الأعمدة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عوامل التصفية' })).toBeInTheDocument();
  });
});
