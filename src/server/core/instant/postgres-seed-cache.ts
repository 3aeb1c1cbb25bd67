import type pg from 'pg';
import { hashServerSeed } from '../../../games/fair';
import { setBounded } from '../../bounded-map';
import { nowIso } from '../../clock';
import { newClientSeed, newServerSeed } from '../seeds/seeds';
import type { ActiveSeedRow } from './instant-bet';

export interface SeedState {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet will use. */
  nonce: number;
}

/** How many users' seed pairs one process remembers; the oldest is dropped first. */
const SEED_CACHE_SIZE = 100_000;
const SEED_QUERY = `select id, server_seed, server_seed_hash, client_seed, nonce
  from fairness_seeds where user_id = $1 and active = 1`;
const INSERT_SEED = `insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce, active, created_at)
  values ($1, $2, $3, $4, 0, 1, $5) on conflict do nothing`;

/**
 * The players' active seed pairs as this process knows them, each with the nonce its next bet will
 * use. Both are predictions: another instance may have taken a nonce, set the client seed or rotated
 * the pair, so the settling statement checks the pair's id, nonce and client seed, and a bet decided
 * from a stale entry is decided again from a fresh read. A pair is read, or created when a player has
 * none, on first use; the oldest is dropped first when the cache is full.
 */
export function createSeedCache(pool: pg.Pool) {
  const seeds = new Map<number, SeedState>();
  return {
    get: (userId: number): SeedState | undefined => seeds.get(userId),
    forget(userId: number): void {
      seeds.delete(userId);
    },
    async load(userId: number): Promise<SeedState> {
      let { rows } = await pool.query<ActiveSeedRow>(SEED_QUERY, [userId]);
      if (rows.length === 0) {
        const serverSeed = newServerSeed();
        await pool.query(INSERT_SEED, [
          userId,
          serverSeed,
          hashServerSeed(serverSeed),
          newClientSeed(),
          nowIso(),
        ]);
        ({ rows } = await pool.query<ActiveSeedRow>(SEED_QUERY, [userId]));
      }
      const row = rows[0];
      if (!row) throw new Error(`no active seed pair for user ${userId}`);
      const seed = {
        id: row.id,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.nonce,
      };
      setBounded(seeds, userId, seed, SEED_CACHE_SIZE);
      return seed;
    },
  };
}
