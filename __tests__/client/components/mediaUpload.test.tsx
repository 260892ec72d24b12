import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import {
  MediaUpload,
  type MediaUploadProps,
} from '../../../src/client/components/MediaUpload/MediaUpload';
import type { Media } from '../../../src/shared/common/schemas';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderInApp } from '../../support/renderInApp';
import { imageFile, media, TOKEN } from '../forms/formHarness';

/** The uploader as a form field holds it; the ids it would submit are printed. */
function Field({ initial = [], ...props }: Partial<MediaUploadProps> & { initial?: Media[] }) {
  const [value, setValue] = useState<Media[]>(initial);
  return (
    <>
      <label htmlFor="gallery">Gallery</label>
      <MediaUpload
        id="gallery"
        accept={['image']}
        multiple
        value={value}
        onChange={setValue}
        {...props}
      />
      <output aria-label="ids">{value.map((item) => item.id).join(',')}</output>
    </>
  );
}

function renderField(props: Partial<MediaUploadProps> & { initial?: Media[] } = {}) {
  storeSession(TOKEN);
  return renderInApp(<Field {...props} />);
}

const ids = () => screen.getByRole('status', { name: 'ids' });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

describe('MediaUpload', () => {
  it('uploads with the token, shows progress, then the preview; removal empties the value', async () => {
    const answer = deferred();
    const sent: { authorization: string | null; collection: unknown }[] = [];
    server.use(
      http.post('/api/admin/media', async ({ request }) => {
        const form = await request.formData();
        sent.push({
          authorization: request.headers.get('authorization'),
          collection: form.get('collection'),
        });
        await answer.promise;
        return HttpResponse.json({ data: media(5) }, { status: 201 });
      }),
    );
    const { user } = renderField({ collection: 'gallery' });
    await user.upload(await screen.findByLabelText('Gallery'), imageFile('tower.png'));

    expect(
      await screen.findByRole('progressbar', { name: 'Uploading tower.png' }),
    ).toBeInTheDocument();
    answer.resolve();
    const preview = await screen.findByRole('img', { name: 'photo-5.jpg' });
    expect(preview).toHaveAttribute('src', '/media/5/preview.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(ids()).toHaveTextContent('5');
    expect(sent).toEqual([{ authorization: `Bearer ${TOKEN}`, collection: 'gallery' }]);

    await user.click(screen.getByRole('button', { name: 'Remove photo-5.jpg' }));
    expect(screen.queryByRole('img', { name: 'photo-5.jpg' })).not.toBeInTheDocument();
    expect(ids()).toHaveTextContent('');
  });

  it('shows a PDF as an icon and its name, linking to the file', async () => {
    const pdf = media(8, { name: 'brochure.pdf', mime_type: 'application/pdf', preview_url: null });
    renderField({ initial: [pdf], accept: ['pdf'], multiple: false });
    const link = await screen.findByRole('link', { name: /brochure\.pdf/ });
    expect(link).toHaveAttribute('href', pdf.original_url);
    expect(within(link).getByRole('img', { hidden: true })).toHaveClass('anticon-file-pdf');
  });

  it('reorders with the move buttons and by dragging, keeping the ids in the new order', async () => {
    const { user } = renderField({ initial: [media(1), media(2), media(3)] });
    await user.click(await screen.findByRole('button', { name: 'Move photo-1.jpg later' }));
    expect(ids()).toHaveTextContent('2,1,3');
    expect(screen.getByRole('button', { name: 'Move photo-2.jpg earlier' })).toBeDisabled();

    // Drag the last tile onto the first.
    const tiles = screen.getAllByRole('listitem');
    fireEvent.dragStart(tiles[2]!);
    fireEvent.dragOver(tiles[0]!);
    fireEvent.drop(tiles[0]!);
    expect(ids()).toHaveTextContent('3,2,1');
  });

  it('refuses a wrong type or an oversized file before sending it', async () => {
    const { user } = renderField();
    const input = await screen.findByLabelText('Gallery');
    // As a user who picks "All files" in the chooser, past the `accept` filter.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    // The specification's sentence, then the reason.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occured while uploading the data “notes.txt” is not an accepted file here. Choose JPG, PNG, WEBP, GIF.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss notes.txt' }));

    const huge = imageFile('huge.png');
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occured while uploading the data “huge.png” is too large: at most 15 MB.',
    );
    expect(ids()).toHaveTextContent('');
  });

  it.each([
    [
      415,
      { message: 'This type of file is not allowed.' },
      'The server does not accept the type of “a.png”.',
    ],
    [413, { message: 'The file is too large.' }, '“a.png” is too large for the server.'],
    [422, { message: 'The file is not a valid image.' }, 'The file is not a valid image.'],
    [500, {}, ''],
  ])('shows the server refusing an upload (%i)', async (status, body, reason) => {
    server.use(http.post('/api/admin/media', () => HttpResponse.json(body, { status })));
    const { user } = renderField();
    await user.upload(await screen.findByLabelText('Gallery'), imageFile('a.png'));
    // The specification's sentence, then the reason when there is one.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.trim()).toBe(
      `An error occured while uploading the data ${reason}`.trim(),
    );
    expect(ids()).toHaveTextContent('');
  });

  it('keeps both files when two uploads finish together', async () => {
    let next = 20;
    server.use(
      http.post('/api/admin/media', () =>
        HttpResponse.json({ data: media(next++) }, { status: 201 }),
      ),
    );
    const { user } = renderField();
    await user.upload(await screen.findByLabelText('Gallery'), [
      imageFile('a.png'),
      imageFile('b.png'),
    ]);
    await waitFor(() => expect(ids()).toHaveTextContent(/^(20,21|21,20)$/));
  });

  it('keeps the order the files were chosen in, whichever upload ends first', async () => {
    const slowB = deferred();
    let sent = 0;
    server.use(
      // b is sent first (31) and answered last; c (32) is answered at once.
      http.post('/api/admin/media', async () => {
        sent += 1;
        const id = 30 + sent;
        if (id === 31) await slowB.promise;
        return HttpResponse.json({ data: media(id) }, { status: 201 });
      }),
    );
    const { user } = renderField({ initial: [media(5)] });
    await user.upload(await screen.findByLabelText('Gallery'), [
      imageFile('b.png'),
      imageFile('c.png'),
    ]);
    await waitFor(() => expect(ids()).toHaveTextContent(/^5,32$/));
    slowB.resolve();
    await waitFor(() => expect(ids()).toHaveTextContent(/^5,31,32$/));
  });
});
