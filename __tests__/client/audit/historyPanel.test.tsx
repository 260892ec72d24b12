/**
 * The History panel (docs/product.md#history-panel): a record page's History button loads it, and it lists
 * who did what when, each changed field as before → after, in English and in Arabic, each value isolated so
 * mixed-direction text keeps its own direction.
 */
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HistoryButton } from '../../../src/client/components/History/HistoryButton';
import type { AuditEntry } from '../../../src/shared/audit/schemas';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderInApp } from '../../support/renderInApp';

configure({ asyncUtilTimeout: 10_000 });

const entries: AuditEntry[] = [
  {
    id: 2,
    at: '2026-05-02T09:30:00.000Z',
    user_id: 1,
    user_name: 'ليلى حداد',
    ip: '203.0.113.5',
    entity: 'project',
    entity_id: '12',
    action: 'update',
    changes: {
      name: [
        { en: 'Palm Views', ar: 'بالم فيوز' },
        { en: 'Palm Views II', ar: 'بالم فيوز ٢' },
      ],
      is_featured: [false, true],
    },
  },
  {
    id: 1,
    at: '2026-05-01T08:00:00.000Z',
    user_id: 1,
    user_name: 'Layla Haddad',
    ip: null,
    entity: 'project',
    entity_id: '12',
    action: 'create',
    changes: { slug: [null, 'palm-views'] },
  },
];

function serveHistory() {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/audit/project/12', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({
        data: entries,
        meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 },
      });
    }),
  );
  return asked;
}

describe('the History panel', () => {
  beforeEach(() => storeSession());

  it('loads on the first click and lists each change as before → after', async () => {
    const asked = serveHistory();
    const { user } = renderInApp(<HistoryButton entity="project" id={12} />);
    expect(asked).toEqual([]);
    await user.click(await screen.findByRole('button', { name: /History/ }));
    const list = await screen.findByRole('list', { name: 'History' });
    const [update, create] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.classList.contains('audit-history__entry'));
    expect(within(update!).getByText('Updated')).toBeInTheDocument();
    expect(within(update!).getByText('ليلى حداد').tagName).toBe('BDI');
    // Each field by its form's label.
    expect(update!).toHaveTextContent('Name: Palm Views | بالم فيوز → Palm Views II | بالم فيوز ٢');
    expect(update!).toHaveTextContent('Featured: No → Yes');
    expect(within(update!).getByText('Palm Views II | بالم فيوز ٢').tagName).toBe('BDI');
    expect(within(create!).getByText('Created')).toBeInTheDocument();
    expect(create!).toHaveTextContent('Slug (web address): palm-views');
    expect(asked).toEqual(['/api/admin/audit/project/12']);
  });

  it('speaks Arabic, from the left, with the arrow pointing the reading way', async () => {
    serveHistory();
    const { user } = renderInApp(<HistoryButton entity="project" id={12} />, { locale: 'ar' });
    await user.click(await screen.findByRole('button', { name: /السجل/ }));
    const list = await screen.findByRole('list', { name: 'سجل التغييرات' });
    expect(within(list).getByText('تعديل')).toBeInTheDocument();
    expect(within(list).getByText('إنشاء')).toBeInTheDocument();
    expect(list).toHaveTextContent('مميّز: لا ← نعم');
    expect(within(list).getByText('Palm Views | بالم فيوز').tagName).toBe('BDI');
    expect(document.querySelector('.ant-drawer-left')).not.toBeNull();
  });
});
