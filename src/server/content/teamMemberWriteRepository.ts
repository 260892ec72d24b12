/**
 * Creating, updating and deleting team members: each write is one transaction with the photo; drafts and
 * publishing go through the same write path (teamMemberPublishable).
 */
import type { Kysely } from 'kysely';
import { TeamMemberInputSchema, type TeamMemberInput } from '../../shared/content/teamMembers';
import { publicPaths } from '../../shared/common/apiPaths';
import type { TeamMemberRow } from '../db/contentTables';
import { flag } from '../db/columns';
import type { Database } from '../db/database';
import { throwIfErrors } from '../httpErrors';
import { MODEL_TYPES, idsOf, mediaErrors, type MediaSlot } from '../uploads/mediaSlots';
import { createContent, deleteContent, type ContentWriteSpec } from './contentRepository';
import { contentPublishable } from './contentPublishable';
import { teamMemberRow, teamMembersToWire } from './teamMemberRepository';

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

const spec: ContentWriteSpec<TeamMemberInput, TeamMemberRow> = {
  table: 'team_members',
  modelType,
  columns,
  slots,
  check,
  row: teamMemberRow,
  toWire: teamMembersToWire,
};

export const createTeamMember = (db: Db, input: TeamMemberInput) => createContent(spec, db, input);

/** Writes (PUT, PATCH), drafts and publishing; its preview is the team list with this one member. */
export const teamMemberPublishable = contentPublishable(spec, {
  input: TeamMemberInputSchema,
  publicPath: () => publicPaths.teamMembers,
});

/** Moves the team member to the Trash; false when there is no such team member. */
export const deleteTeamMember = (db: Db, id: number) => deleteContent(spec, db, id);
