import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, TOTAL_COUNTED, type UsersPage } from '../../../contract/admin';
import { TEST_ADMIN_EMAIL, useAdminTestApp } from '../../testing/admin-kit';
import { testDialects } from '../../testing/test-app';
import { prefixEnd } from './repository';
import { ADMIN_READS_AT_ONCE } from './service';

// Players matching a search by name, by e-mail, or both (they show once, at their name).
const MIXED = [
  { username: 'dup_one', email: 'dup_one@mixed.example' },
  { username: 'other_two', email: 'dup_two@mixed.example' },
  { username: 'dup_zed', email: 'zed@mixed.example' },
  { username: 'other_four', email: 'dup_a@mixed.example' },
];
/** One more than the totals count, so that the bulk names alone are 'at least' TOTAL_COUNTED. */
const BULK = TOTAL_COUNTED + 1;
const ALL = 1 + MIXED.length + BULK;
const bulkName = (i: number) => `bulk_${String(i).padStart(5, '0')}`;

describe.each(testDialects())('the user list paged by key with %s users', (dialect) => {
  const t = useAdminTestApp(dialect);

  beforeAll(async () => {
    const now = new Date().toISOString();
    const rows = [
      ...MIXED,
      ...Array.from({ length: BULK }, (_, i) => ({
        username: bulkName(i),
        email: `${bulkName(i)}@bulk.example`,
      })),
    ].map(({ username, email }, i) => ({
      username,
      usernameLower: username,
      email,
      emailLower: email,
      passwordHash: 'not-a-real-hash',
      funFunds: i,
      createdAt: now,
      updatedAt: now,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.database.db
        .insertInto('users')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  }, 120_000);

  async function list(query: string): Promise<UsersPage> {
    const response = await t.call('GET', `/api/users?${query}`, t.admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UsersPage>();
  }
  const names = (page: UsersPage) => page.users.map((user) => user.username);

  it('pages every user in id order, from either end and from any cursor', async () => {
    const first = await list('limit=50');
    expect(first.users).toHaveLength(50);
    expect(first.users[0]?.email).toBe(TEST_ADMIN_EMAIL);
    expect(first.prevCursor).toBeNull();
    expect(first.nextCursor).toBe(String(first.users[49]?._id));
    // More than the totals count: an estimate, not a count of the whole table.
    expect(first).toMatchObject({ total: ALL, totalIs: 'about' });

    const last = await list('last=true&limit=50');
    expect(names(last).at(-1)).toBe(bulkName(BULK - 1));
    expect(last.users).toHaveLength(50);
    expect(last.nextCursor).toBeNull();
    expect(last.prevCursor).toBe(String(last.users[0]?._id));

    const before = (await list(`search=${bulkName(498)}`)).users[0]?._id;
    const middle = await list(`after=${before}&limit=100`);
    expect(names(middle)[0]).toBe(bulkName(499));
    expect(names(middle)[99]).toBe(bulkName(598));
    const back = await list(`before=${middle.prevCursor}&limit=1`);
    expect(names(back)).toEqual([bulkName(498)]);
  });

  it('walks the whole list forwards and back without losing or repeating anyone', async () => {
    const seen: number[] = [];
    let page = await list('limit=100');
    for (;;) {
      seen.push(...page.users.map((user) => user._id));
      if (page.nextCursor === null) break;
      page = await list(`after=${page.nextCursor}&limit=100`);
    }
    expect(seen).toHaveLength(ALL);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(ALL);
    // From the last page back to the first by prevCursor: the same ids, the other way round.
    const backwards: number[] = [];
    page = await list('last=true&limit=100');
    for (;;) {
      backwards.unshift(...page.users.map((user) => user._id));
      if (page.prevCursor === null) break;
      page = await list(`before=${page.prevCursor}&limit=100`);
    }
    expect(backwards).toEqual(seen);
  }, 60_000);

  it('searches the start of names and e-mails, case-insensitively and literally', async () => {
    const found = await list('search=BULK_0099&limit=100');
    expect(names(found)).toEqual(Array.from({ length: 10 }, (_, i) => bulkName(990 + i)));
    expect(found).toMatchObject({ total: 10, totalIs: 'exact', nextCursor: null, prevCursor: null });
    expect(names(await list(`search=${encodeURIComponent('bulk_00424@')}`))).toEqual([bulkName(424)]);
    // '_' and '%' are themselves, and only the start of a name or e-mail counts.
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=bulk%25')).total).toBe(0);
    expect((await list('search=k_0000')).total).toBe(0);
    // Past TOTAL_COUNTED matches the count stops: 'at least'.
    expect(await list('search=bulk_&limit=1')).toMatchObject({ total: TOTAL_COUNTED, totalIs: 'atLeast' });
  });

  it('merges name and e-mail matches in the order of the matched text, each player once', async () => {
    const all = await list('search=dup');
    expect(names(all)).toEqual(['other_four', 'dup_one', 'other_two', 'dup_zed']);
    expect(all).toMatchObject({ total: 4, totalIs: 'exact' });

    const first = await list('search=dup&limit=2');
    expect(names(first)).toEqual(['other_four', 'dup_one']);
    expect(first).toMatchObject({ prevCursor: null, nextCursor: 'dup_one' });
    const second = await list(`search=dup&limit=2&after=${first.nextCursor}`);
    expect(names(second)).toEqual(['other_two', 'dup_zed']);
    expect(second.nextCursor).toBeNull();
    expect(second.prevCursor).toBe('dup_two@mixed.example');
    const back = await list(`search=dup&limit=2&before=${encodeURIComponent(second.prevCursor ?? '')}`);
    expect(names(back)).toEqual(names(first));
    const last = await list('search=dup&limit=3&last=true');
    expect(names(last)).toEqual(['dup_one', 'other_two', 'dup_zed']);
    expect(last.prevCursor).toBe('dup_one');
  });

  it('pages a search by key', async () => {
    const pages: string[][] = [];
    let page = await list('search=bulk_000&limit=40');
    pages.push(names(page));
    while (page.nextCursor !== null) {
      page = await list(`search=bulk_000&limit=40&after=${page.nextCursor}`);
      pages.push(names(page));
    }
    expect(pages.map((p) => p.length)).toEqual([40, 40, 20]);
    expect(pages.flat()).toEqual(Array.from({ length: 100 }, (_, i) => bulkName(i)));
  });

  it('answers every one of more list reads than run at once, each its own page', async () => {
    // Three times the reads the lane runs together: the others wait their turn, none is lost.
    const queries = Array.from({ length: ADMIN_READS_AT_ONCE * 3 }, (_, i) =>
      i % 2 === 0 ? `limit=${5 + i}` : `limit=${5 + i}&search=dup`,
    );
    const pages = await Promise.all(queries.map(list));
    pages.forEach((page, i) => {
      if (i % 2 === 0) expect(page.users).toHaveLength(5 + i);
      else expect(names(page)).toEqual(['other_four', 'dup_one', 'other_two', 'dup_zed']);
    });
  });

  it('refuses a bad cursor, two starts at once and a page too long', async () => {
    for (const [query, message] of [
      ['after=abc', adminMessages.badCursor],
      ['before=-1', adminMessages.badCursor],
      ['after=1&before=2', adminMessages.onePageStart],
      ['after=1&last=true', adminMessages.onePageStart],
    ]) {
      const response = await t.call('GET', `/api/users?${query}`, t.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const over = await t.call('GET', '/api/users?limit=101', t.admin);
    expect(over.statusCode).toBe(400);
    // A cursor past every row names an empty page, not an error.
    expect(await list('after=99999999999')).toMatchObject({ users: [], nextCursor: null });
  });
});

describe('prefixEnd', () => {
  it.each([
    ['ab', 'ac'],
    ['a\u{10ffff}', 'b'],
    ['\u{10ffff}', undefined],
    ['a\ud7ff', 'a\ue000'],
    ['zz@', 'zzA'],
  ])('%j ends before %j', (prefix, end) => {
    expect(prefixEnd(prefix)).toBe(end);
  });
});
