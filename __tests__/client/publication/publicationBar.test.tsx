/**
 * Drafts and publishing on a record's page (docs/product.md#publishing): the publication bar (status, draft,
 * schedule, its failure), Publish with each language's completeness, Unpublish, Schedule, Discard draft and
 * the preview link; a published record's form saves its draft, and opens with the draft when it has one.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Developer, DeveloperInput } from '../../../src/shared/content/developers';
import type { Publication } from '../../../src/shared/publication/schemas';
import { publicationState } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { emaar, findField, renderForm } from '../forms/formHarness';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const complete = { complete: true, missing: [] };

const developer = (publication: Partial<Publication> = {}, fields: Partial<Developer> = {}) => ({
  ...emaar,
  version: 4,
  ...fields,
  publication: publicationState(publication),
});

interface Sent {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}

/** The developer's routes: GET answers `record` (and its draft), every change is remembered. */
function serve(record: ReturnType<typeof developer>, draft?: Partial<Developer>) {
  const sent: Sent[] = [];
  const remember = async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/admin', ''),
      ifMatch: request.headers.get('if-match'),
      body: text ? JSON.parse(text) : undefined,
    });
  };
  server.use(
    http.get('/api/admin/developers/7', () => HttpResponse.json({ data: record })),
    http.get('/api/admin/developers/7/draft', () =>
      draft
        ? HttpResponse.json({ data: { ...emaar, version: record.version, ...draft } })
        : HttpResponse.json({ message: 'There is no draft.' }, { status: 404 }),
    ),
    http.put('/api/admin/developers/7/draft', async ({ request }) => {
      await remember(request);
      const body = sent[sent.length - 1]!.body as DeveloperInput;
      return HttpResponse.json({
        data: { ...emaar, name: body.name, version: record.version + 1 },
        message: 'Draft saved',
      });
    }),
    http.put('/api/admin/developers/7', async ({ request }) => {
      await remember(request);
      const body = sent[sent.length - 1]!.body as DeveloperInput;
      return HttpResponse.json({
        data: { ...emaar, name: body.name, version: record.version + 1 },
        message: 'Data has been updated successfully',
      });
    }),
    http.post('/api/admin/developers/7/publish', async ({ request }) => {
      await remember(request);
      return HttpResponse.json({ data: { ...emaar, version: 5 }, message: 'Published' });
    }),
    http.post('/api/admin/developers/7/unpublish', async ({ request }) => {
      await remember(request);
      return HttpResponse.json({ data: { ...emaar, version: 5 }, message: 'Unpublished' });
    }),
    http.delete('/api/admin/developers/7/draft', async ({ request }) => {
      await remember(request);
      return HttpResponse.json({ message: 'Draft discarded' });
    }),
    http.put('/api/admin/developers/7/schedule', async ({ request }) => {
      await remember(request);
      return HttpResponse.json({ data: record.publication, message: 'Schedule saved' });
    }),
    http.post('/api/admin/developers/7/preview', async ({ request }) => {
      await remember(request);
      return HttpResponse.json({
        data: {
          token: 'tok',
          expires_at: '2026-05-02T08:00:00.000Z',
          url: '/api/public/developers/emaar?preview=tok',
        },
      });
    }),
  );
  return sent;
}

const bar = () => screen.findByRole('region', { name: 'Publication' });

