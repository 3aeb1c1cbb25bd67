import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../testing/test-app';
import { createMemoryMailbox, createRedisMailbox, MAILBOX_MAX_NOTES, type Mailbox } from './mailbox';

const redisUrl = testRedisUrl();
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const mailboxes: [string, () => Mailbox][] = [['memory', () => createMemoryMailbox()]];
if (redis)
  mailboxes.push(['redis', () => createRedisMailbox(redis, `test-${randomBytes(4).toString('hex')}`)]);

describe.each(mailboxes)('%s mailbox', (_name, makeMailbox) => {
  it('hands the notes of a box over once, oldest first, and keeps boxes apart', async () => {
    const mailbox = makeMailbox();
    await mailbox.post('user:1', 'a', 1_000);
    await mailbox.post('user:1', 'b', 1_000);
    await mailbox.post('user:2', 'c', 1_000);
    expect(await mailbox.collect('user:1')).toEqual(['a', 'b']);
    expect(await mailbox.collect('user:1')).toEqual([]);
    expect(await mailbox.collect('user:2')).toEqual(['c']);
  });

  it('forgets a box after its time and keeps only the newest notes', async () => {
    const mailbox = makeMailbox();
    await mailbox.post('user:3', 'old', 50);
    await pause(80);
    expect(await mailbox.collect('user:3')).toEqual([]);
    for (let i = 0; i < MAILBOX_MAX_NOTES + 5; i += 1) await mailbox.post('user:4', String(i), 1_000);
    const notes = await mailbox.collect('user:4');
    expect(notes).toHaveLength(MAILBOX_MAX_NOTES);
    expect(notes.at(-1)).toBe(String(MAILBOX_MAX_NOTES + 4));
  });
});
