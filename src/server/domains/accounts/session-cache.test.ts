import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { createSessionCache } from './session-cache';

const owner = (id: number) => ({ user: { id } as UserRow, expiresAt: '2999-01-01T00:00:00.000Z' });

describe('the session cache', () => {
  it('trusts a session only for its time-to-live', () => {
    let now = 0;
    const cache = createSessionCache(1000, () => now);
    cache.set('a', 'hash-a', owner(1));
    now = 1000;
    expect(cache.get('a')?.user.id).toBe(1);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it("drops one token, or every token of a user, and nobody else's", () => {
    const cache = createSessionCache();
    cache.set('a', 'hash-a', owner(1));
    cache.set('b', 'hash-b', owner(1));
    cache.set('c', 'hash-c', owner(2));
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
    cache.set('a', 'hash-a', owner(1));
    cache.set('a', 'hash-a', owner(2));
    cache.forgetUser(1);
    expect(cache.get('a')?.user.id).toBe(2);
    cache.forgetToken('hash-a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });
});
