import { describe, expect, it } from 'vitest';
import { pause } from '../testing/socket-client';
import { storeVariants } from '../testing/store-variants';
import { createMemoryMailbox, createRedisMailbox, MAILBOX_MAX_NOTES } from './mailbox';

const mailboxes = storeVariants(createMemoryMailbox, createRedisMailbox);

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
