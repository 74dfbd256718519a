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
  const address = parsed(text);
  if (!address) return false;
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as IPv6;
  // ::/8 is reserved; ipaddr.js calls the deprecated IPv4-compatible form (::7f00:1 = ::127.0.0.1) unicast.
  if (v6.range() === 'unicast') return v6.parts[0] >= 0x100;
  const v4 = embeddedIPv4(v6);
  return v4 !== null && v4.range() === 'unicast';
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(text: string): boolean {
  const address = parsed(text);
  if (!address) return false;
  const v4 = address.kind() === 'ipv4' ? (address as IPv4) : embeddedIPv4(address as IPv6);
  return (v4 ?? address).range() === 'loopback';
}

/**
 * The relaxed policy of tests and the offline demo, whose fake websites listen on loopback addresses: public
 * or loopback. Private networks, link-local (cloud metadata), CGNAT and the rest stay refused even then.
 */
export function isPublicOrLoopbackAddress(text: string): boolean {
  return isPublicAddress(text) || isLoopbackAddress(text);
}

/**
 * Ranges an operator opened on purpose (CRAWLER_ALLOWED_NETWORKS, e.g. "172.18.0.0/16" where fake websites run in
 * containers): true when the address lies in one of them. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function isInNetworks(networks: readonly string[]): (text: string) => boolean {
  const ranges = networks.map((cidr) => ipaddr.parseCIDR(cidr));
  return (text) => {
    const parsedAddress = parsed(text);
    if (!parsedAddress) return false;
    const address =
      parsedAddress.kind() === 'ipv6' && (parsedAddress as IPv6).isIPv4MappedAddress()
        ? (parsedAddress as IPv6).toIPv4Address()
        : parsedAddress;
    return ranges.some(
      ([network, bits]) => address.kind() === network.kind() && address.match(network, bits),
    );
  };
}

/** The crawler's rule for resolved addresses, from configuration (see `SafeFetchOptions`). */
export function crawlerAddressRule(options: {
  allowPrivateNetworks: boolean;
  allowedNetworks?: readonly string[];
}): (address: string) => boolean {
  const base = options.allowPrivateNetworks ? isPublicOrLoopbackAddress : isPublicAddress;
  if (!options.allowedNetworks?.length) return base;
  const inAllowed = isInNetworks(options.allowedNetworks);
  return (address) => base(address) || inAllowed(address);
}

function parsed(text: string): IPv4 | IPv6 | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}
