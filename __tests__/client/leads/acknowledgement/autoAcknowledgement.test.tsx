/**
 * The auto-acknowledgement editor (docs/product.md#auto-acknowledgement): it shows both languages (Arabic
 * right to left), says what each field may use (no {name} in a subject), previews as one types, shows the
 * server's field errors and saves what was typed.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AutoAcknowledgementPage from '../../../../src/client/features/leads/acknowledgement/pages/AutoAcknowledgementPage';
import type { AutoAcknowledgement } from '../../../../src/shared/leads/acknowledgement/schemas';
import { ackMessages } from '../../../../src/shared/leads/acknowledgement/rules';
import { server } from '../../../support/mswServer';
import { renderList } from '../../lists/listTestKit';

configure({ asyncUtilTimeout: 10_000 });

const stored: AutoAcknowledgement = {
  enabled: false,
  en: { subject: 'Thanks: {reference}', body: 'Hello {name}, we received {reference}.' },
  ar: { subject: 'شكراً: {reference}', body: 'استلمنا {reference}.' },
};

/** Fills the placeholders as the server does, or answers its 422 for an unknown one or {name} in a subject. */
function servePreview(current: AutoAcknowledgement = stored) {
  const asked: unknown[] = [];
  server.use(
    http.get('/api/admin/auto-acknowledgement', () => HttpResponse.json({ data: current })),
    http.post('/api/admin/auto-acknowledgement/preview', async ({ request }) => {
      const body = (await request.json()) as Pick<AutoAcknowledgement, 'en' | 'ar'>;
      asked.push(body);
      const errors: Record<string, string[]> = {};
      for (const locale of ['en', 'ar'] as const)
        for (const field of ['subject', 'body'] as const)
          if (/\{(?!name\}|reference\}|company\}|project\})/.test(body[locale][field]))
            errors[`${locale}.${field}`] = [ackMessages.unknownPlaceholder];
          else if (field === 'subject' && body[locale][field].includes('{name}'))
            errors[`${locale}.${field}`] = [ackMessages.submittedInSubject];
      if (Object.keys(errors).length > 0)
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors },
          { status: 422 },
        );
      const fill = (text: string) =>
        text.replace('{name}', 'Omar Haddad').replace('{reference}', 'PRJ-2026-000123');
      return HttpResponse.json({
        data: {
          en: { subject: fill(body.en.subject), body: fill(body.en.body) },
          ar: { subject: fill(body.ar.subject), body: fill(body.ar.body) },
        },
      });
    }),
  );
  return asked;
}

const SUBJECT_REFUSAL =
  'A subject cannot use {name}: it never repeats what a visitor typed. Use {reference}, {company} or {project}.';

describe('the auto-acknowledgement editor', () => {
  it('shows both languages, the Arabic one right to left, with a preview of each', async () => {
    servePreview();
    renderList('/auto-acknowledgement', <AutoAcknowledgementPage />, '/auto-acknowledgement');
    const english = await screen.findByRole('region', { name: 'English' });
    const arabic = screen.getByRole('region', { name: 'Arabic' });
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(english).getByLabelText('Subject (English)')).toHaveValue('Thanks: {reference}');
    expect(within(arabic).getByLabelText('Subject (Arabic)')).toHaveValue('شكراً: {reference}');
    expect(screen.getByRole('switch')).not.toBeChecked();
    const preview = await screen.findByRole('region', { name: 'Preview (Arabic)' });
    expect(await within(preview).findByText('شكراً: PRJ-2026-000123')).toBeInTheDocument();
    expect(within(preview).getByText('استلمنا PRJ-2026-000123.')).toBeInTheDocument();
  });

  it('previews as one types and shows an unknown placeholder, or {name} in a subject, on its field', async () => {
    const asked = servePreview();
    const { user } = renderList(
      '/auto-acknowledgement',
      <AutoAcknowledgementPage />,
      '/auto-acknowledgement',
    );
    const subject = await screen.findByLabelText('Subject (English)');
    const preview = screen.getByRole('region', { name: 'Preview (English)' });
    await within(preview).findByText('Thanks: PRJ-2026-000123');
    await user.clear(subject);
    await user.type(subject, 'Hello from {{city}');
    expect(
      await screen.findByText(
        'Unknown placeholder. Use {name}, {reference}, {company} or {project}.',
      ),
    ).toBeInTheDocument();
    expect(
      within(preview).getByText('The preview appears once the texts are valid.'),
    ).toBeInTheDocument();
    await user.clear(subject);
    await user.type(subject, 'Hello {{name}');
    expect(await screen.findByText(SUBJECT_REFUSAL)).toBeInTheDocument();
    await user.clear(subject);
    await user.type(subject, 'Hello {{reference}');
    expect(await within(preview).findByText('Hello PRJ-2026-000123')).toBeInTheDocument();
    expect(screen.queryByText(SUBJECT_REFUSAL)).not.toBeInTheDocument();
    // Typing is debounced: far fewer previews than keystrokes.
    expect(asked.length).toBeLessThan(15);
  });

  it('says what each field may use, what of the visitor is repeated and how often', async () => {
    servePreview();
    renderList('/auto-acknowledgement', <AutoAcknowledgementPage />, '/auto-acknowledgement');
    expect(
      await screen.findByText(
        'Subject: the placeholders {reference} {company} {project}. A subject never repeats what a visitor typed, so {name} is refused there.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Message: the placeholders \{name\} \{reference\} \{company\} \{project\}\. \{name\} is the name given on the form, left out when it does not look like a name \(a link, an email address, digits, several lines or more than 60 characters\): “Hello \{name\},” then reads “Hello,”\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^An address gets one acknowledgement per period set on the server/),
    ).toBeInTheDocument();
  });

  it('shows the refusal on a subject saved with {name} before it was refused, in Arabic', async () => {
    servePreview({ ...stored, ar: { ...stored.ar, subject: 'شكراً {name}' } });
    renderList('/auto-acknowledgement', <AutoAcknowledgementPage />, '/auto-acknowledgement', 'ar');
    const arabic = await screen.findByRole('region', { name: 'العربية' });
    expect(
      await within(arabic).findByText(
        'لا يمكن أن يتضمن الموضوع {name}: فالموضوع لا يكرر أبداً ما كتبه الزائر. استخدم {reference} أو {company} أو {project}.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^الموضوع: العناصر النائبة \{reference\} \{company\} \{project\}\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/^يتلقى العنوان الواحد رداً تلقائياً واحداً/)).toBeInTheDocument();
  });

  it('saves both languages and the switch', async () => {
    servePreview();
    const saved: AutoAcknowledgement[] = [];
    server.use(
      http.put('/api/admin/auto-acknowledgement', async ({ request }) => {
        const body = (await request.json()) as AutoAcknowledgement;
        saved.push(body);
        return HttpResponse.json({ data: body, message: ackMessages.saved });
      }),
    );
    const { user } = renderList(
      '/auto-acknowledgement',
      <AutoAcknowledgementPage />,
      '/auto-acknowledgement',
      'ar',
    );
    const body = await screen.findByLabelText('الرسالة (العربية)');
    await user.clear(body);
    await user.type(body, 'وصلنا طلبك {{reference}');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { ...stored, enabled: true, ar: { ...stored.ar, body: 'وصلنا طلبك {reference}' } },
      ]),
    );
    expect(await screen.findByText('تم حفظ الرد التلقائي.')).toBeInTheDocument();
  });
});
