import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamingStats } from '../../../contract/profile';
import {
  EFFECTS,
  type EquippedItems,
  ITEM_TYPES,
  type OwnedItem,
  type PurchaseResponse,
  RARITIES,
  RARITY_TABLE,
  type ShopItem,
  shopMessages,
} from '../../../contract/shop';
import {
  bearer,
  buildTestApp,
  expectLedgerConsistent,
  registerUser,
  type TestApp,
  testDialects,
} from '../../testing/test-app';
import { createWalletRepository } from '../wallet/repository';
import { createWalletService } from '../wallet/service';
import { CATALOGUE } from './catalogue';

describe('the catalogue', () => {
  it('has at least 24 items over every type, rarity and effect, priced inside the rarity ranges', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(24);
    for (const type of ITEM_TYPES) expect(CATALOGUE.some((item) => item.type === type)).toBe(true);
    for (const rarity of RARITIES) expect(CATALOGUE.some((item) => item.rarity === rarity)).toBe(true);
    for (const effect of EFFECTS) expect(CATALOGUE.some((item) => item.effect === effect)).toBe(true);
    for (const item of CATALOGUE) {
      const range = RARITY_TABLE[item.rarity];
      expect(item.price, item.slug).toBeGreaterThanOrEqual(range.min);
      expect(item.price, item.slug).toBeLessThanOrEqual(range.max);
    }
    expect(new Set(CATALOGUE.map((item) => item.slug)).size).toBe(CATALOGUE.length);
    const slugs = new Set(CATALOGUE.map((item) => item.slug));
    for (const bundle of CATALOGUE.filter((item) => item.type === 'bundle')) {
      for (const slug of bundle.effectProps.contains as string[]) expect(slugs.has(slug), slug).toBe(true);
    }
  });
});

