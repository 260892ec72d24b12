import type { Company, CompanyInput } from '../../../shared/account/schemas';
import {
  DEFAULT_CURRENCY,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../../shared/account/rules';
import type { Media } from '../../../shared/common/schemas';
import type { Translatable } from '../../../shared/common/translatable';
import {
  mediaIdOf,
  mediaList,
  textOrNull,
  translatableOf,
  translatableOrEmpty,
} from '../../components/forms/formValues';

export interface CompanyFormValues {
  name: string;
  logo: Media[];
  email: string;
  phone: string;
  whatsapp: string;
  address: Translatable;
  default_currency: string;
  social: Record<SocialNetwork, string>;
  require_arabic_to_publish: boolean;
}

export const companyErrorAliases = { logo_id: 'logo' };

export function companyFormValues(company?: Company, fallbackName = ''): CompanyFormValues {
  return {
    name: company?.name ?? fallbackName,
    logo: mediaList(company?.logo),
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    whatsapp: company?.whatsapp ?? '',
    address: translatableOrEmpty(company?.address),
    default_currency: company?.default_currency ?? DEFAULT_CURRENCY,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((key) => [key, company?.social[key] ?? '']),
    ) as Record<SocialNetwork, string>,
    require_arabic_to_publish: company?.require_arabic_to_publish ?? false,
  };
}

export function companyInput(values: CompanyFormValues): CompanyInput {
  return {
    name: values.name.trim(),
    logo_id: mediaIdOf(values.logo),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    whatsapp: textOrNull(values.whatsapp),
    address: translatableOf(values.address),
    default_currency: values.default_currency,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((key) => [key, textOrNull(values.social?.[key])]),
    ) as CompanyInput['social'],
    require_arabic_to_publish: values.require_arabic_to_publish ?? false,
  };
}
