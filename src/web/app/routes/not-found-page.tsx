import { HomeIcon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';

export function NotFoundPage() {
  const t = useT<typeof texts>('common');
  return (
    <Container size="md" className="py-16 text-center">
      <p
        aria-hidden="true"
        className="font-black font-display text-[7rem] text-gold-gradient leading-none tracking-tighter sm:text-[9rem]"
      >
        404
      </p>
      <h1 className="mt-4 font-black font-display text-3xl text-ink">{t('pageTitle.notFound')}</h1>
      <p className="mx-auto mt-3 max-w-md text-ink-muted">{t('notFound.body')}</p>
      <ButtonLink to="/" size="lg" className="mt-8" icon={<HomeIcon />}>
        {t('goHome')}
      </ButtonLink>
    </Container>
  );
}
