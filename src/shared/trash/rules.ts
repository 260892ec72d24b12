/**
 * The Trash's vocabulary (docs/product.md#trash): the kinds of record it holds, who reaches which, its texts.
 * Plain values, no schema library, so the client's screen imports them cheaply; the contract is schemas.ts.
 */
import { adminPaths } from '../common/apiPaths';
import { mayCall, type Role } from '../permissions';

/** The kinds of record a delete moves to the Trash; `lead` is any of the desk's four kinds. */
export const TRASH_TYPES = ['developer', 'project', 'team-member', 'home-asset', 'lead'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** The admin route that deletes each kind: whoever may call it may see and restore that kind in the Trash. */
const DELETE_ROUTE: Readonly<Record<TrashType, string>> = {
  developer: `${adminPaths.developers}/:id`,
  project: `${adminPaths.projects}/:id`,
  'team-member': `${adminPaths.teamMembers}/:id`,
  'home-asset': `${adminPaths.homeAssets}/:id`,
  lead: `${adminPaths.forms}/:kind/:id`,
};

/** The kinds `role` may see and restore in the Trash: those it may delete (docs/security.md#trash). */
export function trashTypesOf(role: Role): TrashType[] {
  return TRASH_TYPES.filter((type) => mayCall(role, 'DELETE', DELETE_ROUTE[type]));
}

/** Items per page of the Trash list. */
export const TRASH_PER_PAGE = 20;

export const trashMessages = {
  restored: 'Data has been restored successfully',
  emptied: 'The trash has been emptied',
  developerInTrash: 'Its developer is in the trash: restore the developer first',
  hasLiveProjects: 'The developer has projects outside the trash',
} as const;