describe('the publication bar', () => {
  it('shows a published record with its draft, and opens the form with the draft', async () => {
    serve(
      developer({
        has_draft: true,
        draft_updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        draft_updated_by: { id: 4, name: 'Noura' },
        unpublish_at: '2030-01-31T20:00:00.000Z',
      }),
      { name: { en: 'Emaar Draft', ar: 'إعمار مسودة' } },
    );
    renderForm('/developers/7');
    const region = await bar();
    expect(within(region).getByText('Published')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Draft pending — saved by Noura, 5 minutes ago. The form shows the draft.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText(/Unpublishes on/)).toHaveTextContent(/2030/);
    expect(await findField('Name (English)')).toHaveValue('Emaar Draft');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    // The bar publishes: the switch is the add page's only.
    expect(screen.queryByLabelText('Published')).not.toBeInTheDocument();
  });

  it('saves a published record as its draft, with If-Match and the live flag', async () => {
    const sent = serve(developer());
    const { user } = renderForm('/developers/7');
    const name = await findField('Name (English)');
    await user.clear(name);
    await user.type(name, 'Emaar Properties');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/developers/7/draft',
      ifMatch: '"4"',
      body: { name: { en: 'Emaar Properties' }, is_published: true },
    });
  });

  it('saves an unpublished record as before, keeping it unpublished', async () => {
    const sent = serve(developer({ status: 'unpublished' }, { is_published: false }));
    const { user } = renderForm('/developers/7');
    expect(within(await bar()).getByText('Not published')).toBeInTheDocument();
    await findField('Name (English)');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/developers/7',
      body: { is_published: false },
    });
  });

  it('publishes a complete record after showing each language complete', async () => {
    const sent = serve(developer({ status: 'unpublished' }, { is_published: false }));
    const { user } = renderForm('/developers/7');
    await user.click(within(await bar()).getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the website' });
    const list = within(dialog).getByRole('list', { name: 'Completeness' });
    expect(list).toHaveTextContent('English: complete');
    expect(list).toHaveTextContent('Arabic: complete');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published', { selector: '.toast__message' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/developers/7/publish',
      ifMatch: '"4"',
    });
  });

  it("saves the form's unsaved edits to the draft, then publishes at the version that save left", async () => {
    const sent = serve(developer());
    const { user } = renderForm('/developers/7');
    const name = await findField('Name (English)');
    await user.clear(name);
    await user.type(name, 'Emaar Properties');
    await user.click(within(await bar()).getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the website' });
    expect(dialog).toHaveTextContent('This page has unsaved changes');
    await user.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    expect(
      await screen.findByText('Published', { selector: '.toast__message' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/developers/7/draft',
      ifMatch: '"4"',
      body: { name: { en: 'Emaar Properties' } },
    });
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: '/developers/7/publish',
      ifMatch: '"5"',
    });
  });

  it('publishes nothing while an unsaved field is wrong, and shows the field', async () => {
    const sent = serve(developer());
    const { user } = renderForm('/developers/7');
    await user.clear(await findField('Name (English)'));
    await user.click(within(await bar()).getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the website' });
    await user.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The field's error list re-renders on the check (antd replaces its element): asked again until shown.
    await waitFor(() =>
      expect(screen.queryAllByText('This field is required')).not.toHaveLength(0),
    );
    expect(sent).toHaveLength(0);
  });

  it('warns when the Arabic is incomplete and still publishes', async () => {
    const sent = serve(
      developer(
        {
          status: 'unpublished',
          completeness: { en: complete, ar: { complete: false, missing: ['name'] } },
        },
        { is_published: false },
      ),
    );
    const { user } = renderForm('/developers/7');
    await user.click(within(await bar()).getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the website' });
    expect(within(dialog).getByRole('list', { name: 'Completeness' })).toHaveTextContent(
      'Arabic: missing Name',
    );
    expect(dialog).toHaveTextContent('The Arabic is incomplete');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('refuses to publish while the company requires Arabic and it is missing', async () => {
    serve(
      developer(
        {
          status: 'unpublished',
          require_arabic: true,
          completeness: { en: complete, ar: { complete: false, missing: ['name'] } },
        },
        { is_published: false },
      ),
    );
    const { user } = renderForm('/developers/7');
    await user.click(within(await bar()).getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the website' });
    expect(dialog).toHaveTextContent('Your company requires Arabic before publishing');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('lets unsaved edits try to complete the required Arabic, and keeps them saved when the server still refuses', async () => {
    const sent = serve(
      developer({
        require_arabic: true,
        completeness: { en: complete, ar: { complete: false, missing: ['description'] } },
      }),
    );
    server.use(
      http.post('/api/admin/developers/7/publish', () =>
        HttpResponse.json(
          { message: 'Arabic is incomplete: fill its required fields before publishing.' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderForm('/developers/7');
    const name = await findField('Name (English)');
    await user.clear(name);
    await user.type(name, 'Emaar Holdings');
    await user.click(within(await bar()).getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to the website' });
    const saveAndPublish = within(dialog).getByRole('button', { name: 'Save and publish' });
    expect(saveAndPublish).toBeEnabled();
    await user.click(saveAndPublish);
    expect(
      await screen.findByText('Arabic is incomplete: fill its required fields before publishing.'),
    ).toBeInTheDocument();
    // The edits went to the draft first; the refusal takes nothing from the form.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/developers/7/draft' });
    expect(await findField('Name (English)')).toHaveValue('Emaar Holdings');
  });

  it('unpublishes and discards the draft after confirming', async () => {
    const sent = serve(developer({ has_draft: true, draft_updated_at: new Date().toISOString() }), {
      name: { en: 'Emaar Draft', ar: 'إعمار' },
    });
    const { user } = renderForm('/developers/7');
    await user.click(within(await bar()).getByRole('button', { name: 'Discard draft' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    await user.click(within(discard).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();
    await user.click(within(await bar()).getByRole('button', { name: 'Unpublish' }));
    const unpublish = await screen.findByRole('dialog', { name: 'Unpublish this record?' });
    await user.click(within(unpublish).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ method, path, ifMatch }) => [method, path, ifMatch])).toEqual([
      ['DELETE', '/developers/7/draft', '"4"'],
      ['POST', '/developers/7/unpublish', '"4"'],
    ]);
  });

  it('schedules an unpublish, clears the schedule, and shows a failed scheduled publish', async () => {
    const sent = serve(
      developer({
        publish_at: '2030-01-01T06:00:00.000Z',
        schedule_error: 'Arabic is incomplete: fill its required fields before publishing.',
      }),
    );
    const { user } = renderForm('/developers/7');
    const region = await bar();
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'The scheduled publish did not happen: Arabic is incomplete',
    );
    expect(within(region).getByText(/Publishes on/)).toHaveTextContent(/2030/);
    await user.click(within(region).getByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    const unpublishAt = within(dialog).getByLabelText('Unpublish at');
    await user.click(unpublishAt);
    await user.type(unpublishAt, '2030-02-01 18:30{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/developers/7/schedule',
      ifMatch: '"4"',
    });
    const body = sent[0]!.body as { publish_at: string; unpublish_at: string };
    expect(body.publish_at).toBe('2030-01-01T06:00:00.000Z');
    expect(new Date(body.unpublish_at).getTime()).toBe(new Date(2030, 1, 1, 18, 30).getTime());

    await user.click(within(region).getByRole('button', { name: 'Schedule…' }));
    const again = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    await user.click(within(again).getByRole('button', { name: 'Clear schedule' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ publish_at: null, unpublish_at: null });
  });

  it('copies an absolute preview link', async () => {
    const sent = serve(developer());
    const { user } = renderForm('/developers/7');
    // user-event's clipboard stands in for the browser's; its reading back fails in jsdom, so the write is
    // watched.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(await bar()).getByRole('button', { name: 'Copy preview link' }));
    expect(
      await screen.findByText('Preview link copied. It works for 24 hours.'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/developers/7/preview' });
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/api/public/developers/emaar?preview=tok`,
    );
  });

  it('offers a sales role no action and the live record', async () => {
    serve(developer({ has_draft: true }), { name: { en: 'Emaar Draft', ar: '' } });
    renderForm('/developers/7', { role: 'sales-manager' });
    const region = await bar();
    expect(await findField('Name (English)')).toHaveValue('Emaar');
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
  });
});
