import type { AuthUser } from '../../src/shared/auth/schemas';
import type { Publication } from '../../src/shared/publication/schemas';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type Role } from '../../src/shared/common/constants';

export const adminUser: AuthUser = {
  id: 1,
  name: 'Layla Haddad',
  email: 'layla@example.com',
  picture: null,
  photoUrl: null,
  company: { id: 1, name: 'Gulf Homes', media: [] },
  role_type: 'super-admin',
};

/** Puts a session in local storage, as a previous visit would have left it. */
export function storeSession(
  token = 'stored-token',
  user: AuthUser = adminUser,
  role: Role = 'super-admin',
) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...user, role_type: role }));
}

/** A record's publication as the API answers it: published, complete in both languages, no draft. */
export function publicationState(overrides: Partial<Publication> = {}): Publication {
  const complete = { complete: true, missing: [] };
  return {
    status: 'published',
    has_draft: false,
    draft_updated_at: null,
    draft_updated_by: null,
    publish_at: null,
    unpublish_at: null,
    schedule_error: null,
    last_published_at: '2026-04-28T10:12:00.000Z',
    versions_count: 2,
    completeness: { en: complete, ar: complete },
    require_arabic: false,
    ...overrides,
  };
}