describe.each(testDialects())('shop API on %s', (dialect) => {
  let t: TestApp;
  let items: ShopItem[];
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    items = (await t.app.inject({ url: '/api/shop/items' })).json<ShopItem[]>();
  });
  afterAll(async () => {
    await t.close();
  });

  const fund = async (userId: number, amount: number) => {
    const wallet = createWalletService(t.database.db, createWalletRepository(t.database.db));
    await wallet.transaction((trx) =>
      wallet.credit(trx, userId, amount, { type: 'admin', description: 'test funds' }),
    );
  };
  const buy = (user: { token: string }, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/shop/purchase/${id}`, headers: bearer(user) });
  const bySlug = (slug: string) => {
    const item = items.find((candidate) => candidate.slug === slug);
    if (!item) throw new Error(`no item ${slug}`);
    return item;
  };

  it('lists the seeded catalogue to anyone, once even after a restart seeding again', async () => {
    expect(items).toHaveLength(CATALOGUE.length);
    expect(items[0]).toMatchObject({ slug: CATALOGUE[0]?.slug, effectProps: expect.any(Object) });
  });

  it('sells an item once: debit, ledger row, ownership', async () => {
    const user = await registerUser(t.app);
    const clover = bySlug('badge-first-roll');
    const res = await buy(user, clover._id);
    expect(res.statusCode).toBe(200);
    expect(res.json<PurchaseResponse>()).toMatchObject({
      message: shopMessages.purchased,
      newBalance: 100 - clover.price,
      item: { _id: clover._id },
    });
    const again = await buy(user, clover._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: shopMessages.alreadyOwned });

    const owned = (await t.app.inject({ url: '/api/shop/user-items', headers: bearer(user) })).json<
      OwnedItem[]
    >();
    expect(owned).toEqual([
      expect.objectContaining({ _id: clover._id, equipped: false, purchasedAt: expect.any(String) }),
    ]);
    const tx = (await t.app.inject({ url: '/api/funds/transactions?limit=1', headers: bearer(user) })).json();
    expect(tx.transactions[0]).toMatchObject({
      type: 'purchase',
      amount: -clover.price,
      description: 'Bought First Roll',
    });
    await expectLedgerConsistent(t.database, user._id);
  });

  it('answers every error with SPEC.md words', async () => {
    const user = await registerUser(t.app);
    const guest = await t.app.inject({ method: 'POST', url: `/api/shop/purchase/${items[0]?._id}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: shopMessages.mustBeLoggedIn });
    const missing = await buy(user, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: shopMessages.itemNotFound });
    const poor = await buy(user, bySlug('border-treasure-gold')._id);
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toEqual({ message: shopMessages.notEnoughFunds });
    expect((await buy(user, 'abc')).json()).toEqual({ message: 'Id must be a whole number' });
    expect(await expectLedgerConsistent(t.database, user._id)).toBe(100);
  });

  it('lets at most the purchases the balance covers through when 20 race', async () => {
    const user = await registerUser(t.app);
    const cheap = items.filter((item) => item.price <= 500).slice(0, 20);
    // 100 + 300 = 400 covers two of the cheapest items (100 and 150) but never three.
    await fund(user._id, 300);
    const results = await Promise.all(cheap.map((item) => buy(user, item._id)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(2);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.json()).toEqual({ message: shopMessages.notEnoughFunds });
    }
    const balance = await expectLedgerConsistent(t.database, user._id);
    const spent = ok.reduce((sum, r) => sum + r.json<PurchaseResponse>().item.price, 0);
    expect(balance).toBe(400 - spent);
    const owned = (await t.app.inject({ url: '/api/shop/user-items', headers: bearer(user) })).json<
      OwnedItem[]
    >();
    expect(owned).toHaveLength(ok.length);
  });

  it('hands over a bundle with its contents, skipping what is owned', async () => {
    const user = await registerUser(t.app);
    await fund(user._id, 20_000);
    await buy(user, bySlug('badge-jolly-roger')._id);
    const res = (await buy(user, bySlug('bundle-pirate-crew')._id)).json<PurchaseResponse>();
    expect(res.granted.map((item) => item.slug).sort()).toEqual([
      'avatar-pirate-captain',
      'border-treasure-gold',
    ]);
    const owned = (await t.app.inject({ url: '/api/shop/user-items', headers: bearer(user) })).json<
      OwnedItem[]
    >();
    expect(owned).toHaveLength(4);
    await expectLedgerConsistent(t.database, user._id);
  });

  it('equips only owned items in their own slot, one per slot, and unequips', async () => {
    const user = await registerUser(t.app);
    await fund(user._id, 1000);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/shop/equipped', payload, headers: bearer(user) });
    const clover = bySlug('avatar-lucky-clover');
    const chip = bySlug('avatar-golden-chip');
    expect((await put({ slot: 'avatar', itemId: clover._id })).json()).toEqual({
      message: shopMessages.notOwned,
    });
    await buy(user, clover._id);
    await buy(user, chip._id);
    expect((await put({ slot: 'border', itemId: clover._id })).json()).toEqual({
      message: shopMessages.wrongSlot,
    });
    expect((await put({ slot: 'avatar', itemId: clover._id })).json<EquippedItems>().avatar?._id).toBe(
      clover._id,
    );
    const swapped = (await put({ slot: 'avatar', itemId: chip._id })).json<EquippedItems>();
    expect(swapped.avatar?._id).toBe(chip._id);
    const owned = (await t.app.inject({ url: '/api/shop/user-items', headers: bearer(user) })).json<
      OwnedItem[]
    >();
    expect(owned.filter((item) => item.equipped).map((item) => item._id)).toEqual([chip._id]);
    expect((await put({ slot: 'avatar', itemId: null })).json<EquippedItems>().avatar).toBeNull();
    expect((await put({ slot: 'hat', itemId: null })).json()).toEqual({
      message: 'Slot must be avatar, border, background, badge or nameColor',
    });
    const current = (
      await t.app.inject({ url: '/api/shop/equipped', headers: bearer(user) })
    ).json<EquippedItems>();
    expect(current).toEqual({ avatar: null, border: null, background: null, badge: null, nameColor: null });
  });

  it("computes Gaming Stats from the player's own games", async () => {
    const user = await registerUser(t.app);
    const empty = (
      await t.app.inject({ url: '/api/users/stats', headers: bearer(user) })
    ).json<GamingStats>();
    expect(empty).toEqual({
      gamesPlayed: 0,
      winRate: 0,
      favoriteGame: null,
      totalWinnings: 0,
      biggestWin: 0,
    });
    const profits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/games/dice',
        payload: { betAmount: 5, prediction: 'over', targetNumber: 3 },
        headers: bearer(user),
      });
      profits.push(res.json().winAmount - 5);
    }
    const stats = (
      await t.app.inject({ url: '/api/users/stats', headers: bearer(user) })
    ).json<GamingStats>();
    const wins = profits.filter((p) => p > 0);
    expect(stats).toEqual({
      gamesPlayed: 6,
      winRate: Math.round((wins.length / 6) * 1000) / 10,
      favoriteGame: 'dice',
      totalWinnings: wins.reduce((sum, p) => sum + p, 0),
      biggestWin: Math.max(0, ...wins),
    });
  });
});
