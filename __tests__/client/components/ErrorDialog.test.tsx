import { screen, waitFor, within } from '@testing-library/react';
import { useErrorDialog } from '../../../src/client/components/ErrorDialog';
import { errorDetailsOf } from '../../../src/client/utils/errorDetails';
import { renderInApp } from '../../support/renderInApp';

/** A page that shows the dialog for `error`, as a list page would after a failed call. */
function FailingAction({ error, title }: { error: unknown; title?: string }) {
  const { showError, contextHolder } = useErrorDialog();
  return (
    <>
      {contextHolder}
      <button type="button" onClick={() => showError({ ...errorDetailsOf(error), title })}>
        Save
      </button>
    </>
  );
}

// As RTK Query serializes a thrown error, with the status a caller adds.
const serverFailure = {
  status: 500,
  message: 'Database is locked',
  stack: 'Error: Database is locked\n    at saveProject (projects.js:10:5)',
};

describe('ErrorDialog', () => {
  it("shows 'Error', the status code, the message and a collapsible stack, and closes on OK", async () => {
    const { user } = renderInApp(<FailingAction error={serverFailure} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Status Code')).toBeInTheDocument();
    expect(within(dialog).getByText(/: 500$/)).toBeInTheDocument();
    expect(within(dialog).getByText('Database is locked')).toBeInTheDocument();
    expect(within(dialog).queryByText(/at saveProject/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stack trace' }));
    const stack = await within(dialog).findByText(/at saveProject \(projects\.js:10:5\)/);
    expect(stack.tagName).toBe('PRE');
    expect(stack).toHaveStyle({ overflow: 'auto', direction: 'ltr' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("reads an API error's status and message, takes a title, and has no stack section without one", async () => {
    const apiError = { status: 404, data: { message: 'Not Found' } };
    const { user } = renderInApp(<FailingAction error={apiError} title="Could not save" />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Could not save' });
    expect(dialog).toHaveTextContent('Status Code: 404');
    expect(dialog).toHaveTextContent('Not Found');
    expect(within(dialog).queryByRole('button', { name: 'Stack trace' })).not.toBeInTheDocument();
  });

  it('falls back to the generic message when the error has none, and speaks Arabic', async () => {
    const { user } = renderInApp(<FailingAction error={{ status: 'FETCH_ERROR' }} />, {
      locale: 'ar',
    });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'خطأ' });
    expect(dialog).toHaveTextContent('رمز الحالة: FETCH_ERROR');
    expect(dialog).toHaveTextContent('حدث خطأ، يرجى المحاولة مرة أخرى!');
    await user.click(within(dialog).getByRole('button', { name: 'حسنًا' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
