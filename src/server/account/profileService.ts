/**
 * The admin's profile write: one transaction that checks the email and the avatar, writes the user and
 * attaches the avatar (media owned through users.avatar_media_id).
 */
import type { Kysely } from 'kysely';
import { accountMessages, type ProfileInput } from '../../shared/account/schemas';
import { changesOf, recordAudit } from '../audit/auditRepository';
import { emailTaken, normaliseEmail, updateUserProfile } from '../auth/userRepository';
import { isUniqueViolation } from '../db/constraintErrors';
import type { Database, UserRow } from '../db/database';
import { HttpError, validationError } from '../httpErrors';
import { attachSlots, idsOf, mediaErrors, type MediaSlot } from '../uploads/mediaSlots';

type Db = Kysely<Database>;

const avatarSlot = (id: number | null): MediaSlot => ({
  field: 'avatar_id',
  collection: 'avatar',
  kind: 'image',
  ids: idsOf(id),
});

const emailConflict = () =>
  new HttpError(409, accountMessages.emailTaken, { email: [accountMessages.emailTaken] });

export async function updateProfile(
  db: Db,
  user: Pick<UserRow, 'id' | 'avatar_media_id' | 'name' | 'email'>,
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
      const changes = changesOf(
        { name: user.name, email: user.email, avatar_id: user.avatar_media_id },
        { name: input.name.trim(), email: normaliseEmail(input.email), avatar_id: avatarId },
      );
      if (Object.keys(changes).length > 0)
        await recordAudit(trx, {
          entity: 'user',
          entityId: userId,
          action: 'email' in changes ? 'email-change' : 'update',
          changes,
        });
    });
  } catch (error) {
    // Two admins taking the same address at once: the unique index decides, and the loser gets the 409.
    if (isUniqueViolation(error)) throw emailConflict();
    throw error;
  }
}
