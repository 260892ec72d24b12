/**
 * The mail queue screen (docs/product.md#mail-queue): it asks by status and page and retries a message.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import MailQueuePage from '../../../src/client/features/mailQueue/pages/MailQueuePage';
import type { MailQueueEntry } from '../../../src/shared/mailQueue/schemas';
import { mailQueueMessages } from '../../../src/shared/mailQueue/rules';
import { server } from '../../support/mswServer';
import { page, renderList, serveList } from '../lists/listTestKit';

configure({ asyncUtilTimeout: 10_000 });

const entry = (id: number, extra: Partial<MailQueueEntry> = {}): MailQueueEntry => ({
  id,
  to: `person${id}@example.com`,
  subject: `Subject ${id}`,
  status: 'sent',
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
  created_at: '2026-05-01T10:00:00.000Z',
  sent_at: '2026-05-01T10:00:01.000Z',
  ...extra,
});

describe('the mail queue screen', () => {
  it('lists messages, asks by status and page, and sends a failed one again', async () => {
    const requests = serveList('mail-queue', (query) =>
      query.get('status') === 'failed'
        ? page([entry(2, { status: 'failed', attempts: 6, last_error: 'connection refused' })], {
            per_page: 25,
          })
        : page(
            [
              entry(1),
              entry(2, { status: 'failed', attempts: 6, last_error: 'connection refused' }),
            ],
            {
              per_page: 25,
            },
          ),
    );
    const retried: number[] = [];
    server.use(
      http.post('/api/admin/mail-queue/:id/retry', ({ params }) => {
        retried.push(Number(params.id));
        return HttpResponse.json({
          data: entry(Number(params.id), { status: 'queued' }),
          message: mailQueueMessages.retried,
        });
      }),
    );
    const { user } = renderList('/mail-queue', <MailQueuePage />, '/mail-queue');
    const failedRow = await screen.findByRole('row', { name: /person2@example\.com/ });
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('connection refused')).toBeInTheDocument();
    expect(within(failedRow).getByText('6 attempts')).toBeInTheDocument();
    const sentRow = screen.getByRole('row', { name: /person1@example\.com/ });
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();
    expect(within(sentRow).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ page: '1', per_page: '25' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Failed'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ status: 'failed', page: '1', per_page: '25' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /person1@example\.com/ })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Send again to person2@example.com' }));
    await waitFor(() => expect(retried).toEqual([2]));
    expect(await screen.findByText('The message will be sent again now.')).toBeInTheDocument();
    // The list is asked for again after the retry.
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(3));
  });

  it('speaks Arabic', async () => {
    serveList('mail-queue', () => page([entry(1, { status: 'queued', sent_at: null })]));
    renderList('/mail-queue', <MailQueuePage />, '/mail-queue', 'ar');
    const row = await screen.findByRole('row', { name: /person1@example\.com/ });
    expect(within(row).getByText('في الانتظار')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'طابور البريد' })).toBeInTheDocument();
  });
});
