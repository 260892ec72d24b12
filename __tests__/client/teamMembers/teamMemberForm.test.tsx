import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TeamMember, TeamMemberInput } from '../../../src/shared/content/teamMembers';
import { server } from '../../support/mswServer';
import { findField, imageFile, media, mediaUploads, renderForm } from '../forms/formHarness';

const member: TeamMember = {
  id: 4,
  name: { en: 'Omar Khalil', ar: 'عمر خليل' },
  position: { en: 'Senior broker', ar: 'وسيط أول' },
  department: 'Sales',
  bio: { en: '', ar: '' },
  email: 'omar@example.com',
  phone: null,
  whatsapp: null,
  languages: ['ar', 'en'],
  broker_number: 'BRN-1234',
  linkedin_url: null,
  is_published: true,
  photo: media(9),
  sort_order: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
};

describe('team member form', () => {
  it('adds a member with languages picked by name and an uploaded photo', async () => {
    const uploads = mediaUploads(60);
    const sent: TeamMemberInput[] = [];
    server.use(
      http.post('/api/admin/team-members', async ({ request }) => {
        sent.push((await request.json()) as TeamMemberInput);
        return HttpResponse.json({ data: member, message: 'Created' }, { status: 201 });
      }),
    );
    const { user } = renderForm('/our-team/add');
    await user.click(await findField('Name (English)'));
    await user.paste('Sara Ali');
    await user.click(screen.getByLabelText('Position (English)'));
    await user.paste('Broker');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Languages spoken'), 'Fren');
    await user.click((await screen.findAllByTitle('French')).at(-1)!);
    await user.upload(screen.getByLabelText('Photo'), imageFile('sara.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: 'photo-60.jpg' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid Email'),
    );
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Team list' })).toBeInTheDocument();
    expect(screen.getByText('Data has been added successfully')).toBeInTheDocument();
    expect(uploads.map((upload) => upload.collection)).toEqual(['photo']);
    expect(sent).toEqual([
      {
        name: { en: 'Sara Ali', ar: '' },
        position: { en: 'Broker', ar: '' },
        department: null,
        bio: { en: '', ar: '' },
        email: 'sara@example.com',
        phone: null,
        whatsapp: null,
        languages: ['fr'],
        broker_number: null,
        linkedin_url: null,
        is_published: true,
        photo_id: 60,
      },
    ]);
  });

  it('edits a member: loads, shows a server failure message, then saves', async () => {
    let attempts = 0;
    server.use(
      http.get('/api/admin/team-members/4', () => HttpResponse.json({ data: member })),
      http.put('/api/admin/team-members/4', async ({ request }) => {
        attempts += 1;
        // Each attempt names the version the form loaded; a failed one moves nothing.
        expect(request.headers.get('if-match')).toBe('"1"');
        if (attempts === 1)
          return HttpResponse.json(
            { message: 'An Error Occured, Please try again!' },
            { status: 500 },
          );
        const body = (await request.json()) as TeamMemberInput;
        expect(body).toMatchObject({
          languages: ['ar', 'en'],
          photo_id: 9,
          broker_number: 'BRN-1234',
        });
        return HttpResponse.json({ data: member, message: 'Updated' });
      }),
    );
    const { user } = renderForm('/our-team/4');
    expect(await findField('Name (English)')).toHaveValue('Omar Khalil');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An Error Occured, Please try again!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
