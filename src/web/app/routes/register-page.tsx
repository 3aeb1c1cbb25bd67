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
import { useFields } from '../../lib/use-fields';
import { useAuth } from '../auth/auth-context';
import { AuthLayout } from './auth-layout';

const BENEFITS = [
  { text: '100 Fun Funds to start playing', icon: CoinsIcon },
  { text: 'Access to all games', icon: GamepadIcon },
  { text: 'Ability to buy virtual items', icon: GiftIcon },
];

function Benefits() {
  return (
    <Card as="div" className="animate-rise-in overflow-hidden p-6 [animation-delay:120ms] sm:p-8">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-48 rounded-full bg-gold-500/15 blur-3xl"
      />
      <h2 className="relative font-bold font-display text-2xl text-ink">Sign up and get</h2>
      <ul className="relative mt-5 space-y-4">
        {BENEFITS.map(({ text, icon: Icon }) => (
          <li key={text} className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-control bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/25">
              <Icon size={20} />
            </span>
            <span className="text-ink-soft">{text}</span>
          </li>
        ))}
      </ul>
      <p className="relative mt-7 flex items-start gap-2.5 rounded-control border border-win-400/30 bg-win-500/10 p-4 text-sm text-win-300">
        <CheckCircleIcon size={18} className="mt-0.5 shrink-0" />
        No real money is involved. Fun Funds are play money for entertainment only and cannot be bought or
        cashed out.
      </p>
    </Card>
  );
}

const EMPTY: RegisterFields = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
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
      setError(errorText(failure, 'Registration failed. Please try again.'));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Free forever. Start with 100 Fun Funds."
      aside={<Benefits />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Alert message={error} />
        <Input
          label="Username"
          autoComplete="username"
          required
          helperText="3-20 characters: letters, digits and _"
          icon={<UserIcon size={18} />}
          placeholder="LuckyPirate"
          {...field('username')}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          {...field('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          helperText="At least 6 characters"
          icon={<LockIcon size={18} />}
          {...field('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          icon={<LockIcon size={18} />}
          {...field('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? 'Creating account...' : 'Register'}
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-muted text-sm">
        Already have an account?{' '}
        <Link to="/login" className="rounded font-semibold text-gold-300 hover:text-gold-200 hover:underline">
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
