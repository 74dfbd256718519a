import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * The IPv4 address an IPv6 address carries, for the forms that route to it: IPv4-mapped (::ffff:a.b.c.d),
 * SIIT (::ffff:0:a.b.c.d), well-known NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::).
 */
function embeddedIPv4(address: IPv6): IPv4 | null {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return new ipaddr.IPv4(bytes.slice(12));
    case 'rfc6052':
      // Only 64:ff9b::/96 embeds in the last 32 bits; 64:ff9b:1::/48 is for local use and stays refused.
      return address.parts.slice(1, 6).every((part, i) => part === (i === 0 ? 0xff9b : 0))
        ? new ipaddr.IPv4(bytes.slice(12))
        : null;
    case '6to4':
      return new ipaddr.IPv4(bytes.slice(2, 6));
    default:
      return null;
  }
}

/**
 * True only for globally routable unicast addresses. Everything ipaddr.js classifies otherwise is refused:
 * private, loopback, link-local (incl. 169.254.169.254 metadata), CGNAT 100.64/10, unique-local
 * (incl. fd00:ec2::254 metadata), multicast, unspecified, broadcast, reserved, documentation, Teredo, and
 * IPv6 forms that embed a non-public IPv4 address. Text that is not an IP address is refused too.
 */
export function isPublicAddress(text: string): boolean {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return false;
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as IPv6;
  if (v6.range() === 'unicast') return true;
  const v4 = embeddedIPv4(v6);
  return v4 !== null && v4.range() === 'unicast';
}
