import { type PublicUser, RESET_FUNDS, type Session, STARTING_FUNDS } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { nowIso } from '../../clock';
import type { WalletService } from '../../core/money/wallet-service';
import { uniqueViolation } from '../../db/constraint-errors';
import type { UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type AppError, badRequest, conflict, forbidden, notAuthorized } from '../../http/errors';
import { hashToken, newToken } from '../../http/tokens';
import { toPublicUser } from '../user-rows';
import { createAdminGrants } from './admin-grants';
import type { PasswordGuard } from './password-guard';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { type ProfileInput, planProfileChanges } from './profile-changes';
import type { AccountsRepository, TokenOwner } from './repository';
import { createSessionCache, type SessionChange } from './session-cache';
import { checkEmail, checkPassword, checkUsername } from './validation';

export interface AccountsSettings {
  adminEmails: string[];
  tokenTtlDays: number;
  /** Counts wrong passwords per account and per address, for login and profile changes alike. */
  passwordGuard: PasswordGuard;
  /**
   * Told after a password change has revoked every other session of the user (the one that made
   * the change, if any, is kept), so that their open sockets can be closed too.
   */
  onOtherSessionsRevoked?: (userId: number, keptToken: string | null) => void;
  /** Told of every session that ended or changed here, to tell the other instances (sessionsChanged). */
  onSessionsChanged?: (change: SessionChange) => void;
}

function duplicateError(error: unknown): AppError | undefined {
  const column = uniqueViolation(error);
  if (column?.includes('email')) return conflict(messages.emailTaken);
  if (column?.includes('username')) return conflict(messages.usernameTaken);
  return undefined;
}

