import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { isCoreMessage } from '../../locales/messageParts';
import type { Role } from '../../src/shared/common/constants';
import {
  allows,
  leadListPath,
  leadPath,
  SCREEN_IDS,
  screenDef,
  screenPath,
  type ScreenId,
} from '../../src/shared/screens';

const opens = (role: Role) => SCREEN_IDS.filter((id) => allows(screenDef(id), role));
const PUBLIC: ScreenId[] = [
  'login',
  'forgotPassword',
  'resetPassword',
  'acceptInvitation',
  'notAuthorized',
  'notFound',
  'serverError',
];
const LEADS: ScreenId[] = [
  'consultingForms',
  'consultingLead',
  'saleForms',
  'saleLead',
  'projectForms',
  'projectLead',
  'contactForms',
  'contactLead',
];
const CONTENT_READ: ScreenId[] = [
  'developers',
  'developer',
  'projects',
  'project',
  'team',
  'teamMember',
];

describe('the screen registry', () => {
  it('lets a super-admin open every screen but the template one', () => {
    expect(opens('super-admin')).toEqual(SCREEN_IDS.filter((id) => id !== 'ecommerceDashboard'));
  });

  it('gives an editor the content screens and no lead screen', () => {
    expect(opens('editor')).toEqual([
      ...PUBLIC,
      'home',
      'homeAssets',
      'developers',
      'developerAdd',
      'developer',
      'projects',
      'projectAdd',
      'project',
      'team',
      'teamMemberAdd',
      'teamMember',
      'seo',
      'seoPage',
      'trash',
      'profile',
    ]);
  });

  it.each([
    ['sales-manager', ['leadRouting', 'trash']],
    ['sales-agent', []],
  ] as const)(
    'gives a %s the leads and read access to content, nothing to add or SEO',
    (role, own) => {
      const ids = opens(role);
      expect([...ids].sort()).toEqual(
        [...PUBLIC, 'home', ...CONTENT_READ, ...LEADS, ...own, 'speed', 'profile'].sort(),
      );
    },
  );

  it('opens guest and public screens to anyone, and private ones to no unknown role', () => {
    expect(allows(screenDef('login'), undefined)).toBe(true);
    expect(allows(screenDef('notAuthorized'), undefined)).toBe(true);
    expect(allows(screenDef('home'), undefined)).toBe(false);
    expect(allows(screenDef('ecommerceDashboard'), 'super-admin')).toBe(false);
  });

  it('fills in addresses from the routes', () => {
    expect(screenPath('home')).toBe('/');
    expect(screenPath('project', { id: 12 })).toBe('/projects/12');
    expect(screenPath('seoPage', { page: 'about us' })).toBe('/meta/about%20us');
    expect(leadListPath('sale')).toBe('/sale-forms');
    expect(leadPath('contact', 7)).toBe('/contact-forms/7');
  });

  it('has the binding routes', () => {
    expect(SCREEN_IDS.map((id) => screenDef(id).path).sort()).toEqual(
      [
        '/',
        '/accept-invitation',
        '/contact-forms',
        '/contact-forms/:id',
        '/project-forms',
        '/project-forms/:id',
        '/consulting-forms',
        '/consulting-forms/:id',
        '/sale-forms',
        '/sale-forms/:id',
        '/speed-to-lead',
        '/trash',
        '/users',
        '/users/:id',
        '/users/add',
        '/our-team',
        '/our-team/add',
        '/our-team/:id',
        '/projects',
        '/projects/add',
        '/projects/:id',
        '/developers',
        '/developers/add',
        '/developers/:id',
        '/meta',
        '/meta/:page',
        '/home-page/assets',
        '/lead-routing',
        '/audit',
        '/mail-queue',
        '/auto-acknowledgement',
        '/profile',
        '/login',
        '/forgot-password',
        '/reset-password',
        '/misc/not-authorized',
        '/misc/error/404',
        '/misc/error/500',
        '/ecommerce-dashboard',
      ].sort(),
    );
  });

  it('names every screen in English and Arabic, public ones with the login bundle’s texts', () => {
    for (const id of SCREEN_IDS) {
      const { title, access } = screenDef(id);
      expect({ id, en: title in en, ar: title in ar }).toEqual({ id, en: true, ar: true });
      if (typeof access === 'string')
        expect({ id, core: isCoreMessage(title) }).toEqual({ id, core: true });
    }
  });
});
