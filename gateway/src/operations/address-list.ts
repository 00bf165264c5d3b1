import { BlockList, isIP } from 'node:net';

/**
 * Whether an address is among `entries` (addresses, CIDR subnets, and `loopback` for 127.0.0.0/8
 * and ::1); an IPv4 address written as IPv6 (::ffff:127.0.0.1) is taken as the IPv4 one.
 */
export function addressList(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 6 ? 'ipv6' : 'ipv4');
  };
}
