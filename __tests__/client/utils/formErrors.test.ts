import { createIntl } from 'react-intl';
import { fieldPathOf, serverFieldErrors } from '../../../src/client/utils/formErrors';

const intl = createIntl({
  locale: 'ar',
  messages: { 'form.server.slugTaken': 'هذا المعرّف (slug) مستخدم بالفعل.' },
});

describe('server field errors', () => {
  it('reads nested keys in dot and bracket forms as antd paths', () => {
    expect(fieldPathOf('name.en')).toEqual(['name', 'en']);
    expect(fieldPathOf('payment_plan.1.label.ar')).toEqual(['payment_plan', 1, 'label', 'ar']);
    expect(fieldPathOf('payment_plan[0].percent')).toEqual(['payment_plan', 0, 'percent']);
  });

  it('renames media ids to the uploader fields, merges their messages and translates known ones', () => {
    const error = {
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: {
          slug: ['The slug has already been taken.'],
          'gallery_ids.0': ['First missing.'],
          'gallery_ids.3': ['Fourth missing.'],
          'name.en': ['Required.'],
        },
      },
    };
    expect(serverFieldErrors(error, intl, { gallery_ids: 'gallery' })).toEqual([
      { name: ['slug'], errors: ['هذا المعرّف (slug) مستخدم بالفعل.'] },
      { name: ['gallery'], errors: ['First missing.', 'Fourth missing.'] },
      { name: ['name', 'en'], errors: ['Required.'] },
    ]);
  });

  it('finds nothing in an answer without field errors', () => {
    expect(serverFieldErrors({ status: 500, data: { message: 'Boom' } }, intl)).toEqual([]);
    expect(serverFieldErrors(new Error('offline'), intl)).toEqual([]);
  });
});
