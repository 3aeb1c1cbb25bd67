import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The announcer keeps what the player was told in its module: each test loads a fresh copy.
async function freshAnnouncer() {
  vi.resetModules();
  const announcer = await import('./announcer');
  // The announcer's words come from the English catalogue, loaded into the fresh modules.
  await (await import('./i18n')).preloadNamespaces(['common']);
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

describe('the live region', () => {
  /** A clock whose frames and timers run when the test says so. */
  function manualClock() {
    let frames: Array<() => void> = [];
    let timers: Array<{ id: number; at: number; run: () => void }> = [];
    let now = 0;
    let ids = 0;
    return {
      clock: {
        nextFrame: (run: () => void) => {
          frames.push(run);
          return ++ids;
        },
        cancelFrame: () => {
          frames = [];
        },
        later: (run: () => void, ms: number) => {
          const id = ++ids;
          timers.push({ id, at: now + ms, run });
          return id;
        },
        cancelLater: (id: number) => {
          timers = timers.filter((timer) => timer.id !== id);
        },
      },
      /** Runs this frame's callbacks; what they announce waits for the next frame. */
      frame() {
        const due = frames;
        frames = [];
        for (const run of due) run();
      },
      advance(ms: number) {
        now += ms;
        const due = timers.filter((timer) => timer.at <= now);
        timers = timers.filter((timer) => timer.at > now);
        for (const timer of due) timer.run();
      },
    };
  }

  async function region() {
    vi.resetModules();
    const announcer = await import('./announcer');
    // The announcer's words come from the English catalogue, loaded into the fresh modules.
    await (await import('./i18n')).preloadNamespaces(['common']);
    const time = manualClock();
    const written: string[] = [];
    const stop = announcer.startLiveRegion((text) => written.push(text), time.clock);
    return { ...announcer, ...time, written, stop };
  }

  it('reads the messages of one frame together, and loses none announced while a frame is drawn', async () => {
    const { announce, frame, written } = await region();
    announce('Autobet started: 25 bets.');
    announce('Landed on 2x.');
    frame();
    expect(written).toEqual(['Autobet started: 25 bets. Landed on 2x.']);
    // A ball lands in the same frame that writes the region: its message follows in the next.
    announce('Landed on 0.3x.');
    announce('Autobet stopped after 3 bets. Net -1 FF.');
    frame();
    announce('Landed on 1.5x.');
    frame();
    expect(written).toEqual([
      'Autobet started: 25 bets. Landed on 2x.',
      'Landed on 0.3x. Autobet stopped after 3 bets. Net -1 FF.',
      'Landed on 1.5x.',
    ]);
  });

  it('makes a repeated message a change, and clears the region after a while', async () => {
    const { announce, frame, advance, written, stop } = await region();
    announce('Funds reset to 1000.');
    frame();
    announce('Funds reset to 1000.');
    frame();
    expect(written).toEqual(['Funds reset to 1000.', 'Funds reset to 1000.\u00a0']);
    advance(6999);
    expect(written).toHaveLength(2);
    advance(1);
    expect(written.at(-1)).toBe('');
    stop();
    announce('Not heard');
    frame();
    expect(written).toHaveLength(3);
  });
});
