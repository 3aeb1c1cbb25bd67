import { RedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';
import { socketWrites, type WriteQueue } from './turn-queue';

type RedisAdapterOptions = ConstructorParameters<typeof RedisAdapter>[3];
/** The adapter's handler of a subscription message, private in its types, public in its code. */
type RelayingAdapter = Omit<RedisAdapter, 'onmessage'> & {
  onmessage(pattern: string | null, channel: string, msg: Buffer): void;
};
const Relaying = RedisAdapter as unknown as new (
  ...args: ConstructorParameters<typeof RedisAdapter>
) => RelayingAdapter;

/**
 * The Redis adapter, but a broadcast relayed from another instance goes through the process's turn
 * queue (turn-queue.ts) instead of being written to the local sockets as it is read: a read from Redis
 * often holds several (the ten slices of a crash tick), and written at once to thousands of sockets
 * they would hold the event loop as long as one unsliced broadcast. Relayed messages keep their order.
 */
class QueuedRelayAdapter extends Relaying {
  constructor(
    nsp: Namespace,
    pub: Redis,
    sub: Redis,
    options: RedisAdapterOptions,
    private readonly writes: WriteQueue,
  ) {
    super(nsp, pub, sub, options);
  }

  override onmessage(pattern: string | null, channel: string, msg: Buffer): void {
    this.writes.push(() => super.onmessage(pattern, channel, msg));
  }
}

/** io.adapter(createRelayAdapter(…)): as createAdapter of @socket.io/redis-adapter, relays queued. */
export function createRelayAdapter(
  pub: Redis,
  sub: Redis,
  options: RedisAdapterOptions,
  writes: WriteQueue = socketWrites,
) {
  // socket.io calls it with `new`: a function, not an arrow.
  return function relayAdapter(nsp: Namespace) {
    return new QueuedRelayAdapter(nsp, pub, sub, options, writes) as unknown as RedisAdapter;
  };
}
