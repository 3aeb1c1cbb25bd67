import type { LiveBet } from '../src/contract/live-bets';
import { type LightSocket, openLightSocket } from './light-socket';

// The live feed's audience of `npm run bench:bets` (BENCH_FEED_SOCKETS): guest sockets that each ask
// for the live bets feed (watchLiveBets) and count the pushes and bets they receive, so that the run
// can show they were really fed while the dice bets were measured. They are bench/light-socket.ts's
// socket.io sockets (the websocket transport, socket.io protocol 5), as bench:sockets and bench:crash
// use: socket.io-client would cost the shared cores more than the server's work it is meant to show.
// Every push is parsed, as a page would.

export interface FeedCounts {
  /** Sockets connected and watching. */
  sockets: number;
  /** liveBets messages received, all sockets together. */
  pushes: number;
  /** Bets in them, all sockets together. */
  bets: number;
  /** The fewest and most pushes one socket received. */
  fewest: number;
  most: number;
  /** Sockets the server closed. */
  dropped: number;
}

export interface FeedWatchers {
  /** Starts counting from zero (after the warm-up, say). */
  reset(): void;
  counts(): FeedCounts;
  close(): void;
}

const CONNECT_CONCURRENCY = 20;

/** Opens `count` guest sockets on `url`, each watching the live feed. */
export async function watchLiveFeed(url: string, count: number): Promise<FeedWatchers> {
  const pushes = new Array<number>(count).fill(0);
  const bets = new Array<number>(count).fill(0);
  const sockets: LightSocket[] = [];
  let dropped = 0;
  let next = 0;

  async function open(index: number): Promise<void> {
    const socket = await openLightSocket({
      url,
      auth: {},
      timeoutMs: 15_000,
      onConnect(connected) {
        connected.on('liveBets', (payload: { bets: LiveBet[] }) => {
          pushes[index] = (pushes[index] ?? 0) + 1;
          bets[index] = (bets[index] ?? 0) + payload.bets.length;
        });
        connected.emit('watchLiveBets', true);
      },
      onDrop() {
        dropped += 1;
      },
    });
    sockets.push(socket);
  }

  try {
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_CONCURRENCY, count) }, async () => {
        while (next < count) await open(next++);
      }),
    );
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  }

  return {
    reset() {
      pushes.fill(0);
      bets.fill(0);
    },
    counts() {
      return {
        sockets: sockets.length,
        pushes: pushes.reduce((a, b) => a + b, 0),
        bets: bets.reduce((a, b) => a + b, 0),
        fewest: Math.min(...pushes),
        most: Math.max(...pushes),
        dropped,
      };
    },
    close() {
      for (const socket of sockets) socket.close();
    },
  };
}

/** The lines that tell how the dice bets fared with the feed watched, against without, in one run (means of its loads). */
export function feedComparisonLines(
  name: string,
  ratios: { without: number; with: number },
  cpu: { without: number | null; with: number | null },
  counts: FeedCounts,
  seconds: number,
): string[] {
  const change = ratios.without > 0 ? ((ratios.with - ratios.without) / ratios.without) * 100 : 0;
  const sign = change >= 0 ? '+' : '';
  const cpuLine =
    cpu.without !== null && cpu.with !== null
      ? `; our server's CPU per answer ${cpu.without} → ${cpu.with} µs`
      : '';
  return [
    `live feed watchers, ${name}: dice bets × hello ${ratios.without.toFixed(3)} without, ` +
      `${ratios.with.toFixed(3)} with ${counts.sockets} sockets watching the feed ` +
      `(${sign}${change.toFixed(1)} %; issue 37's floor: within 10 %; the means of the loads run in the ` +
      `order without, with, with, without)${cpuLine}`,
    `  the watchers received ${counts.pushes.toLocaleString('en-US')} liveBets pushes in ${seconds} s ` +
      `(${counts.fewest}-${counts.most} a socket, ${counts.bets.toLocaleString('en-US')} bets in all), ` +
      `${counts.dropped} sockets dropped`,
  ];
}
