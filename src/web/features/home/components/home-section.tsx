import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

interface HomeSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A band of the home page: a centred heading with its eyebrow line, over the section's content. */
export function HomeSection({ id, eyebrow, title, description, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="py-14">
      <Container>
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="font-semibold text-gold-400 text-xs uppercase tracking-[0.3em]">{eyebrow}</p>
          <h2 id={id} className="mt-3 font-black font-display text-3xl text-ink tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description && <p className="mt-3 text-ink-muted">{description}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
