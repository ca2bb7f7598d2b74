import type { Context } from 'koa';

/**
 * Who to count a request against for per-address limits: the IPv4 address, or for IPv6 its /64
 * network, since one household or server usually holds a whole /64 and could rotate through it.
 */
export function clientAddress(ctx: Context): string {
  return addressKey(ctx.ip);
}

/** The limit key of an address: IPv4 as it is (also when IPv4-mapped), IPv6 as its /64 network. */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4 || !ip.includes(':')) return v4 ?? ip;
  const [head = '', tail = ''] = ip.split('::');
  const front = head.split(':').filter(Boolean);
  const back = tail.split(':').filter(Boolean);
  // Expand "::" so the first four groups are the network, whatever the shorthand.
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
