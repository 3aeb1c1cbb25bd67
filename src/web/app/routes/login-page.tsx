import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LockIcon, UserIcon } from '../../components/icons';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { validateLogin } from '../../features/auth/validation';
import { errorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';
import { AuthLayout } from './auth-layout';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const t = useT<typeof texts>('common');
  const { fields, field } = useFields({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = fields;
    const problem = validateLogin(email, password);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await login(email.trim(), password);
      navigate('/');
    } catch (failure) {
      setError(errorText(failure, t('login.failed')));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Alert message={error} />
        <Input
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
          icon={<UserIcon size={18} />}
          placeholder={t('form.emailPlaceholder')}
        />
        <PasswordInput
          label={t('form.password')}
          autoComplete="current-password"
          {...field('password')}
          icon={<LockIcon size={18} />}
          placeholder={t('login.passwordPlaceholder')}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-muted text-sm">
        {t('login.noAccount')}{' '}
        <Link
          to="/register"
          className="rounded font-semibold text-gold-300 hover:text-gold-200 hover:underline"
        >
          {t('login.registerLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
