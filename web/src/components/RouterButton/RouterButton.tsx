import type { ReactElement, ReactNode } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type RouterButtonProps = { to: string; children?: ReactNode; icon?: ReactElement; appearance?: ButtonProps['appearance'] };

/** A Fluent button that is a real link to an in-app route (client-side navigation, opens in a new tab with Ctrl/Cmd). */
export function RouterButton({ to, children, icon, appearance }: RouterButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} icon={icon} appearance={appearance}>
      {children}
    </Button>
  );
}
