import type { Media } from '../../../shared/common/schemas';
import type { TeamMember, TeamMemberInput } from '../../../shared/content/teamMembers';
import type { Translatable } from '../../../shared/common/translatable';
import {
  mediaIdOf,
  mediaList,
  textOrNull,
  translatableOf,
  translatableOrEmpty,
} from '../../components/forms/formValues';

export interface TeamMemberFormValues {
  name: Translatable;
  position: Translatable;
  department: string;
  bio: Translatable;
  email: string;
  phone: string;
  whatsapp: string;
  languages: string[];
  broker_number: string;
  linkedin_url: string;
  is_published: boolean;
  photo: Media[];
}

export const teamMemberErrorAliases = { photo_id: 'photo' };

export function teamMemberFormValues(record?: TeamMember): TeamMemberFormValues {
  return {
    name: translatableOrEmpty(record?.name),
    position: translatableOrEmpty(record?.position),
    department: record?.department ?? '',
    bio: translatableOrEmpty(record?.bio),
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    whatsapp: record?.whatsapp ?? '',
    languages: record?.languages ?? [],
    broker_number: record?.broker_number ?? '',
    linkedin_url: record?.linkedin_url ?? '',
    is_published: record?.is_published ?? true,
    photo: mediaList(record?.photo),
  };
}

export function teamMemberInput(values: TeamMemberFormValues): TeamMemberInput {
  return {
    name: translatableOf(values.name),
    position: translatableOf(values.position),
    department: textOrNull(values.department),
    bio: translatableOf(values.bio),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    whatsapp: textOrNull(values.whatsapp),
    languages: values.languages ?? [],
    broker_number: textOrNull(values.broker_number),
    linkedin_url: textOrNull(values.linkedin_url),
    is_published: Boolean(values.is_published),
    photo_id: mediaIdOf(values.photo),
  };
}
