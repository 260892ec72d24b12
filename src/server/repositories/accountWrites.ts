/**
 * Writes of the admin's profile and the company: one transaction each that checks the media, writes the row
 * and attaches the avatar or logo (media owned through users.avatar_media_id and company.logo_media_id).
 */
import type { Kysely } from 'kysely';
import { accountMessages, type CompanyInput, type ProfileInput } from '../../shared/account';
import { nowIso, type CompanyRow, type Database, type UserRow } from '../db/database';
import { HttpError, validationError } from '../httpErrors';
import { attachSlots, idsOf, mediaErrors, type MediaSlot } from './contentMedia';
import { ensureCompany } from './company';
import { emailTaken, updateUserProfile } from './users';

type Db = Kysely<Database>;

const avatarSlot = (id: number | null): MediaSlot => ({
  field: 'avatar_id',
  collection: 'avatar',
  kind: 'image',
  ids: idsOf(id),
});

const logoSlot = (id: number | null): MediaSlot => ({
  field: 'logo_id',
  collection: 'logo',
  kind: 'image',
  ids: idsOf(id),
});

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(message ?? '')
  );
}

const emailConflict = () =>
  new HttpError(409, accountMessages.emailTaken, { email: [accountMessages.emailTaken] });

export async function updateProfile(
  db: Db,
  user: Pick<UserRow, 'id' | 'avatar_media_id'>,
  input: ProfileInput,
): Promise<void> {
  const userId = user.id;
  const avatarId = input.avatar_id === undefined ? user.avatar_media_id : input.avatar_id;
  try {
    await db.transaction().execute(async (trx) => {
      if (await emailTaken(trx, input.email, userId)) throw emailConflict();
      const slot = avatarSlot(avatarId);
      const errors = await mediaErrors(trx, [slot], { modelType: 'user', modelId: userId });
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await updateUserProfile(trx, userId, {
        name: input.name,
        email: input.email,
        avatarMediaId: avatarId,
      });
      await attachSlots(trx, { modelType: 'user', modelId: userId }, [slot]);
    });
  } catch (error) {
    // Two admins taking the same address at once: the unique index decides, and the loser gets the 409.
    if (isUniqueViolation(error)) throw emailConflict();
    throw error;
  }
}

/** Creates the company row on first save (a fresh install may have none). */
export async function updateCompany(db: Db, input: CompanyInput): Promise<CompanyRow> {
  return db.transaction().execute(async (trx) => {
    const { id } = await ensureCompany(trx, input.name);
    const slot = logoSlot(input.logo_id);
    const errors = await mediaErrors(trx, [slot], { modelType: 'company', modelId: id });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const row = await trx
      .updateTable('company')
      .set({
        name: input.name.trim(),
        logo_media_id: input.logo_id,
        email: input.email,
        phone: input.phone,
        whatsapp: input.whatsapp,
        address: JSON.stringify(input.address),
        default_currency: input.default_currency,
        social: JSON.stringify(input.social),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await attachSlots(trx, { modelType: 'company', modelId: id }, [slot]);
    return row;
  });
}
