import type { ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '../../../components/ui/button';
import { type HomeKey, useHomeT } from '../home-texts';

export interface CtaLink {
  to: string;
  /** The button's words, by their key in the home catalogue. */
  label: HomeKey;
  variant?: ButtonVariant;
  icon?: ReactNode;
}

/** A row of large call-to-action buttons; players and guests each get their own list. */
export function CtaLinks({ links, className }: { links: CtaLink[]; className: string }) {
  const t = useHomeT();
  return (
    <div className={className}>
      {links.map(({ to, label, variant, icon }) => (
        <ButtonLink key={label} to={to} size="lg" variant={variant} icon={icon}>
          {t(label)}
        </ButtonLink>
      ))}
    </div>
  );
}
