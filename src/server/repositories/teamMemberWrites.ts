/** Creating, updating and deleting team members: each write is one transaction with the photo. */
import type { Kysely } from 'kysely';
import type { TeamMemberInput } from '../../shared/teamMembers';
import type { Config } from '../config';
import { nowIso, type Database } from '../db/database';
import { MODEL_TYPES, attachSlots, idsOf, mediaErrors, type MediaSlot } from './contentMedia';
import { flag, nextSortOrder, throwIfErrors } from './contentRows';
import { deleteMediaOf } from '../media/attach';

type Db = Kysely<Database>;
const modelType = MODEL_TYPES.teamMember;

function columns(input: TeamMemberInput) {
  return {
    name_en: input.name.en,
    name_ar: input.name.ar,
    position: JSON.stringify(input.position),
    department: input.department,
    bio: JSON.stringify(input.bio),
    email: input.email,
    phone: input.phone,
    whatsapp: input.whatsapp,
    languages: JSON.stringify(input.languages),
    broker_number: input.broker_number,
    linkedin_url: input.linkedin_url,
    is_published: flag(input.is_published),
  };
}

const slots = (input: TeamMemberInput): MediaSlot[] => [
  { field: 'photo_id', collection: 'photo', kind: 'image', ids: idsOf(input.photo_id) },
];

export async function createTeamMember(db: Db, input: TeamMemberInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    throwIfErrors(await mediaErrors(trx, slots(input), { modelType }));
    const now = nowIso();
    const { id } = await trx
      .insertInto('team_members')
      .values({
        ...columns(input),
        sort_order: await nextSortOrder(trx, 'team_members'),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachSlots(trx, { modelType, modelId: id }, slots(input));
    return id;
  });
}

export async function updateTeamMember(
  db: Db,
  id: number,
  input: TeamMemberInput,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('team_members')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return false;
    throwIfErrors(await mediaErrors(trx, slots(input), { modelType, modelId: id }));
    await trx
      .updateTable('team_members')
      .set({ ...columns(input), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await attachSlots(trx, { modelType, modelId: id }, slots(input));
    return true;
  });
}

export async function deleteTeamMember(db: Db, config: Config, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('team_members').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await deleteMediaOf(trx, config, modelType, id);
    return true;
  });
}
