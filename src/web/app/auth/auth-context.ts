import { createContext, useContext } from 'react';
import type { PublicUser, Session } from '../../../contract/accounts';

/** The signed-in player: the session (token included) merged with the latest profile. */
export type User = Session;

export interface AuthContextValue {
  user: User | null;
  /** True while the start-up profile check, a login or a registration runs. */
  loading: boolean;
  /** True once the stored session has been checked (at once when there is none). */
  initialized: boolean;
  login: (email: string, password: string) => Promise<void>;
  register: (username: string, email: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Merges fresh profile fields (e.g. a PUT /api/users/profile answer) into the user and saves it. */
  updateUser: (profile: Partial<PublicUser>) => void;
  setFunFunds: (funFunds: number) => void;
  refreshBalance: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
