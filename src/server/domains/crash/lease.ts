/**
 * The right to drive the crash round, with a fencing token (Kleppmann, "How to do distributed
 * locking"): every write the driver makes is checked against the token in the database
 * (settlement.ts), so a driver that lost the lease while paused can change nothing after it wakes.
 *
 * On one instance (SQLite, or no Redis) the lease is held locally: acquiring it only takes the next
 * fencing token. A cluster's lease (redis-lease.ts: Redis SET NX PX with a short expiry, renewed while
 * driving; the token still the database's counter) waits until the key is this instance's, and
 * `holds` answers false once it is lost, which the driver asks before every tick and every few
 * tenths of a second while it waits.
 */
export interface RoundLease {
  /**
   * Resolves with a new fencing token once this instance may drive (waits while another does). Calls
   * `waiting` once when it has to wait; rejects once `signal` aborts (the app closing).
   */
  acquire(options?: AcquireOptions): Promise<number>;
  /** Whether the lease is still this instance's, for this token. */
  holds(token: number): Promise<boolean>;
  /** Gives the lease up, so that another instance takes over without waiting for it to expire. */
  release(token: number): Promise<void>;
  /** Whether a driver that lost the lease waits to take it again (a shared lease) or stops driving (the local one). */
  readonly retakes: boolean;
}

export interface AcquireOptions {
  /** Called once if the lease is held elsewhere (or cannot be asked for yet) and acquire waits. */
  waiting?: () => void;
  /** Stops the wait: acquire rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The lease of a single instance: always held; each start takes a new token, fencing off the last run's. */
export function createLocalLease(takeFence: () => Promise<number>): RoundLease {
  return {
    acquire: () => takeFence(),
    holds: async () => true,
    release: async () => {},
    // Two local leases on one database (several instances without a shared lease): the newest start
    // drives and the older driver steps aside when its token is refused, rather than both taking turns.
    retakes: false,
  };
}
