import { HomeIcon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

export function NotFoundPage() {
  return (
    <Container size="md" className="py-16 text-center">
      <p
        aria-hidden="true"
        className="font-black font-display text-[7rem] text-gold-gradient leading-none tracking-tighter sm:text-[9rem]"
      >
        404
      </p>
      <h1 className="mt-4 font-black font-display text-3xl text-ink">Page Not Found</h1>
      <p className="mx-auto mt-3 max-w-md text-ink-muted">
        The page you are looking for rolled off the table. Check the address or head back to the lobby.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8" icon={<HomeIcon />}>
        Go Home
      </ButtonLink>
    </Container>
  );
}
