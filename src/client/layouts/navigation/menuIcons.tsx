import {
  BankOutlined,
  BuildOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  FileSearchOutlined,
  FormOutlined,
  HomeOutlined,
  MailOutlined,
  PictureOutlined,
  ProjectOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The menu's icons by item id. */
export const MENU_ICONS: Record<string, ReactNode> = {
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
};
