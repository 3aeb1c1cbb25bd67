import type { ReactNode } from 'react';
import { BrandChip } from '../../components/brand-chip';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame shared by the login and register pages. */
export function AuthLayout({ title, subtitle, aside, children }: AuthLayoutProps) {
  return (
    <Container size={aside ? 'lg' : 'sm'} className="py-4 sm:py-8">
      <div className={aside ? 'grid items-start gap-8 lg:grid-cols-[1fr_0.9fr]' : ''}>
        <Card className="animate-rise-in p-6 sm:p-8">
          <div className="mb-7 flex flex-col items-center text-center">
            <BrandChip size={52} />
            <h1 className="mt-4 font-black font-display text-3xl text-ink">{title}</h1>
            <p className="mt-1.5 text-ink-muted text-sm">{subtitle}</p>
          </div>
          {children}
        </Card>
        {aside}
      </div>
    </Container>
  );
}
