import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAtExpiry } from './handshake';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Just what closeAtExpiry uses of a socket: its disconnect, and its 'disconnect' event. */
function fakeSocket() {
  const events = new EventEmitter();
  const disconnect = vi.fn(() => {
    events.emit('disconnect');
  });
  const socket = { disconnect, once: events.once.bind(events) } as unknown as Parameters<
    typeof closeAtExpiry
  >[0];
  return { socket, disconnect, events };
}

describe('closeAtExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the socket at the expiry, not before', () => {
    const { socket, disconnect } = fakeSocket();
    closeAtExpiry(socket, new Date(Date.now() + 1500).toISOString());
    vi.advanceTimersByTime(1499);
    expect(disconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(disconnect).toHaveBeenCalledWith(true);
  });

  it("waits out a 30-day token with one timer at a time, past setTimeout's 24.8-day range", () => {
    const { socket, disconnect } = fakeSocket();
    const start = Date.now();
    closeAtExpiry(socket, new Date(start + 30 * DAY_MS).toISOString());
    // A delay past the range would fire after 1 ms, again and again.
    vi.advanceTimersToNextTimer();
    expect(Date.now() - start).toBeGreaterThan(24 * DAY_MS);
    expect(disconnect).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(Date.now() - start).toBe(30 * DAY_MS);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('closes a socket whose token expired meanwhile from a timer, after the connection handlers', () => {
    const { socket, disconnect } = fakeSocket();
    closeAtExpiry(socket, new Date(Date.now() - 1).toISOString());
    expect(disconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(disconnect).toHaveBeenCalledWith(true);
  });

  it('clears its timer when the socket goes first', () => {
    const { socket, disconnect, events } = fakeSocket();
    closeAtExpiry(socket, new Date(Date.now() + 60_000).toISOString());
    events.emit('disconnect');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(disconnect).not.toHaveBeenCalled();
  });
});
