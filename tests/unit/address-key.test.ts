import { describe, expect, it } from 'vitest';
import { addressKey } from '../../server/http/routing/client-address.ts';

describe('rate-limit address keys', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network, whatever the shorthand', () => {
    expect(addressKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:db8:abcd:12::99')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0DB8:ABCD:0012:ffff::1')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
