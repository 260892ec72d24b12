import {
  AuditOutlined,
  BankOutlined,
  BranchesOutlined,
  BuildOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FormOutlined,
  HomeOutlined,
  InboxOutlined,
  MailOutlined,
  PictureOutlined,
  ProjectOutlined,
  SendOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuGroupId, MenuScreenId } from '../../../shared/screens';

/** The icon of every menu entry of the registry (shared/screens.ts): an entry without one does not compile. */
export const MENU_ICONS: Record<MenuScreenId | MenuGroupId, ReactNode> = {
  home: <HomeOutlined />,
  homeAssets: <PictureOutlined />,
  developers: <BankOutlined />,
  projects: <BuildOutlined />,
  team: <TeamOutlined />,
  seo: <FileSearchOutlined />,
  services: <CustomerServiceOutlined />,
  consultingForms: <SolutionOutlined />,
  saleForms: <DollarOutlined />,
  forms: <FormOutlined />,
  projectForms: <ProjectOutlined />,
  contactForms: <MailOutlined />,
  leadRouting: <BranchesOutlined />,
  speed: <FieldTimeOutlined />,
  users: <UserSwitchOutlined />,
  audit: <AuditOutlined />,
  mailQueue: <InboxOutlined />,
  autoAcknowledgement: <SendOutlined />,
};