export function createAccountsService(
  uow: UnitOfWork,
  repository: AccountsRepository,
  wallet: WalletService,
  settings: AccountsSettings,
) {
  const adminGrants = createAdminGrants(repository.executor, settings.adminEmails);
  const sessions = createSessionCache();

  /** Drops cached sessions here; `broadcast` also tells the other instances. */
  function sessionsChanged(change: SessionChange, broadcast = true) {
    if ('userId' in change) sessions.forgetUser(change.userId);
    else sessions.forgetToken(change.tokenHash);
    if (broadcast) settings.onSessionsChanged?.(change);
  }

  async function issueSession(user: UserRow): Promise<Session> {
    const token = newToken();
    const now = new Date();
    const expires = new Date(now.getTime() + settings.tokenTtlDays * 24 * 60 * 60 * 1000);
    await repository.insertToken(hashToken(token), user.id, now.toISOString(), expires.toISOString());
    return { ...toPublicUser(user), token };
  }

  /** The session behind a bearer token (its user and expiry); 401 when unknown or expired, 403 when banned. */
  async function sessionOf(token: string): Promise<TokenOwner> {
    let owner = sessions.get(token);
    if (!owner) {
      const tokenHash = hashToken(token);
      const read = sessions.readStarts();
      owner = await repository.findTokenOwner(tokenHash);
      if (!owner) throw notAuthorized();
      sessions.set(token, tokenHash, owner, read);
    }
    if (owner.expiresAt <= nowIso()) {
      const tokenHash = hashToken(token);
      sessions.forgetToken(tokenHash);
      await repository.deleteToken(tokenHash);
      throw notAuthorized();
    }
    if (owner.user.isBanned === 1) throw forbidden(messages.banned);
    return owner;
  }

  async function ensureFree(username: string | undefined, email: string | undefined, selfId?: number) {
    if (username !== undefined) {
      const owner = await repository.findByUsername(username);
      if (owner && owner.id !== selfId) throw conflict(messages.usernameTaken);
    }
    if (email !== undefined) {
      const owner = await repository.findByEmail(email);
      if (owner && owner.id !== selfId) throw conflict(messages.emailTaken);
    }
  }

  return {
    async register(input: { username?: string; email?: string; password?: string }): Promise<Session> {
      const username = input.username?.trim() ?? '';
      const email = input.email?.trim() ?? '';
      const password = input.password ?? '';
      if (!username || !email || !password) throw badRequest(messages.fillAllFields);
      checkUsername(username);
      checkEmail(email);
      checkPassword(password);
      // Hashed before the names are checked, so that a taken e-mail answers no faster than a free one:
      // the answer's time tells nothing (its words do, as SPEC.md has them; see README's security notes).
      const passwordHash = await hashPassword(password);
      await ensureFree(username, email);

      const now = nowIso();
      try {
        const user = await uow.run(async (trx) => {
          const created = await repository.insert(trx, {
            username,
            usernameLower: username.toLowerCase(),
            email,
            emailLower: email.toLowerCase(),
            passwordHash,
            funFunds: 0,
            isAdmin: 0,
            profilePicture: null,
            createdAt: now,
            updatedAt: now,
          });
          // The first sign-up of a listed address is made admin, and the grant recorded, in this transaction.
          if (await adminGrants.grantAtSignUp(trx, created.id, created.emailLower)) created.isAdmin = 1;
          const funFunds = await wallet.credit(trx, created.id, STARTING_FUNDS, {
            type: 'signup',
            description: 'Welcome bonus',
          });
          return { ...created, funFunds };
        });
        return await issueSession(user);
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
    },

    async login(input: { email?: string; password?: string }, address: string): Promise<Session> {
      const email = input.email?.trim() ?? '';
      const password = input.password ?? '';
      if (!email || !password) throw badRequest(messages.fillAllFields);
      const user = await repository.findByEmail(email);
      // An e-mail no account has is counted like an account, so that the limit tells nothing either.
      const attempt = { account: user ? `user:${user.id}` : `email:${email.toLowerCase()}`, address };
      await settings.passwordGuard.check(attempt);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !passwordOk) {
        await settings.passwordGuard.failed(attempt);
        throw notAuthorized(messages.invalidCredentials);
      }
      if (user.isBanned === 1) throw forbidden(messages.banned);
      return issueSession(user);
    },

    /** The user behind a bearer token; 401 when unknown or expired, 403 when banned. */
    async authenticate(token: string): Promise<UserRow> {
      return (await sessionOf(token)).user;
    },

    /** The same check, answering the token's expiry too: the socket handshake closes the socket then. */
    sessionOf,

    async logout(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      await repository.deleteToken(tokenHash);
      sessionsChanged({ tokenHash });
    },

    /** Drops what this process remembers of sessions that ended or changed (on any instance). */
    sessionsChanged,

    async profile(userId: number): Promise<PublicUser> {
      const user = await repository.findById(userId);
      if (!user) throw notAuthorized();
      return toPublicUser(user);
    },

    /**
     * Changes username, e-mail and password, each with the current password (see profile-changes.ts).
     * A new password signs the user out of every other session; the one that made the change
     * (`currentToken`) stays. `address` is where the call came from, for the password guard.
     */
    async updateProfile(
      userId: number,
      input: ProfileInput,
      currentToken: string | null,
      address: string,
    ): Promise<PublicUser> {
      const current = await repository.findById(userId);
      if (!current) throw notAuthorized();
      const changes = await planProfileChanges(current, input, {
        guard: settings.passwordGuard,
        address,
        isReserved: adminGrants.isListed,
      });
      if (Object.keys(changes).length === 0) return toPublicUser(current);

      await ensureFree(changes.username, changes.email, userId);
      try {
        const updated = await uow.forUser(userId, async (trx) => {
          const row = await repository.update(trx, userId, changes, nowIso());
          if (changes.passwordHash) {
            await repository.deleteOtherTokensOfUser(
              trx,
              userId,
              currentToken ? hashToken(currentToken) : null,
            );
          }
          return row;
        });
        sessionsChanged({ userId });
        if (changes.passwordHash) settings.onOtherSessionsRevoked?.(userId, currentToken ?? null);
        return toPublicUser(updated);
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
    },

    async resetFunds(userId: number): Promise<{ funFunds: number; message: string }> {
      const funFunds = await uow.forUser(userId, (trx) =>
        wallet.setBalance(trx, userId, RESET_FUNDS, { type: 'reset', description: 'Funds reset to 1000' }),
      );
      return { funFunds, message: messages.fundsReset };
    },

    /** At start-up: ADMIN_EMAILS addresses held by accounts and never granted give their grant (once). */
    async promoteConfiguredAdmins(): Promise<number> {
      const promoted = await adminGrants.grantToHolders(uow.run);
      for (const userId of promoted) sessionsChanged({ userId });
      return promoted.length;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
