/** Creating, updating and deleting team members: each write is one transaction with the photo. */
import type { Kysely } from 'kysely';
import type { TeamMemberInput } from '../../shared/content/teamMembers';
import { flag } from '../db/columns';
import type { Database } from '../db/database';
import { throwIfErrors } from '../httpErrors';
import { MODEL_TYPES, idsOf, mediaErrors, type MediaSlot } from '../uploads/mediaSlots';
import {
  createContent,
  deleteContent,
  updateContent,
  type ContentWriteSpec,
} from './contentRepository';

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

async function check(db: Db, input: TeamMemberInput, id?: number): Promise<void> {
  throwIfErrors(await mediaErrors(db, slots(input), { modelType, modelId: id }));
}

const spec: ContentWriteSpec<TeamMemberInput> = {
  table: 'team_members',
  modelType,
  columns,
  slots,
  check,
};

export const createTeamMember = (db: Db, input: TeamMemberInput) => createContent(spec, db, input);

/** False when there is no such team member. */
export const updateTeamMember = (
  db: Db,
  id: number,
  input: TeamMemberInput,
  expected?: readonly number[],
) => updateContent(spec, db, id, input, expected);

/** Moves the team member to the Trash; false when there is no such team member. */
export const deleteTeamMember = (db: Db, id: number) => deleteContent(spec, db, id);
