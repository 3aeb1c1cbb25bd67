import type { ComponentType, ReactNode } from 'react';
import { ConeIcon, HomeIcon } from '../../components/icons';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';

interface PlaceholderPageProps {
  title: string;
  tagline: string;
  icon: ComponentType<{ size?: number; className?: string }>;
  /** What the finished page will offer. */
  highlights: string[];
  note?: ReactNode;
}

/** A page whose feature is still being built: its title, what it will be, and a way back. */
export function PlaceholderPage({ title, tagline, icon: Icon, highlights, note }: PlaceholderPageProps) {
  return (
    <Container size="lg" className="animate-rise-in">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="grid size-16 shrink-0 place-items-center rounded-card bg-linear-to-br from-gold-400/25 to-royal-600/30 text-gold-300 shadow-glow-gold">
          <Icon size={34} />
        </span>
        <div>
          <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">{title}</h1>
          <p className="mt-1 text-ink-muted">{tagline}</p>
        </div>
      </header>

      <Card className="mt-8 overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 animate-shimmer bg-[linear-gradient(90deg,transparent,var(--color-gold-400),transparent)] bg-[length:200%_100%]"
        />
        <div className="grid gap-8 p-6 sm:p-8 md:grid-cols-[auto_1fr] md:items-center">
          <span className="mx-auto grid size-24 place-items-center rounded-full border border-gold-400/25 bg-night-950/60 text-gold-400">
            <ConeIcon size={44} />
          </span>
          <div>
            <Badge tone="gold">In development</Badge>
            <p className="mt-3 font-bold font-display text-ink text-xl">This page is being built.</p>
            <p className="mt-1 text-ink-muted">
              {note ?? 'It will open here soon. Meanwhile, explore the rest of the casino.'}
            </p>
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2 text-ink-soft text-sm">
                  <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-gold-400" />
                  {highlight}
                </li>
              ))}
            </ul>
            <ButtonLink to="/" variant="outline" className="mt-6" icon={<HomeIcon size={18} />}>
              Back to Home
            </ButtonLink>
          </div>
        </div>
      </Card>
    </Container>
  );
}
