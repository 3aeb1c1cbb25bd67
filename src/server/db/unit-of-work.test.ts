import { describe, expect, it } from 'vitest';
import { isRetryable, MAX_ATTEMPTS, withRetries } from './unit-of-work';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('retries of lost races', () => {
  it("knows PostgreSQL's serialization failure and deadlock, and nothing else", () => {
    expect(isRetryable(pgError('40001'))).toBe(true);
    expect(isRetryable(pgError('40P01'))).toBe(true);
    expect(isRetryable(pgError('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
    expect(isRetryable(null)).toBe(false);
  });

  it('runs the work again after a lost race, and gives up after a bounded number of tries', async () => {
    let tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        if (tries < 3) throw pgError('40P01');
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(tries).toBe(3);

    tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        throw pgError('40001');
      }),
    ).rejects.toThrow('40001');
    expect(tries).toBe(MAX_ATTEMPTS);
  });

  it('does not repeat work that failed for any other reason', async () => {
    let tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(tries).toBe(1);
  });
});
