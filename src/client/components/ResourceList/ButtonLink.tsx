import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * An antd button that is a real link (middle-click and "open in new tab" work) yet navigates inside the SPA
 * on a plain click.
 */
export function ButtonLink({
  to,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) =>
        handleClick(event as MouseEvent<HTMLAnchorElement>)
      }
    />
  );
}
