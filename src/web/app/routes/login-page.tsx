import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LockIcon, UserIcon } from '../../components/icons';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { validateLogin } from '../../features/auth/validation';
import { errorText } from '../../lib/api';
import { useFields } from '../../lib/use-fields';
import { useAuth } from '../auth/auth-context';
import { AuthLayout } from './auth-layout';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
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
      setError(errorText(failure, 'Login failed. Please try again.'));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to play with your Fun Funds.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Alert message={error} />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
          icon={<UserIcon size={18} />}
          placeholder="you@example.com"
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...field('password')}
          icon={<LockIcon size={18} />}
          placeholder="Your password"
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-muted text-sm">
        Don't have an account?{' '}
        <Link
          to="/register"
          className="rounded font-semibold text-gold-300 hover:text-gold-200 hover:underline"
        >
          Register
        </Link>
      </p>
    </AuthLayout>
  );
}
