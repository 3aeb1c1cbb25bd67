import type { NotificationsPage } from '../../../contract/notifications';

/**
 * The notifications that arrived live and are still unread, each with the number of its arrival. A
 * page read while they came holds the server's unread count as of its read: one pushed after that
 * read is in neither its count nor its list, and taking the count as it is would drop it from the
 * bell. `unreadAfter` adds those back.
 */
export class LiveArrivals {
  private count = 0;
  private readonly unread = new Map<number, number>();

  /** Where a read starting now begins: what arrives after this may be missing from its answer. */
  mark(): number {
    return this.count;
  }

  arrived(id: number): void {
    this.count += 1;
    this.unread.set(id, this.count);
  }

  /** The player marked these (or all) read: they no longer add to any count. */
  read(ids: readonly number[] | 'all'): void {
    if (ids === 'all') this.unread.clear();
    else for (const id of ids) this.unread.delete(id);
  }

  /** Whether anything arrived after `mark`. */
  arrivedSince(mark: number): boolean {
    return this.count > mark;
  }

  /**
   * The unread count after a first page whose read began at `mark`: the server's count, plus each
   * unread arrival since then that the page does not hold (one it holds is in the server's count).
   */
  unreadAfter(page: Pick<NotificationsPage, 'notifications' | 'unread'>, mark: number): number {
    const inPage = new Set(page.notifications.map((item) => item.id));
    let missing = 0;
    for (const [id, at] of this.unread) if (at > mark && !inPage.has(id)) missing += 1;
    return page.unread + missing;
  }
}
