import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, description }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <p className="font-semibold text-gold-400 text-xs uppercase tracking-[0.3em]">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-black font-display text-3xl text-ink tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-3 text-ink-muted">{description}</p>}
    </div>
  );
}
