import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The announcer keeps what the player was told in its module: each test loads a fresh copy.
async function freshAnnouncer() {
  vi.resetModules();
  const announcer = await import('./announcer');
  const heard: string[] = [];
  announcer.onAnnouncement((message) => heard.push(message));
  return { ...announcer, heard };
}

describe('balance announcements', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads a new balance out once, after a moment in which a game may tell of it', async () => {
    const { announceBalance, heard } = await freshAnnouncer();
    announceBalance(1050);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(heard).toEqual(['Balance: 1,050 FF']);
  });

  it("does not read out again the balance a game's result told of, however late it comes back", async () => {
    const { announce, announceBalance, noteBalance, heard } = await freshAnnouncer();
    noteBalance(990); // the stake taken as the spin starts
    announce('You won 20 FF. Balance 1,010 FF.', { balance: 1010 });
    // The balance read back from the server, seconds later on a busy machine.
    vi.advanceTimersByTime(5000);
    announceBalance(1010);
    vi.advanceTimersByTime(5000);
    expect(heard).toEqual(['You won 20 FF. Balance 1,010 FF.']);
  });

  it('drops a waiting balance announcement once a game tells of a newer balance', async () => {
    const { announce, announceBalance, noteBalance, heard } = await freshAnnouncer();
    announceBalance(1000); // the page's balance arrives
    noteBalance(990); // a spin starts before it is read out
    announce('No win this time. Balance 990 FF.', { balance: 990 });
    vi.advanceTimersByTime(5000);
    expect(heard).toEqual(['No win this time. Balance 990 FF.']);
  });

  it('reads out a balance that changed away and back, but not one that came back before it was read', async () => {
    const { announceBalance, noteBalance, heard } = await freshAnnouncer();
    noteBalance(1000);
    announceBalance(900);
    announceBalance(1000); // back within the moment: nothing new to tell
    vi.advanceTimersByTime(1000);
    expect(heard).toEqual([]);
    announceBalance(900);
    vi.advanceTimersByTime(400);
    announceBalance(1000);
    vi.advanceTimersByTime(400);
    expect(heard).toEqual(['Balance: 900 FF', 'Balance: 1,000 FF']);
  });
});
