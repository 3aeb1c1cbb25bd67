import type { ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '../../../components/ui/button';

export interface CtaLink {
  to: string;
  label: string;
  variant?: ButtonVariant;
  icon?: ReactNode;
}

/** A row of large call-to-action buttons; players and guests each get their own list. */
export function CtaLinks({ links, className }: { links: CtaLink[]; className: string }) {
  return (
    <div className={className}>
      {links.map(({ to, label, variant, icon }) => (
        <ButtonLink key={label} to={to} size="lg" variant={variant} icon={icon}>
          {label}
        </ButtonLink>
      ))}
    </div>
  );
}
