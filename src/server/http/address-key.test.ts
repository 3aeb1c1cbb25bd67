import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';
import { spelledAsApi } from './api-spelling';

describe('addressKey: what a client is counted as', () => {
  it.each([
    // IPv4 as it is; IPv4-mapped IPv6, in any spelling, as its IPv4 address.
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['0000:0000::ffff:203.0.113.7', '203.0.113.7'],
    // IPv6 by its first 64 bits, however abbreviated.
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    // `::` in the first half: the zeros it stands for are part of the /64.
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::1:2:3:4', '2001:db8:0:0::/64'],
    ['2001:db8::2:0:0:0:1', '2001:db8:0:2::/64'],
    ['2001:db8:0:1::', '2001:db8:0:1::/64'],
    ['1:2:3:4:5:6:7::', '1:2:3:4::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['::1.2.3.4', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it.each([
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1::2::3',
    '12345::',
    ':::',
    ':1:2:3:4:5:6:7',
    '::ffff:300.1.1.1',
    '::ffff:1.2.3',
    '1.2.3.4::',
    'g::1',
    'garbage:with:colons',
  ])('keeps %s, which is no IPv6 address, as it is', (address) => {
    expect(addressKey(address)).toBe(address);
  });

  it('names a request without an address', () => {
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('spelledAsApi: unmatched paths that imitate the API', () => {
  it.each([
    '/api',
    '/api/nope',
    '/API/users/me',
    '//api/users/me',
    '/./api/users/me',
    '/api./users/me',
    '/api;x',
    '/%2561pi/users/me',
    '/%252561pi/users/me',
    '/%2F%2Fapi/users/me',
    'http://host//api/users/me',
    'HTTPS://host:443/API/x?y#z',
    '\\api\\users',
  ])('%s is an API path', (target) => {
    expect(spelledAsApi(target)).toBe(true);
  });

  it.each(['/', '/games/dice', '/apiary', '/assets/api.js', '/x/api/users', '/%ZZapi', 'http://api/x', '*'])(
    '%s is not',
    (target) => {
      expect(spelledAsApi(target)).toBe(false);
    },
  );
});
