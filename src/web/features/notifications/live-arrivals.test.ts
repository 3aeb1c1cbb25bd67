import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications';
import { LiveArrivals } from './live-arrivals';

const item = (id: number): Notification => ({
  id,
  kind: 'fundsGranted',
  title: 'Fun Funds added',
  text: 'An admin added 5 FF',
  data: {},
  readAt: null,
  createdAt: '2026-11-30T12:00:00.000Z',
});

describe('LiveArrivals', () => {
  it('adds back what arrived live while a first page was read and is not in it', () => {
    const arrivals = new LiveArrivals();
    const mark = arrivals.mark();
    arrivals.arrived(3);
    // The server read 1 and 2 (both unread) before 3 was written.
    expect(arrivals.unreadAfter({ notifications: [item(2), item(1)], unread: 2 }, mark)).toBe(3);
  });

  it('does not count twice what the page holds, nor what arrived before its read began', () => {
    const arrivals = new LiveArrivals();
    arrivals.arrived(1);
    const mark = arrivals.mark();
    arrivals.arrived(2);
    expect(arrivals.unreadAfter({ notifications: [item(2), item(1)], unread: 2 }, mark)).toBe(2);
    // 1 arrived before the read, so the server's count already says whether it is unread.
    expect(arrivals.unreadAfter({ notifications: [], unread: 0 }, mark)).toBe(1);
  });

  it('leaves out what the player has read since', () => {
    const arrivals = new LiveArrivals();
    const mark = arrivals.mark();
    arrivals.arrived(4);
    arrivals.arrived(5);
    arrivals.read([4]);
    expect(arrivals.unreadAfter({ notifications: [], unread: 0 }, mark)).toBe(1);
    arrivals.read('all');
    expect(arrivals.unreadAfter({ notifications: [], unread: 0 }, mark)).toBe(0);
  });

  it('tells whether anything arrived since a mark', () => {
    const arrivals = new LiveArrivals();
    const mark = arrivals.mark();
    expect(arrivals.arrivedSince(mark)).toBe(false);
    arrivals.arrived(1);
    expect(arrivals.arrivedSince(mark)).toBe(true);
    expect(arrivals.arrivedSince(arrivals.mark())).toBe(false);
  });
});
