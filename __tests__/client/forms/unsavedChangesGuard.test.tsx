import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import DeveloperFormPage from '../../../src/client/features/developers/pages/DeveloperFormPage';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderInApp } from '../../support/renderInApp';

/** The app today renders <Routes> in a <BrowserRouter> (no data router): the guard must work there too. */
function renderWithoutDataRouter() {
  storeSession();
  return renderInApp(
    <Routes>
      <Route path="/developers" element={<h1>Developers list</h1>} />
      <Route path="/developers/add" element={<DeveloperFormPage />} />
    </Routes>,
    { entries: ['/developers/add'] },
  );
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes guard without a data router', () => {
  it('asks before an in-app navigation and before unloading, only while there are changes', async () => {
    const { user } = renderWithoutDataRouter();
    const english = await screen.findByLabelText('Name (English)');
    expect(beforeUnload()).toBe(false);

    await user.type(english, 'Draft');
    expect(beforeUnload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Your changes on this page have not been saved and will be lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Draft');

    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Developers list' })).toBeInTheDocument();
  });

  it('lets a successful save navigate without asking', async () => {
    server.use(
      http.post('/api/admin/developers', () =>
        HttpResponse.json({ data: { id: 1 }, message: 'Created' }, { status: 201 }),
      ),
    );
    const { user } = renderWithoutDataRouter();
    await user.type(await screen.findByLabelText('Name (English)'), 'Sobha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Developers list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(beforeUnload()).toBe(false);
  });
});
