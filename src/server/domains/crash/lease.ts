/**
 * The right to drive the crash round, with a fencing token (Kleppmann, "How to do distributed
 * locking"): every write the driver makes is checked against the token in the database
 * (settlement.ts), so a driver that lost the lease while paused can change nothing after it wakes.
 *
 * On one instance (SQLite, or no Redis) the lease is held locally: acquiring it only takes the next
 * fencing token. A cluster's lease (Redis SET NX PX with a short expiry, renewed while driving; the
 * token still the database's counter) plugs in here: acquire waits until the key is this instance's,
 * holds renews it and answers false once it is lost.
 */
export interface RoundLease {
  /** Resolves with a new fencing token once this instance may drive (waits while another does). */
  acquire(): Promise<number>;
  /** Whether the lease is still this instance's; a lease with an expiry renews it here. */
  holds(token: number): Promise<boolean>;
  /** Gives the lease up, so that another instance takes over without waiting for it to expire. */
  release(token: number): Promise<void>;
  /** Whether a driver that lost the lease waits to take it again (a shared lease) or stops driving (the local one). */
  readonly retakes: boolean;
}

/** The lease of a single instance: always held; each start takes a new token, fencing off the last run's. */
export function createLocalLease(takeFence: () => Promise<number>): RoundLease {
  return {
    acquire: takeFence,
    holds: async () => true,
    release: async () => {},
    // Two local leases on one database (several instances without a shared lease): the newest start
    // drives and the older driver steps aside when its token is refused, rather than both taking turns.
    retakes: false,
  };
}
