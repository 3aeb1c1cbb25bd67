import { describe, expect, it } from 'vitest';
import type { WalletService } from '../../core/money/wallet-service';
import type { UserRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { hashToken } from '../../http/tokens';
import type { AccountsRepository, TokenOwner } from './repository';
import { type AccountsSettings, createAccountsService } from './service';
import { createSessionCache } from './session-cache';

const owner = (id: number, isAdmin = 0): TokenOwner => ({
  user: { id, isAdmin, isBanned: 0 } as UserRow,
  expiresAt: '2999-01-01T00:00:00.000Z',
});

describe('the session cache', () => {
  it('trusts a session only for its time-to-live', () => {
    let now = 0;
    const cache = createSessionCache(1000, () => now);
    cache.set('a', 'hash-a', owner(1), cache.readStarts());
    now = 1000;
    expect(cache.get('a')?.user.id).toBe(1);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it("drops one token, or every token of a user, and nobody else's", () => {
    const cache = createSessionCache();
    cache.set('a', 'hash-a', owner(1), cache.readStarts());
    cache.set('b', 'hash-b', owner(1), cache.readStarts());
    cache.set('c', 'hash-c', owner(2), cache.readStarts());
    cache.forgetToken('hash-a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.user.id).toBe(1);
    cache.forgetUser(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.user.id).toBe(2);
    expect(cache.size()).toBe(1);
  });

  it('a token given to another user (re-set) is filed under the new user only', () => {
    const cache = createSessionCache();
    cache.set('a', 'hash-a', owner(1), cache.readStarts());
    cache.set('a', 'hash-a', owner(2), cache.readStarts());
    cache.forgetUser(1);
    expect(cache.get('a')?.user.id).toBe(2);
    cache.forgetToken('hash-a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps no read that a drop of its user or token overtook, and any other read', () => {
    const cache = createSessionCache();
    const [byUser, byToken, other] = [cache.readStarts(), cache.readStarts(), cache.readStarts()];
    cache.forgetUser(1);
    cache.forgetToken('hash-b');
    cache.set('a', 'hash-a', owner(1), byUser);
    cache.set('b', 'hash-b', owner(2), byToken);
    cache.set('c', 'hash-c', owner(3), other);
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user.id]).toEqual([undefined, undefined, 3]);
    // A read that starts after the drop is kept.
    cache.set('a', 'hash-a', owner(1), cache.readStarts());
    expect(cache.get('a')?.user.id).toBe(1);
  });

  it('once it has forgotten an old drop, keeps no read that began before it', () => {
    const cache = createSessionCache();
    const read = cache.readStarts();
    cache.forgetUser(1);
    // So many drops of others that user 1's is forgotten.
    for (let id = 2; id < 20_000; id += 1) cache.forgetUser(id);
    cache.set('a', 'hash-a', owner(1), read);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'hash-a', owner(1), cache.readStarts());
    expect(cache.get('a')?.user.id).toBe(1);
  });
});

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('a session read that a change overtakes', () => {
  /** The accounts service over a repository whose session reads end when the test says so. */
  function accountsWithHeldReads() {
    const reads: ReturnType<typeof deferred<TokenOwner | undefined>>[] = [];
    const repository = {
      findTokenOwner: () => {
        const read = deferred<TokenOwner | undefined>();
        reads.push(read);
        return read.promise;
      },
    } as unknown as AccountsRepository;
    const settings = { adminEmails: [], tokenTtlDays: 30 } as unknown as AccountsSettings;
    const accounts = createAccountsService({} as UnitOfWork, repository, {} as WalletService, settings);
    const read = (index: number) => reads[index] as (typeof reads)[number];
    return { accounts, reads, read };
  }

  it.each([
    ['user', { userId: 1 }],
    ['token', { tokenHash: hashToken('token-a') }],
  ])('answers it but does not cache it when its %s was dropped meanwhile', async (_, change) => {
    const { accounts, reads, read } = accountsWithHeldReads();
    // The read starts as an admin, the demotion commits and its drop arrives, then the read ends.
    const first = accounts.authenticate('token-a');
    accounts.sessionsChanged(change, false);
    read(0).resolve(owner(1, 1));
    expect((await first).isAdmin).toBe(1);
    // The next request asks the database again and sees the change.
    const second = accounts.authenticate('token-a');
    expect(reads).toHaveLength(2);
    read(1).resolve(owner(1, 0));
    expect((await second).isAdmin).toBe(0);
  });

  it("caches it when nothing of its own was dropped meanwhile (another user's drop)", async () => {
    const { accounts, reads, read } = accountsWithHeldReads();
    const first = accounts.authenticate('token-a');
    accounts.sessionsChanged({ userId: 2 }, false);
    read(0).resolve(owner(1, 1));
    await first;
    expect((await accounts.authenticate('token-a')).isAdmin).toBe(1);
    expect(reads).toHaveLength(1);
  });
});
