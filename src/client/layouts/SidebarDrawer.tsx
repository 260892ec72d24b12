import { Drawer } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  placement: 'left' | 'right';
  width: number;
  dark: boolean;
  children: ReactNode;
}

/** The sidebar below 1200 px. Its own chunk: wide screens never need antd's Drawer for it. */
export default function SidebarDrawer({ open, onClose, placement, width, dark, children }: Props) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={width}
      closable={false}
      className={`sidebar-drawer sidebar-drawer--${dark ? 'dark' : 'light'}`}
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
