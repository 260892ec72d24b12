/**
 * The user object of the login and /me answers (docs/product.md#login-and-logout), including the company
 * that brands the UI.
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../shared/auth/schemas';
import type { Database, UserRow } from '../db/database';
import { getCompany } from '../company/companyRepository';
import { findMediaById } from '../uploads/mediaRepository';
import { mediaToWire } from '../uploads/mediaWire';

export async function toAuthUser(db: Kysely<Database>, user: UserRow): Promise<AuthUser> {
  const [avatar, company] = await Promise.all([
    user.avatar_media_id === null ? undefined : findMediaById(db, user.avatar_media_id),
    getCompany(db),
  ]);
  const logo =
    company?.logo_media_id == null ? undefined : await findMediaById(db, company.logo_media_id);
  const avatarUrl = avatar ? mediaToWire(avatar).original_url : null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: avatarUrl,
    photoUrl: avatarUrl,
    role_type: user.role,
    company: company
      ? { id: company.id, name: company.name, media: logo ? [mediaToWire(logo)] : [] }
      : null,
  };
}
