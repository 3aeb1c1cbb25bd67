import { beforeAll, describe, expect, it } from 'vitest';
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
import { createWalletRepository } from '../../core/money/wallet-repository';
import { createWalletService } from '../../core/money/wallet-service';
import { bearer, expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { CATALOGUE, type CatalogueItem } from './catalogue';
import { createShopRepository } from './repository';

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
  const t = useTestApp(dialect);
  let items: ShopItem[];
  beforeAll(async () => {
    items = (await t.app.inject({ url: '/api/shop/items' })).json<ShopItem[]>();
  });

  const fund = async (userId: number, amount: number) => {
    const wallet = createWalletService(t.database.db, createWalletRepository(t.database.db));
    await t.database.db
      .transaction()
      .execute((trx) => wallet.credit(trx, userId, amount, { type: 'admin', description: 'test funds' }));
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
    const user = await t.register();
    const clover = bySlug('badge-first-roll');
    const res = await buy(user, clover._id);
    expect(res.statusCode).toBe(200);
    expect(res.json<PurchaseResponse>()).toMatchObject({
      message: shopMessages.purchased,
      newBalance: 100 - clover.price,
      item: { _id: clover._id },
    });
    const again = await buy(user, clover._id);
    expectMessage(again, 409, shopMessages.alreadyOwned);

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
    await t.expectLedgerConsistent(user._id);
  });

  it('answers every error with SPEC.md words', async () => {
    const user = await t.register();
    const guest = await t.app.inject({ method: 'POST', url: `/api/shop/purchase/${items[0]?._id}` });
    expectMessage(guest, 401, shopMessages.mustBeLoggedIn);
    const missing = await buy(user, 999_999);
    expectMessage(missing, 404, shopMessages.itemNotFound);
    const poor = await buy(user, bySlug('border-treasure-gold')._id);
    expectMessage(poor, 400, shopMessages.notEnoughFunds);
    // An id no item can have names nothing, like one no item has (the hostile-input test covers every route).
    expect((await buy(user, 'abc')).json()).toMatchObject({ message: shopMessages.itemNotFound });
    for (const url of ['/api/shop/user-items', '/api/shop/equipped']) {
      const res = await t.app.inject({ url });
      expectMessage(res, 401, 'Not authorized');
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/equipped',
      payload: { slot: 'avatar', itemId: 999_999 },
      headers: bearer(user),
    });
    expectMessage(unknown, 404, shopMessages.itemNotFound);
    expect(await t.expectLedgerConsistent(user._id)).toBe(100);
  });

  it('hands over a bundle with its contents, skipping what is owned', async () => {
    const user = await t.register();
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
    await t.expectLedgerConsistent(user._id);
  });

  it('equips only owned items in their own slot, one per slot, and unequips', async () => {
    const user = await t.register();
    await fund(user._id, 1000);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/shop/equipped', payload, headers: bearer(user) });
    const clover = bySlug('avatar-lucky-clover');
    const chip = bySlug('avatar-golden-chip');
    expect((await put({ slot: 'avatar', itemId: clover._id })).json()).toMatchObject({
      message: shopMessages.notOwned,
    });
    await buy(user, clover._id);
    await buy(user, chip._id);
    expect((await put({ slot: 'border', itemId: clover._id })).json()).toMatchObject({
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
    expect((await put({ slot: 'hat', itemId: null })).json()).toMatchObject({
      message: 'Slot must be avatar, border, background, badge or nameColor',
    });
    const current = (
      await t.app.inject({ url: '/api/shop/equipped', headers: bearer(user) })
    ).json<EquippedItems>();
    expect(current).toEqual({ avatar: null, border: null, background: null, badge: null, nameColor: null });
  });

  it("computes Gaming Stats from the player's own games", async () => {
    const user = await t.register();
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

describe.each(testDialects())('concurrent purchases on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('lets 20 simultaneous purchases of different items through at most as often as the balance covers', async () => {
    // Twenty distinct items of one price, added to this test's own catalogue, so that any two of them
    // cost exactly the whole balance and no third one can ever be paid for.
    const price = 300;
    const raceItems: CatalogueItem[] = Array.from({ length: 20 }, (_, index) => ({
      slug: `race-item-${index}`,
      name: `Race Item ${index}`,
      description: 'A test item.',
      price,
      type: 'other',
      rarity: 'common',
      effect: 'static',
      effectProps: {},
      setName: null,
    }));
    await createShopRepository(t.database.db).seedCatalogue(raceItems);
    const listed = (await t.app.inject({ url: '/api/shop/items' })).json<ShopItem[]>();
    const targets = listed.filter((item) => item.slug.startsWith('race-item-'));
    expect(new Set(targets.map((item) => item._id)).size).toBe(20);

    const user = await t.register();
    const wallet = createWalletService(t.database.db, createWalletRepository(t.database.db));
    await t.database.db
      .transaction()
      .execute((trx) =>
        wallet.credit(trx, user._id, 2 * price - 100, { type: 'admin', description: 'test funds' }),
      );

    const results = await Promise.all(
      targets.map((item) =>
        t.app.inject({ method: 'POST', url: `/api/shop/purchase/${item._id}`, headers: bearer(user) }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBeLessThanOrEqual(2);
    // Each refusal is for want of funds, so exactly the two the balance covers went through.
    for (const r of refused) {
      expectMessage(r, 400, shopMessages.notEnoughFunds);
    }
    expect(ok).toHaveLength(2);
    expect(ok.map((r) => r.json<PurchaseResponse>().newBalance).sort((a, b) => a - b)).toEqual([0, price]);

    // The ledger agrees with the balance: sign-up, test funds and one purchase row per success.
    expect(await t.expectLedgerConsistent(user._id)).toBe(0);
    const tx = (await t.app.inject({ url: '/api/funds/transactions?limit=10', headers: bearer(user) })).json<{
      transactions: { type: string; amount: number }[];
    }>();
    const purchases = tx.transactions.filter((row) => row.type === 'purchase');
    expect(purchases.map((row) => row.amount)).toEqual([-price, -price]);
    const owned = (await t.app.inject({ url: '/api/shop/user-items', headers: bearer(user) })).json<
      OwnedItem[]
    >();
    expect(owned.map((item) => item._id).sort()).toEqual(
      ok.map((r) => r.json<PurchaseResponse>().item._id).sort(),
    );
  });
});
