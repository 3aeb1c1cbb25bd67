import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Lifts the card on hover, for cards that act as links. */
  interactive?: boolean;
  as?: 'section' | 'div' | 'article';
}

export function Card({ interactive = false, as: Tag = 'section', className, children, ...props }: CardProps) {
  return (
    <Tag
      className={cx(
        'relative rounded-card border border-line bg-surface shadow-card backdrop-blur-sm',
        interactive &&
          'transition duration-300 hover:-translate-y-1 hover:border-gold-400/40 hover:shadow-lift focus-within:border-gold-400/40',
        className,
      )}
      {...props}
    >
      {children}
    </Tag>
  );
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** The heading level fitting the page outline. */
  level?: 2 | 3;
  id?: string;
}

export function CardHeader({ title, description, icon, actions, level = 2, id }: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex items-start gap-3 border-line border-b px-5 py-4 sm:px-6">
      {icon && (
        <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-control bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/20">
          {icon}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Heading id={id} className="font-display font-bold text-ink text-lg">
          {title}
        </Heading>
        {description && <p className="mt-0.5 text-ink-muted text-sm">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx('px-5 py-5 sm:px-6', className)}>{children}</div>;
}

interface SectionCardProps extends Omit<CardHeaderProps, 'id'> {
  /** The card is a region of the page, which its title names for screen readers. */
  region?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A card headed by its title. */
export function SectionCard({ region = false, id, className, children, ...header }: SectionCardProps) {
  const generatedId = useId();
  const titleId = region ? generatedId : undefined;
  return (
    <Card aria-labelledby={titleId} id={id} className={className}>
      <CardHeader id={titleId} {...header} />
      {children}
    </Card>
  );
}
