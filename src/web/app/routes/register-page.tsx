import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CheckCircleIcon,
  CoinsIcon,
  GamepadIcon,
  GiftIcon,
  LockIcon,
  UserIcon,
} from '../../components/icons';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, PasswordInput } from '../../components/ui/input';
import { type RegisterFields, validateRegister } from '../../features/auth/validation';
import { errorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';
import { AuthLayout } from './auth-layout';

const BENEFITS = [
  { text: 'register.benefitFunds', icon: CoinsIcon },
  { text: 'register.benefitGames', icon: GamepadIcon },
  { text: 'register.benefitItems', icon: GiftIcon },
] as const;

function Benefits() {
  const t = useT<typeof texts>('common');
  return (
    <Card as="div" className="animate-rise-in overflow-hidden p-6 [animation-delay:120ms] sm:p-8">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-48 rounded-full bg-gold-500/15 blur-3xl"
      />
      <h2 className="relative font-bold font-display text-2xl text-ink">{t('register.benefitsTitle')}</h2>
      <ul className="relative mt-5 space-y-4">
        {BENEFITS.map(({ text, icon: Icon }) => (
          <li key={text} className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-control bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/25">
              <Icon size={20} />
            </span>
            <span className="text-ink-soft">{t(text)}</span>
          </li>
        ))}
      </ul>
      <p className="relative mt-7 flex items-start gap-2.5 rounded-control border border-win-400/30 bg-win-500/10 p-4 text-sm text-win-300">
        <CheckCircleIcon size={18} className="mt-0.5 shrink-0" />
        {t('register.noRealMoney')}
      </p>
    </Card>
  );
}

const EMPTY: RegisterFields = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const t = useT<typeof texts>('common');
  const { fields, field } = useFields<RegisterFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateRegister(fields);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await register(fields.username.trim(), fields.email.trim(), fields.password);
      navigate('/');
    } catch (failure) {
      setError(errorText(failure, t('register.failed')));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')} aside={<Benefits />}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Alert message={error} />
        <Input
          label={t('form.username')}
          autoComplete="username"
          required
          helperText={t('register.usernameHelp')}
          icon={<UserIcon size={18} />}
          placeholder={t('register.usernamePlaceholder')}
          {...field('username')}
        />
        <Input
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          placeholder={t('form.emailPlaceholder')}
          {...field('email')}
        />
        <PasswordInput
          label={t('form.password')}
          autoComplete="new-password"
          helperText={t('register.passwordHelp')}
          icon={<LockIcon size={18} />}
          {...field('password')}
        />
        <PasswordInput
          label={t('form.confirmPassword')}
          autoComplete="new-password"
          icon={<LockIcon size={18} />}
          {...field('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-muted text-sm">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="rounded font-semibold text-gold-300 hover:text-gold-200 hover:underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
