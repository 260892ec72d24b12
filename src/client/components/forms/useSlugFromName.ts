import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { slugify } from '../../../shared/content/rules';

/**
 * The slug follows the English name until the user edits the slug; from then on it is theirs. A saved
 * record's slug is never regenerated: it is in public URLs already.
 */
export function useSlugFromName(form: FormInstance, hasSavedSlug: boolean) {
  const ownSlug = useRef(hasSavedSlug);
  return useCallback(
    (changed: { slug?: unknown; name?: { en?: string } }) => {
      if ('slug' in changed) ownSlug.current = true;
      const english = changed.name?.en;
      if (!ownSlug.current && typeof english === 'string')
        form.setFieldValue('slug', slugify(english));
    },
    [form],
  );
}
