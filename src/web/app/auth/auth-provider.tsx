import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../../contract/accounts';
import { fetchMe, fetchProfile, loginRequest, logoutRequest, registerRequest } from '../../features/auth/api';
import { announce } from '../../lib/announcer';
import { api, endedSession, onSessionEnded, setBearerToken } from '../../lib/api';
import { chooseLocale, currentLocale, isLocale, translate } from '../../lib/i18n';
import { readJson, removeItem, writeJson } from '../../lib/storage';
import { useLatest } from '../../lib/use-latest';
import { AuthContext, type AuthContextValue, type User } from './auth-context';

/** SPEC.md section 3: the session record is kept locally under this key. */
const SESSION_KEY = 'userInfo';

function readStoredSession(): User | null {
  const stored = readJson<User>(SESSION_KEY);
  if (!stored || typeof stored !== 'object' || typeof stored.token !== 'string' || !stored.token) return null;
  // The header must be in place before any child sends its first request.
  setBearerToken(stored.token);
  return stored;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // The router's navigate changes with the address: read at sign-out, so that the context's value (and
  // every component that reads it) does not change on each navigation.
  const navigate = useLatest(useNavigate());
  const [storedSession] = useState(readStoredSession);
  const [user, setUser] = useState<User | null>(storedSession);
  const [initialized, setInitialized] = useState(storedSession === null);
  const [loading, setLoading] = useState(storedSession !== null);
  const userRef = useRef(user);

  const commit = useCallback((next: User | null) => {
    userRef.current = next;
    setUser(next);
    setBearerToken(next?.token ?? null);
    if (next) writeJson(SESSION_KEY, next);
    else removeItem(SESSION_KEY);
  }, []);

  const updateUser = useCallback(
    (profile: Partial<PublicUser>) => {
      const current = userRef.current;
      if (current) commit({ ...current, ...profile });
    },
    [commit],
  );

  // The player's language: a saved one is applied wherever they sign in; without one, the language they
  // use now (a guest's choice, or the browser's) is saved to the profile.
  const syncLocale = useCallback(
    (profile: PublicUser) => {
      if (isLocale(profile.locale)) {
        if (profile.locale !== currentLocale()) void chooseLocale(profile.locale);
        return;
      }
      api('PUT /api/users/profile', { body: { locale: currentLocale() } }).then(
        (saved) => updateUser({ locale: saved.locale ?? null }),
        () => undefined,
      );
    },
    [updateUser],
  );

  // On start-up, check the stored session against the server. Only the server's word that it is over
  // (an expired token, a ban) signs out; a check that could not be made keeps the stored session:
  // leaving the page while it was under way cut it short and signed the player out, and so did a
  // network blip or a busy server.
  useEffect(() => {
    if (!storedSession) return;
    let cancelled = false;
    fetchProfile()
      .then((profile) => {
        if (cancelled) return;
        commit({ ...(userRef.current ?? storedSession), ...profile });
        syncLocale(profile);
      })
      .catch((error: unknown) => {
        if (!cancelled && endedSession(error)) commit(null);
      })
      .finally(() => {
        if (cancelled) return;
        setLoading(false);
        setInitialized(true);
      });
    return () => {
      cancelled = true;
    };
  }, [storedSession, commit, syncLocale]);

  // An expired token or a ban, learnt from any signed-in request, ends the session.
  useEffect(() => {
    onSessionEnded(() => {
      if (!userRef.current) return;
      commit(null);
      announce(translate('common', 'auth.signedOut'));
    });
    return () => onSessionEnded(null);
  }, [commit]);

  const login = useCallback(
    async (email: string, password: string) => {
      setLoading(true);
      try {
        const session = await loginRequest({ email, password });
        commit(session);
        syncLocale(session);
      } finally {
        setLoading(false);
      }
    },
    [commit, syncLocale],
  );

  const register = useCallback(
    async (username: string, email: string, password: string) => {
      setLoading(true);
      try {
        const session = await registerRequest({ username, email, password });
        commit(session);
        syncLocale(session);
      } finally {
        setLoading(false);
      }
    },
    [commit, syncLocale],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // Signing out locally is what matters; a failed revoke only leaves a token that expires.
    }
    commit(null);
    navigate.current('/login');
  }, [commit, navigate]);

  const setFunFunds = useCallback((funFunds: number) => updateUser({ funFunds }), [updateUser]);

  const refreshBalance = useCallback(async () => {
    const me = await fetchMe();
    setFunFunds(me.funFunds);
  }, [setFunFunds]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, initialized, login, register, logout, updateUser, setFunFunds, refreshBalance }),
    [user, loading, initialized, login, register, logout, updateUser, setFunFunds, refreshBalance],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
