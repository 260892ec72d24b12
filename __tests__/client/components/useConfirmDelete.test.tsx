import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useConfirmDelete, type OnConfirm } from '../../../src/client/components/useConfirmDelete';
import { renderInApp } from '../../support/renderInApp';

/** A list row's delete button, as later list pages will use the hook; the outcome is printed. */
function DeleteButton({ onConfirm }: { onConfirm?: OnConfirm }) {
  const { confirmDelete, contextHolder } = useConfirmDelete();
  const [outcome, setOutcome] = useState('');
  const remove = () =>
    confirmDelete(onConfirm).then(
      (confirmed) => setOutcome(confirmed ? 'deleted' : 'kept'),
      (error: Error) => setOutcome(`failed: ${error.message}`),
    );
  return (
    <>
      {contextHolder}
      <button type="button" onClick={remove}>
        Delete project
      </button>
      <output>{outcome}</output>
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openConfirmation(onConfirm?: OnConfirm, locale?: 'ar') {
  const view = renderInApp(<DeleteButton onConfirm={onConfirm} />, { locale });
  if (locale) await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
  await view.user.click(await screen.findByRole('button', { name: 'Delete project' }));
  return view;
}

describe('useConfirmDelete', () => {
  it('asks with the binding texts and deletes on "Yes, delete it!", showing progress until done', async () => {
    const deletion = deferred();
    const onConfirm = jest.fn(() => deletion.promise);
    const { user } = await openConfirmation(onConfirm);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('DELETE, Are you sure?');
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const yes = within(dialog).getByRole('button', { name: 'Yes, delete it!' });
    expect(yes).toHaveClass('ant-btn-dangerous');

    await user.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(await within(yes).findByRole('img', { name: 'loading' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    deletion.resolve();
    expect(await screen.findByText('deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps everything on Cancel', async () => {
    const onConfirm = jest.fn();
    const { user } = await openConfirmation(onConfirm);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('resolves true without an onConfirm, for callers that delete afterwards', async () => {
    const { user } = await openConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('deleted')).toBeInTheDocument();
  });

  it('closes and hands the failure to the caller when the deletion fails', async () => {
    const { user } = await openConfirmation(() => Promise.reject(new Error('Conflict')));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('failed: Conflict')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks in Arabic', async () => {
    const onConfirm = jest.fn();
    const { user } = await openConfirmation(onConfirm, 'ar');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('حذف، هل أنت متأكد؟');
    expect(dialog).toHaveTextContent('لن تتمكن من التراجع عن هذا!');
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'نعم، احذفه!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
