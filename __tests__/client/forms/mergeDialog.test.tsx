/**
 * The merge dialog of a stale save (docs/product.md#editing-together): which fields it lists, the side each
 * offers first, its choices, and the values they make; in English and in Arabic (right to left).
 */
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import MergeDialog from '../../../src/client/components/forms/MergeDialog';
import {
  differingFields,
  mergedValues,
  type MergeField,
} from '../../../src/client/components/forms/mergeFields';
import { renderInApp } from '../../support/renderInApp';
import { media } from './formHarness';

const T = (en: string, ar: string) => ({ en, ar });

describe('the fields a merge lists', () => {
  const base = {
    name: T('Emaar', 'إعمار'),
    phone: '+971 4 000 0000',
    logo: [media(3)],
    is_published: true,
    handover: dayjs('2027-12-01T00:00:00Z'),
    social: { instagram: null, x: 'https://x.com/emaar' },
  };

  it('lists each differing field once, each language on its own, suggesting the side that changed it', () => {
    const theirs = {
      ...base,
      name: T('Emaar Group', 'إعمار العقارية'),
      phone: '+971 4 111 1111',
      // The same file read again: a new preview URL is no difference.
      logo: [media(3, { preview_url: '/media/3/other.webp' })],
      handover: dayjs('2027-12-01T00:00:00Z'),
      social: { instagram: 'https://instagram.com/emaar', x: 'https://x.com/emaar' },
    };
    const mine = { ...base, name: T('Emaar Properties', 'إعمار'), is_published: false };
    const fields = differingFields(base, theirs, mine);
    expect(fields.map(({ key, suggested }) => [key, suggested])).toEqual([
      ['name.en', 'mine'], // both changed it
      ['name.ar', 'theirs'], // only they did
      ['phone', 'theirs'],
      ['is_published', 'mine'], // only I did
      ['social.instagram', 'theirs'],
    ]);
    expect(fields[0]).toMatchObject({ field: 'name', lang: 'en', theirs: 'Emaar Group' });
    expect(fields[4]).toMatchObject({ field: 'social.instagram', path: ['social', 'instagram'] });
  });

  it('makes the form values of the choices, leaving every other field as typed', () => {
    const theirs = { ...base, name: T('Emaar Group', 'إعمار العقارية'), phone: '+971 4 111 1111' };
    const mine = { ...base, name: T('Emaar Properties', 'إعمار'), phone: '+971 4 222 2222' };
    const fields = differingFields(base, theirs, mine);
    const merged = mergedValues(mine, theirs, fields, { 'name.ar': 'theirs', phone: 'mine' });
    expect(merged).toEqual({
      ...base,
      name: T('Emaar Properties', 'إعمار العقارية'),
      phone: '+971 4 222 2222',
    });
    // Nothing of mine was changed in place.
    expect(mine.name).toEqual(T('Emaar Properties', 'إعمار'));
    expect(mergedValues(mine, theirs, fields, {})).toEqual({
      ...mine,
      name: T('Emaar Properties', 'إعمار العقارية'),
    });
  });
});

const fields: MergeField[] = [
  {
    key: 'name.en',
    path: ['name', 'en'],
    field: 'name',
    lang: 'en',
    theirs: 'Emaar Group',
    mine: 'Emaar Properties',
    suggested: 'mine',
  },
  {
    key: 'name.ar',
    path: ['name', 'ar'],
    field: 'name',
    lang: 'ar',
    theirs: 'إعمار العقارية',
    mine: 'إعمار',
    suggested: 'theirs',
  },
  {
    key: 'is_published',
    path: ['is_published'],
    field: 'is_published',
    theirs: true,
    mine: false,
    suggested: 'mine',
  },
  {
    key: 'logo',
    path: ['logo'],
    field: 'logo',
    theirs: [],
    mine: [media(3)],
    suggested: 'mine',
  },
];

describe('the merge dialog', () => {
  it('shows theirs and mine per field and language, with the suggested side chosen, and saves the choices', async () => {
    const onApply = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderInApp(
      <MergeDialog
        fields={fields}
        labelPrefixes={['developers.form']}
        onApply={onApply}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else saved this record meanwhile',
    });
    expect(dialog).toHaveTextContent(
      '4 fields differ between the version saved meanwhile and yours',
    );

    const english = within(dialog).getByRole('radiogroup', { name: 'Name (English)' });
    expect(within(english).getByRole('radio', { name: 'Yours: Emaar Properties' })).toBeChecked();
    expect(
      within(english).getByRole('radio', { name: 'Saved meanwhile: Emaar Group' }),
    ).not.toBeChecked();
    const arabic = within(dialog).getByRole('radiogroup', { name: 'Name (Arabic)' });
    expect(
      within(arabic).getByRole('radio', { name: 'Saved meanwhile: إعمار العقارية' }),
    ).toBeChecked();
    expect(within(arabic).getByText('إعمار العقارية')).toHaveAttribute('dir', 'rtl');
    const published = within(dialog).getByRole('radiogroup', { name: 'Published' });
    expect(
      within(published).getByRole('radio', { name: 'Saved meanwhile: Yes' }),
    ).not.toBeChecked();
    expect(within(published).getByRole('radio', { name: 'Yours: No' })).toBeChecked();
    const logo = within(dialog).getByRole('radiogroup', { name: 'Logo' });
    expect(within(logo).getByRole('radio', { name: 'Saved meanwhile: —' })).toBeInTheDocument();
    expect(within(logo).getByRole('radio', { name: 'Yours: photo-3.jpg' })).toBeInTheDocument();

    await user.click(within(english).getByRole('radio', { name: 'Saved meanwhile: Emaar Group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    expect(onApply).toHaveBeenCalledWith({
      'name.en': 'theirs',
      'name.ar': 'theirs',
      is_published: 'mine',
      logo: 'mine',
    });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes every side at once, and goes back without saving', async () => {
    const onApply = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderInApp(
      <MergeDialog
        fields={fields}
        labelPrefixes={['developers.form']}
        onApply={onApply}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Take everything saved meanwhile' }),
    );
    for (const group of within(dialog).getAllByRole('radiogroup'))
      expect(within(group).getByRole('radio', { name: /^Saved meanwhile/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Keep all of yours' }));
    for (const group of within(dialog).getAllByRole('radiogroup'))
      expect(within(group).getByRole('radio', { name: /^Yours/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Back to my changes' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('speaks Arabic, right to left, each value in its own direction', async () => {
    renderInApp(
      <MergeDialog
        fields={fields}
        labelPrefixes={['developers.form']}
        onApply={jest.fn()}
        onCancel={jest.fn()}
      />,
      { locale: 'ar' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'حفظ شخص آخر هذا السجل في الأثناء' });
    expect(dialog).toHaveTextContent('تختلف 4 حقول');
    expect(document.documentElement.dir).toBe('rtl');
    expect(dialog.closest('.ant-modal-wrap')).toHaveClass('ant-modal-wrap-rtl');
    const english = within(dialog).getByRole('radiogroup', { name: 'الاسم (بالإنجليزية)' });
    expect(within(english).getByText('Emaar Group')).toHaveAttribute('dir', 'ltr');
    expect(
      within(dialog).getByRole('radiogroup', { name: 'الاسم (بالعربية)' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'احفظ بهذه الاختيارات' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'عودة إلى تعديلاتي' })).toBeInTheDocument();
  });
});
