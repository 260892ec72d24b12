import { MENU_ITEMS } from '../../../src/client/layouts/navigation/menuItems';
import {
  activeTrail,
  canSee,
  isPathAllowed,
  visibleMenu,
} from '../../../src/client/layouts/navigation/permissions';
import type { MenuItem } from '../../../src/client/layouts/navigation/types';
import { contentCollapsed, effectiveLayout } from '../../../src/client/layouts/layoutRules';

const item = (extra: Partial<MenuItem>): MenuItem => ({
  id: 'x',
  title: 't',
  type: 'item',
  navLink: '/x',
  ...extra,
});

describe('menu permissions (seed §6)', () => {
  it('shows items without permissions to everyone', () => {
    expect(canSee(item({}), 'super-admin')).toBe(true);
    expect(canSee(item({}), undefined)).toBe(true);
  });

  it('shows items listing permissions only to those roles', () => {
    expect(canSee(item({ permissions: ['admin'] }), 'super-admin')).toBe(false);
    expect(canSee(item({ permissions: ['admin', 'super-admin'] }), 'super-admin')).toBe(true);
  });

  it('always shows dropdowns and external links', () => {
    expect(canSee(item({ type: 'dropdown', permissions: ['editor'] }), 'super-admin')).toBe(true);
    expect(canSee(item({ type: 'external-link', permissions: ['editor'] }), 'super-admin')).toBe(
      true,
    );
  });

  it('drops hidden items and dropdowns left empty', () => {
    const items = [
      item({ id: 'a' }),
      item({ id: 'b', hidden: true }),
      {
        ...item({ id: 'd', type: 'dropdown' }),
        children: [item({ id: 'c', permissions: ['editor'] })],
      },
    ];
    expect(visibleMenu(items, 'super-admin').map((entry) => entry.id)).toEqual(['a']);
  });

  it("gives a super-admin seed §1's menu, in order", () => {
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

  it('refuses a route whose item excludes the role, and allows unknown routes (they are 404s)', () => {
    expect(isPathAllowed(MENU_ITEMS, '/ecommerce-dashboard', 'super-admin')).toBe(false);
    expect(isPathAllowed(MENU_ITEMS, '/projects', 'super-admin')).toBe(true);
    expect(isPathAllowed(MENU_ITEMS, '/nowhere', 'super-admin')).toBe(true);
  });
});

describe('layout rules (seed §2, §4)', () => {
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
