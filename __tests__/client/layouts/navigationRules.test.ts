import {
  isCollapsedRoute,
  isPathAllowed,
  matchScreen,
} from '../../../src/client/app/screens/matchScreen';
import { MENU_ITEMS } from '../../../src/client/layouts/navigation/menuItems';
import {
  activeTrail,
  canSee,
  visibleMenu,
} from '../../../src/client/layouts/navigation/permissions';
import type { MenuItem } from '../../../src/client/layouts/navigation/types';
import type { Role } from '../../../src/shared/common/constants';
import { contentCollapsed, effectiveLayout } from '../../../src/client/layouts/layoutRules';

const item = (extra: Partial<MenuItem>): MenuItem => ({
  id: 'x',
  title: 't',
  type: 'item',
  navLink: '/x',
  ...extra,
});

describe('menu permissions', () => {
  it('shows items without permissions to everyone', () => {
    expect(canSee(item({}), 'super-admin')).toBe(true);
    expect(canSee(item({}), undefined)).toBe(true);
  });

  it('shows items listing permissions only to those roles', () => {
    expect(canSee(item({ permissions: ['editor'] }), 'super-admin')).toBe(false);
    expect(canSee(item({ permissions: ['editor', 'super-admin'] }), 'super-admin')).toBe(true);
  });

  it('always shows dropdowns and external links', () => {
    expect(canSee(item({ type: 'dropdown', permissions: ['editor'] }), 'super-admin')).toBe(true);
    expect(canSee(item({ type: 'external-link', permissions: ['editor'] }), 'super-admin')).toBe(
      true,
    );
  });

  it('drops dropdowns left empty', () => {
    const items = [
      item({ id: 'a' }),
      {
        ...item({ id: 'd', type: 'dropdown' }),
        children: [item({ id: 'c', permissions: ['editor'] })],
      },
    ];
    expect(visibleMenu(items, 'super-admin').map((entry) => entry.id)).toEqual(['a']);
  });

  it('gives a super-admin the whole sidebar, in order', () => {
    const visible = visibleMenu(MENU_ITEMS, 'super-admin');
    expect(visible.map((entry) => entry.title)).toEqual([
      'menu.home',
      'menu.homeAssets',
      'menu.developers',
      'menu.projects',
      'menu.team',
      'menu.seo',
      'menu.services',
      'menu.forms',
      'menu.leadRouting',
      'menu.speed',
      'menu.trash',
      'menu.users',
      'menu.audit',
      'menu.mailQueue',
      'menu.autoAcknowledgement',
    ]);
    expect(visible[6]?.children?.map((entry) => entry.title)).toEqual([
      'menu.consultingForms',
      'menu.saleForms',
    ]);
    expect(visible[7]?.children?.map((entry) => entry.title)).toEqual([
      'menu.projectForms',
      'menu.contactForms',
    ]);
  });

  it('finds the active item and its parents, also for sub-pages', () => {
    expect(activeTrail(MENU_ITEMS, '/sale-forms').map((entry) => entry.id)).toEqual([
      'services',
      'saleForms',
    ]);
    expect(activeTrail(MENU_ITEMS, '/projects/12').map((entry) => entry.id)).toEqual(['projects']);
    expect(activeTrail(MENU_ITEMS, '/').map((entry) => entry.id)).toEqual(['home']);
    expect(activeTrail(MENU_ITEMS, '/nowhere')).toEqual([]);
  });

  it('leaves the lead groups out for an editor, and content editing for sales', () => {
    const titles = (role: Role) =>
      visibleMenu(MENU_ITEMS, role).map((entry) => [
        entry.title,
        ...(entry.children ?? []).map((child) => child.title),
      ]);
    expect(titles('editor')).toEqual([
      ['menu.home'],
      ['menu.homeAssets'],
      ['menu.developers'],
      ['menu.projects'],
      ['menu.team'],
      ['menu.seo'],
      ['menu.trash'],
    ]);
    for (const role of ['sales-manager', 'sales-agent'] as const)
      expect(titles(role)).toEqual([
        ['menu.home'],
        ['menu.developers'],
        ['menu.projects'],
        ['menu.team'],
        ['menu.services', 'menu.consultingForms', 'menu.saleForms'],
        ['menu.forms', 'menu.projectForms', 'menu.contactForms'],
        // Routing rules are the managers' (docs/product.md#routing).
        ...(role === 'sales-manager' ? [['menu.leadRouting']] : []),
        ['menu.speed'],
        // The Trash is for whoever may delete leads (docs/product.md#trash).
        ...(role === 'sales-manager' ? [['menu.trash']] : []),
      ]);
  });
});

describe('the route guard', () => {
  it('finds the screen of an address as the router does', () => {
    expect(matchScreen('/developers/add')).toBe('developerAdd');
    expect(matchScreen('/developers/12')).toBe('developer');
    expect(matchScreen('/Contact-Forms/')).toBe('contactForms');
    expect(matchScreen('/pages/profile')).toBe('profile');
    expect(matchScreen('/nowhere')).toBeUndefined();
  });

  it('refuses an address whose screen excludes the role, and allows unknown ones (they are 404s)', () => {
    expect(isPathAllowed('/ecommerce-dashboard', 'super-admin')).toBe(false);
    expect(isPathAllowed('/projects', 'super-admin')).toBe(true);
    expect(isPathAllowed('/nowhere', 'super-admin')).toBe(true);
    expect(isPathAllowed('/contact-forms/3', 'editor')).toBe(false);
    expect(isPathAllowed('/CONTACT-FORMS', 'editor')).toBe(false);
    expect(isPathAllowed('/projects/3', 'sales-agent')).toBe(true);
    expect(isPathAllowed('/projects/add', 'sales-agent')).toBe(false);
    expect(isPathAllowed('/meta/home', 'sales-manager')).toBe(false);
  });

  it('collapses the sidebar on the profile page, under its old address too', () => {
    expect(isCollapsedRoute('/profile')).toBe(true);
    expect(isCollapsedRoute('/pages/profile')).toBe(true);
    expect(isCollapsedRoute('/projects')).toBe(false);
  });
});

describe('layout rules', () => {
  it('turns the horizontal layout vertical at 1199 px and back at 1200', () => {
    expect(effectiveLayout('horizontal', 1199)).toBe('vertical');
    expect(effectiveLayout('horizontal', 1200)).toBe('horizontal');
    expect(effectiveLayout('vertical', 1600)).toBe('vertical');
  });

  it('counts content as collapsed only above 1200 px', () => {
    expect(contentCollapsed(true, 1200)).toBe(false);
    expect(contentCollapsed(true, 1201)).toBe(true);
    expect(contentCollapsed(false, 1600)).toBe(false);
  });
});
