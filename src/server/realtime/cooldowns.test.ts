import { describe, expect, it } from 'vitest';
import { pause } from '../testing/socket-client';
import { storeVariants } from '../testing/store-variants';
import { createMemoryCooldownStore, createRedisCooldownStore } from './cooldowns';

const stores = storeVariants(createMemoryCooldownStore, createRedisCooldownStore);

describe.each(stores)('%s cooldown store', (_name, makeStore) => {
  it('refuses a second take within the cooldown and says how long is left', async () => {
    const store = makeStore();
    expect(await store.take('user:1', 200)).toBe(0);
    const left = await store.take('user:1', 200);
    expect(left).toBeGreaterThan(100);
    expect(left).toBeLessThanOrEqual(200);
    expect(await store.take('user:2', 200)).toBe(0);
    await pause(220);
    expect(await store.take('user:1', 200)).toBe(0);
  });

  it('grants a lock to one holder until it is released or expires', async () => {
    const store = makeStore();
    const release = await store.lock('busy:1', 150);
    expect(release).not.toBeNull();
    expect(await store.lock('busy:1', 150)).toBeNull();
    await release?.();
    const again = await store.lock('busy:1', 100);
    expect(again).not.toBeNull();
    await pause(130);
    // Expired: a new holder gets it, and the old release does not take it from them.
    const next = await store.lock('busy:1', 1_000);
    expect(next).not.toBeNull();
    await again?.();
    expect(await store.lock('busy:1', 1_000)).toBeNull();
    await next?.();
  });
});
