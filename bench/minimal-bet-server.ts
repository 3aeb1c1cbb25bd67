import { createHmac, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';

// The second reference point of the bet benchmark: the minimal dice-bet endpoint that
// PERFORMANCE.md measured on the reference machine (its third row), written without any of our code:
// bare Fastify and better-sqlite3 (WAL, synchronous = NORMAL), signed-in sessions in a Map,
// statements prepared once, and the bets that arrive in one tick sharing one transaction, each inside
// its own savepoint, answered after the commit. A bet takes its seed's nonce, debits and pays the
// balance only if it covers the stake, and writes its game record and its ledger row, with the
// per-player indexes a history needs. It has no auth tables, no validation messages, no leaderboards,
// no logs: what the machine does with the bare shape of a bet, measured beside our server in one run.
// Env: PORT, DB_FILE (a new file), MINIMAL_USERS (players), TOKENS_FILE (written: their bearer tokens,
// a JSON array, for the load).

const port = Number(process.env.PORT ?? 3003);
const file = process.env.DB_FILE;
const players = Number(process.env.MINIMAL_USERS ?? 1000);
const tokensFile = process.env.TOKENS_FILE;
if (!file || !tokensFile) throw new Error('DB_FILE and TOKENS_FILE name the files to create');

const sqlite = new SqliteDatabase(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
sqlite.exec(`
  create table users (id integer primary key, balance integer not null);
  create table seeds (id integer primary key, user_id integer not null, server_seed text not null,
    client_seed text not null, nonce integer not null, active integer not null);
  create unique index seeds_active on seeds (user_id) where active = 1;
  create table game_records (id integer primary key, user_id integer not null, bet_amount integer not null,
    payout integer not null, roll integer not null, seed_id integer not null, nonce integer not null,
    created_at text not null);
  create index game_records_user on game_records (user_id, id);
  create table ledger (id integer primary key, user_id integer not null, amount integer not null,
    balance_after integer not null, bet_id integer not null, created_at text not null);
  create index ledger_user on ledger (user_id, id);
`);
const sessions = new Map<string, number>();
sqlite.transaction(() => {
  const addUser = sqlite.prepare('insert into users (balance) values (1000000000)');
  const addSeed = sqlite.prepare(
    "insert into seeds (user_id, server_seed, client_seed, nonce, active) values (?, ?, 'client', 0, 1)",
  );
  for (let index = 0; index < players; index += 1) {
    const userId = Number(addUser.run().lastInsertRowid);
    addSeed.run(userId, randomBytes(32).toString('hex'));
    sessions.set(randomBytes(16).toString('hex'), userId);
  }
})();
writeFileSync(tokensFile, JSON.stringify([...sessions.keys()]));

const takeNonce = sqlite.prepare<
  [number],
  { id: number; server_seed: string; client_seed: string; nonce: number }
>(
  'update seeds set nonce = nonce + 1 where user_id = ? and active = 1 returning id, server_seed, client_seed, nonce - 1 as nonce',
);
const settle = sqlite.prepare<[number, number, number, number], { balance: number }>(
  'update users set balance = balance - ? + ? where id = ? and balance >= ? returning balance',
);
const addRecord = sqlite.prepare(
  'insert into game_records (user_id, bet_amount, payout, roll, seed_id, nonce, created_at) values (?, ?, ?, ?, ?, ?, ?)',
);
const addLedger = sqlite.prepare(
  'insert into ledger (user_id, amount, balance_after, bet_id, created_at) values (?, ?, ?, ?, ?)',
);

interface Bet {
  userId: number;
  amount: number;
  over: boolean;
  target: number;
}
interface Placed {
  roll: number;
  won: boolean;
  payout: number;
  balance: number;
  betId: number;
  nonce: number;
}

class Refused extends Error {}

function place(bet: Bet): Placed {
  const seed = takeNonce.get(bet.userId);
  if (!seed) throw new Refused('no active seed');
  const digest = createHmac('sha256', seed.server_seed).update(`${seed.client_seed}:${seed.nonce}`).digest();
  const roll = (digest.readUInt32BE(0) % 6) + 1;
  const winningFaces = bet.over ? 6 - bet.target : bet.target - 1;
  const won = bet.over ? roll > bet.target : roll < bet.target;
  const payout = won ? Math.floor((bet.amount * 6 * 0.98) / winningFaces) : 0;
  const settled = settle.get(bet.amount, payout, bet.userId, bet.amount);
  if (!settled) throw new Refused('insufficient funds');
  const at = new Date().toISOString();
  const betId = Number(
    addRecord.run(bet.userId, bet.amount, payout, roll, seed.id, seed.nonce, at).lastInsertRowid,
  );
  addLedger.run(bet.userId, payout - bet.amount, settled.balance, betId, at);
  return { roll, won, payout, balance: settled.balance, betId, nonce: seed.nonce };
}

type Outcome = { ok: true; placed: Placed } | { ok: false; error: Error };
// A bet inside the tick's transaction, in a savepoint of its own (better-sqlite3 nests it so).
const placeAlone = sqlite.transaction(place);
const placeTick = sqlite.transaction((bets: Bet[]) =>
  bets.map((bet): Outcome => {
    try {
      return { ok: true, placed: placeAlone(bet) };
    } catch (error) {
      return { ok: false, error: error as Error };
    }
  }),
);

let queue: { bet: Bet; resolve(outcome: Outcome): void }[] = [];
function commitTick() {
  const batch = queue;
  queue = [];
  let outcomes: Outcome[];
  try {
    outcomes = placeTick(batch.map((waiting) => waiting.bet));
  } catch (error) {
    outcomes = batch.map(() => ({ ok: false, error: error as Error }));
  }
  batch.forEach((waiting, index) => {
    waiting.resolve(outcomes[index] as Outcome);
  });
}
const submit = (bet: Bet) =>
  new Promise<Outcome>((resolve) => {
    if (queue.length === 0) setImmediate(commitTick);
    queue.push({ bet, resolve });
  });

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.post<{ Body: { betAmount: number; prediction: 'over' | 'under'; targetNumber: number } }>(
  '/bet',
  {
    schema: {
      body: {
        type: 'object',
        required: ['betAmount', 'prediction', 'targetNumber'],
        properties: {
          betAmount: { type: 'integer', minimum: 1 },
          prediction: { enum: ['over', 'under'] },
          targetNumber: { type: 'integer', minimum: 2, maximum: 5 },
        },
      },
    },
  },
  async (request, reply) => {
    const userId = sessions.get(request.headers.authorization?.slice('Bearer '.length) ?? '');
    if (userId === undefined) return reply.code(401).send({ error: 'not signed in' });
    const { betAmount, prediction, targetNumber } = request.body;
    const outcome = await submit({
      userId,
      amount: betAmount,
      over: prediction === 'over',
      target: targetNumber,
    });
    if (!outcome.ok)
      return reply.code(outcome.error instanceof Refused ? 400 : 500).send({ error: outcome.error.message });
    return outcome.placed;
  },
);

await app.listen({ port, host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void app.close().then(() => {
    sqlite.close();
    process.exit(0);
  });
});
