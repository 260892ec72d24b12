import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  Company,
  PasswordChangeInput,
  ProfileInput,
} from '../../../src/shared/account/schemas';
import type { AuthUser } from '../../../src/shared/auth/schemas';
import { toast } from '../../../src/client/components/toast/toastStore';
import { USER_STORAGE_KEY } from '../../../src/shared/common/constants';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderApp, setWindowWidth } from '../../support/renderApp';
import { imageFile, media, mediaUploads } from '../forms/formHarness';

const company: Company = {
  id: 1,
  name: 'Gulf Homes',
  logo: null,
  email: null,
  phone: null,
  whatsapp: null,
  address: { en: 'Business Bay, Dubai', ar: 'الخليج التجاري، دبي' },
  default_currency: 'AED',
  social: { instagram: null, linkedin: null, x: null, youtube: null, facebook: null, tiktok: null },
  require_arabic_to_publish: false,
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
};

// Full app renders with antd forms run slowly on the shared 2-core machine.
jest.setTimeout(60_000);
// Lazy tabs and antd forms can take seconds to appear on a busy machine; waiting longer costs nothing when fast.
configure({ asyncUtilTimeout: 10_000 });

const storedUser = () => JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null');

type User = ReturnType<typeof renderApp>['user'];
/** Pasting is as real as typing for these checks and much faster than typing key by key. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('the profile page', () => {
  beforeEach(() => {
    storeSession();
    server.use(
      http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser })),
      http.get('/api/admin/company', () => HttpResponse.json({ data: company })),
      http.get('/api/admin/profile/availability', () =>
        HttpResponse.json({ data: { available: true, working_hours: null } }),
      ),
    );
  });
  afterEach(() => setWindowWidth(1024));

  it('saves the account and updates the header and the stored user at once', async () => {
    const sent: ProfileInput[] = [];
    server.use(
      http.put('/api/admin/profile', async ({ request }) => {
        const body = (await request.json()) as ProfileInput;
        sent.push(body);
        const user: AuthUser = { ...adminUser, name: body.name, email: body.email };
        return HttpResponse.json({ data: user, message: 'Profile has been updated successfully' });
      }),
    );
    const { user } = renderApp('/profile');
    const name = await screen.findByLabelText('Name');
    expect(within(screen.getByRole('button', { name: /, user menu$/ })).getByText('Layla Haddad'));
    await user.clear(name);
    await fill(user, name, 'Layla Al Haddad');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const menu = screen.getByRole('button', { name: /, user menu$/ });
    await waitFor(() => expect(within(menu).getByText('Layla Al Haddad')).toBeInTheDocument());
    expect(screen.getByText('Data has been updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Layla Al Haddad', email: 'layla@example.com', avatar_id: null },
    ]);
    expect(storedUser()).toMatchObject({ name: 'Layla Al Haddad', role_type: 'super-admin' });
  });

  it('asks for the current password when the email changes, and shows the server’s refusal on it', async () => {
    const sent: ProfileInput[] = [];
    server.use(
      http.put('/api/admin/profile', async ({ request }) => {
        const body = (await request.json()) as ProfileInput;
        sent.push(body);
        if (body.current_password !== 'my current password')
          return HttpResponse.json(
            {
              message: 'The given data was invalid.',
              errors: { current_password: ['The current password is incorrect.'] },
            },
            { status: 422 },
          );
        const user: AuthUser = { ...adminUser, email: body.email };
        return HttpResponse.json({ data: user, message: 'Profile has been updated successfully' });
      }),
    );
    const { user } = renderApp('/profile');
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(email);
    await fill(user, email, 'layla.new@example.com');
    const current = await screen.findByLabelText('Current password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fill(user, current, 'a wrong guess');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        expect.stringContaining('The current password is incorrect.'),
      ),
    );
    expect(storedUser()).toMatchObject({ email: 'layla@example.com' });

    await user.clear(screen.getByLabelText('Current password'));
    await fill(user, screen.getByLabelText('Current password'), 'my current password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedUser()).toMatchObject({ email: 'layla.new@example.com' }));
    expect(sent.at(-1)).toEqual({
      name: 'Layla Haddad',
      email: 'layla.new@example.com',
      avatar_id: null,
      current_password: 'my current password',
    });
    // Saved: the address is the account's own again, so the password field goes away.
    await waitFor(() =>
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument(),
    );
  });

  it('puts the server’s 409 on the email field', async () => {
    server.use(
      http.put('/api/admin/profile', () =>
        HttpResponse.json(
          {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'The email has already been taken.',
      ),
    );
    expect(storedUser()).toMatchObject({ name: 'Layla Haddad' });
  });

  it('checks the password fields with the binding messages, then the server’s', async () => {
    const sent: PasswordChangeInput[] = [];
    server.use(
      http.put('/api/admin/profile/password', async ({ request }) => {
        const body = (await request.json()) as PasswordChangeInput;
        sent.push(body);
        if (body.current_password !== 'the old passphrase')
          return HttpResponse.json(
            {
              message: 'The given data was invalid.',
              errors: { current_password: ['The current password is incorrect.'] },
            },
            { status: 422 },
          );
        return HttpResponse.json({ message: 'Password has been changed successfully' });
      }),
    );
    const { user } = renderApp('/profile?tab=password');
    const current = await screen.findByLabelText('Current password', undefined, {
      timeout: 10_000,
    });
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.click(submit);
    expect(await screen.findByText('Please fill all the fields!')).toBeInTheDocument();
    // That toast has said its part; it would otherwise stay for its 5 s and blur the check below.
    act(() => toast.dismiss());

    await fill(user, current, 'a wrong passphrase');
    await fill(user, screen.getByLabelText('New password'), 'a new passphrase!');
    await fill(user, screen.getByLabelText('Confirm the new password'), 'another passphrase');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
        'Passwords MUST MATCH',
      ),
    );
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm the new password'));
    await fill(user, screen.getByLabelText('Confirm the new password'), 'a new passphrase!');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is incorrect.',
      ),
    );
    // The field says it; no toast says it again.
    expect(document.querySelector('.toast--error')).toBeNull();

    await user.clear(current);
    await fill(user, current, 'the old passphrase');
    await user.click(submit);
    expect(await screen.findByText('Password has been changed successfully')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('says when password changes are throttled (429), and keeps what was typed', async () => {
    server.use(
      http.put('/api/admin/profile/password', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again later.' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ),
    );
    const { user } = renderApp('/profile?tab=password');
    const current = await screen.findByLabelText('Current password', undefined, {
      timeout: 10_000,
    });
    await fill(user, current, 'a sixth guess at it');
    await fill(user, screen.getByLabelText('New password'), 'a new passphrase!');
    await fill(user, screen.getByLabelText('Confirm the new password'), 'a new passphrase!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('a new passphrase!');
  });

  it('saves the company and the sidebar brand shows the new logo and name without reloading', async () => {
    setWindowWidth(1366);
    const uploads = mediaUploads(40);
    let saved: Company = company;
    server.use(
      http.put('/api/admin/company', async ({ request }) => {
        const body = (await request.json()) as { name: string; logo_id: number | null };
        saved = {
          ...company,
          name: body.name,
          logo: body.logo_id ? media(body.logo_id) : null,
          updated_at: '2026-02-01T00:00:00.000Z',
        };
        return HttpResponse.json({
          data: saved,
          message: 'Settings has been updated successfully',
        });
      }),
      http.get('/api/admin/company', () => HttpResponse.json({ data: saved })),
    );
    const { user } = renderApp('/profile?tab=company');
    const name = await screen.findByLabelText('Company name', undefined, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Gulf Homes' }).querySelector('img')).toHaveAttribute(
      'src',
      '/logo.svg',
    );
    await user.clear(name);
    await fill(user, name, 'Palm Crest Properties');
    await user.upload(screen.getByLabelText('Logo'), imageFile('logo.png'));
    await screen.findByRole('img', { name: 'photo-40.jpg' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings has been updated successfully')).toBeInTheDocument();
    const brand = await screen.findByRole('link', { name: 'Palm Crest Properties' });
    expect(brand.querySelector('img')).toHaveAttribute('src', '/media/40/photo-40.jpg');
    const menu = screen.getByRole('button', { name: /, user menu$/ });
    expect(within(menu).getByText('Palm Crest Properties')).toBeInTheDocument();
    expect(uploads.map((upload) => upload.collection)).toEqual(['logo']);
    expect(storedUser().company).toMatchObject({
      name: 'Palm Crest Properties',
      media: [{ id: 40 }],
    });
  });

  it('shows the binding failure toast when the company is refused, the error dialog when the server fails', async () => {
    setWindowWidth(1366);
    server.use(
      http.put('/api/admin/company', () =>
        HttpResponse.json({ message: 'The given data was invalid.' }, { status: 422 }),
      ),
    );
    const { user } = renderApp('/profile?tab=company');
    await screen.findByLabelText('Company name', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('An error occured while updating the Settings'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gulf Homes' })).toBeInTheDocument();

    server.use(
      http.put('/api/admin/company', () =>
        HttpResponse.json({ message: 'An Error Occured, Please try again!' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 10_000 });
    expect(within(dialog).getByText('An Error Occured, Please try again!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  });

  it('turns on Require Arabic to publish, with its help text', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('/api/admin/company', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({
          data: { ...company, require_arabic_to_publish: body.require_arabic_to_publish },
          message: 'Settings has been updated successfully',
        });
      }),
    );
    const { user } = renderApp('/profile?tab=company');
    const toggle = await screen.findByRole('switch', { name: 'Require Arabic to publish' });
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText(/published only with its required fields filled in Arabic too/),
    ).toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings has been updated successfully')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ require_arabic_to_publish: true });
  });

  it('shows the company tab only to a role that may change the company', async () => {
    storeSession('stored-token', { ...adminUser, role_type: 'editor' }, 'editor');
    server.use(
      http.get('/api/admin/me', () =>
        HttpResponse.json({ data: { ...adminUser, role_type: 'editor' } }),
      ),
    );
    renderApp('/profile?tab=company');
    // The tab asked for is not there: the account tab opens instead.
    expect(await screen.findByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Company' })).not.toBeInTheDocument();
  });
  it('has no availability tab for the super-admin, who is never assigned a lead', async () => {
    renderApp('/profile?tab=availability');
    expect(await screen.findByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Company' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Availability' })).not.toBeInTheDocument();
  });

  it('lets a sales user switch away and set working hours for routed leads', async () => {
    const sent: unknown[] = [];
    storeSession('stored-token', { ...adminUser, role_type: 'sales-agent' }, 'sales-agent');
    server.use(
      http.get('/api/admin/me', () =>
        HttpResponse.json({ data: { ...adminUser, role_type: 'sales-agent' } }),
      ),
      http.put('/api/admin/profile/availability', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json({ data: body, message: 'Availability has been updated' });
      }),
    );
    const { user } = renderApp('/profile?tab=availability');
    const card = (
      await screen.findByText('Availability for new leads', undefined, { timeout: 10_000 })
    ).closest('.ant-card') as HTMLElement;
    const available = await within(card).findByRole('switch', { name: 'I take new leads' });
    expect(available).toBeChecked();
    await user.click(available);
    await user.click(within(card).getByRole('checkbox', { name: 'Only during working hours' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(card).getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      available: false,
      working_hours: {
        days: [0, 1, 2, 3, 4, 5],
        from: '09:00',
        to: '18:00',
        time_zone: expect.any(String),
      },
    });
    expect(await screen.findByText('Availability has been updated')).toBeInTheDocument();
  });
});
