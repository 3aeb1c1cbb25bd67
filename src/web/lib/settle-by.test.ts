import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_GRACE_MS, settleBy } from './settle-by';

/** A page whose tab can be sent to the background, as the browser does with visibilitychange. */
class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('settleBy', () => {
  let page: FakeDocument;
  beforeEach(() => {
    vi.useFakeTimers();
    page = new FakeDocument();
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles once when the animation ends, and the deadline then does nothing', () => {
    const settle = vi.fn();
    const deadline = settleBy(1000, settle);
    vi.advanceTimersByTime(900);
    expect(settle).not.toHaveBeenCalled();
    deadline.now();
    deadline.now();
    vi.advanceTimersByTime(5000);
    page.hide();
    expect(settle).toHaveBeenCalledTimes(1);
    expect(deadline.done()).toBe(true);
  });

  it('settles by the deadline when the animation never reports (no frames drawn)', () => {
    const settle = vi.fn();
    const deadline = settleBy(1000, settle);
    vi.advanceTimersByTime(1000 + SETTLE_GRACE_MS - 1);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(deadline.done()).toBe(true);
  });

  it('settles at once when the tab goes to the background mid-animation', () => {
    const settle = vi.fn();
    settleBy(1000, settle);
    vi.advanceTimersByTime(100);
    page.hide();
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('settles at once in a background tab', () => {
    page.visibilityState = 'hidden';
    const settle = vi.fn();
    expect(settleBy(1000, settle).done()).toBe(true);
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('never settles once cancelled', () => {
    const settle = vi.fn();
    const deadline = settleBy(1000, settle);
    deadline.cancel();
    vi.advanceTimersByTime(10_000);
    page.hide();
    deadline.now();
    expect(settle).not.toHaveBeenCalled();
    expect(deadline.done()).toBe(false);
  });
});
