/**
 * Lets at most `limit` calls run at once; the others wait in line, first come first served. Admin
 * lists and searches go through one, so that however many admin tabs page and search at once, they
 * hold only a few database connections (and cores), and players' bets keep the rest.
 */
export function createConcurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async function through<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // A released slot passes straight to the next in line, so `running` stays counted.
    else await new Promise<void>((enter) => waiting.push(enter));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
