import type { ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  /** The heading element itself (h1 on a page, h2 inside one), so the outline stays the page's own. */
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A titled surface, styled like antd's Card. antd Card always bundles Tabs and Skeleton (≈15 kB gzip) for
 * features our pages do not use, so pages use this.
 */
export function Panel({ title, extra, className, children }: PanelProps) {
  return (
    <section className={className ? `panel ${className}` : 'panel'}>
      <header className="panel__head">
        {title}
        {extra && <div className="panel__extra">{extra}</div>}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}
