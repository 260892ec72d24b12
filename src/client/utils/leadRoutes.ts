/**
 * Where each lead kind lives in the SPA (the seed's routes), shared by the leads screens, the dashboard and the
 * menu badges, which live in different features.
 */
import { LEAD_KINDS, type LeadKind } from '../../shared/leadRules';

export const LEAD_LIST_PATHS: Record<LeadKind, string> = {
  contact: '/contact-forms',
  project: '/project-forms',
  consulting: '/consulting-forms',
  sale: '/sale-forms',
};

export const leadPath = (kind: LeadKind, id: number) => `${LEAD_LIST_PATHS[kind]}/${id}`;

/** The menu item id of each kind's list (menuItems.ts). */
export const LEAD_MENU_IDS: Record<LeadKind, string> = {
  contact: 'contactForms',
  project: 'projectForms',
  consulting: 'consultingForms',
  sale: 'saleForms',
};

export const isLeadKind = (value: string | undefined): value is LeadKind =>
  (LEAD_KINDS as readonly string[]).includes(value ?? '');
