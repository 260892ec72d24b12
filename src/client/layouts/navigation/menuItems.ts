import type { MenuItem } from './types';

/**
 * The sidebar of seed §1, in its order: both the vertical and the horizontal menu render it. Icons live in
 * menuIcons.tsx so the route guard, which reads this list on every route, does not pull them into /login.
 */
export const MENU_ITEMS: MenuItem[] = [
  { id: 'home', title: 'menu.home', type: 'item', navLink: '/' },
  {
    id: 'homeAssets',
    title: 'menu.homeAssets',
    type: 'item',

    navLink: '/home-page/assets',
  },
  {
    id: 'developers',
    title: 'menu.developers',
    type: 'item',

    navLink: '/developers',
    filterBase: '/developers',
  },
  {
    id: 'projects',
    title: 'menu.projects',
    type: 'item',

    navLink: '/projects',
    filterBase: '/projects',
  },
  {
    id: 'team',
    title: 'menu.team',
    type: 'item',

    navLink: '/our-team',
    filterBase: '/our-team',
  },
  {
    id: 'seo',
    title: 'menu.seo',
    type: 'item',

    navLink: '/meta',
    filterBase: '/meta',
  },
  {
    id: 'services',
    title: 'menu.services',
    type: 'dropdown',

    children: [
      {
        id: 'consultingForms',
        title: 'menu.consultingForms',
        type: 'item',

        navLink: '/consulting-forms',
        filterBase: '/consulting-forms',
      },
      {
        id: 'saleForms',
        title: 'menu.saleForms',
        type: 'item',

        navLink: '/sale-forms',
        filterBase: '/sale-forms',
      },
    ],
  },
  {
    id: 'forms',
    title: 'menu.forms',
    type: 'dropdown',

    children: [
      {
        id: 'projectForms',
        title: 'menu.projectForms',
        type: 'item',

        navLink: '/project-forms',
        filterBase: '/project-forms',
      },
      {
        id: 'contactForms',
        title: 'menu.contactForms',
        type: 'item',

        navLink: '/contact-forms',
        filterBase: '/contact-forms',
      },
    ],
  },
  // Seed §6: the template's eCommerce dashboard is for the admin role only. Nobody here holds that role
  // (everyone is super-admin), so it never shows and landing on it leads to the not-authorized page.
  {
    id: 'ecommerceDashboard',
    title: 'menu.ecommerceDashboard',
    type: 'item',
    navLink: '/ecommerce-dashboard',
    permissions: ['admin'],
    hidden: true,
  },
];
