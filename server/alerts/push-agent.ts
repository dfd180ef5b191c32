import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions, type RequestOptions } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Addresses a push must never reach: "this network" and unspecified, loopback, private, shared (carrier NAT),
 * link-local (the cloud metadata service lives there), benchmarking, documentation, multicast and reserved; in
 * IPv6 the same, plus IPv4-compatible, unique-local, site-local and NAT64 forms of the private IPv4 ranges.
 * BlockList matches an IPv4-mapped IPv6 address (::ffff:10.0.0.1) against the IPv4 rules itself.
 */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  const ipv4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  for (const [address, prefix] of ipv4) {
    list.addSubnet(address, prefix, 'ipv4');
    // The well-known NAT64 prefix carries an IPv4 address in its last 32 bits.
    list.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
  }
  const ipv6: [string, number][] = [
    // Unspecified, loopback and the deprecated IPv4-compatible form (::127.0.0.1).
    ['::', 96],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ];
  for (const [address, prefix] of ipv6) list.addSubnet(address, prefix, 'ipv6');
  return list;
})();

/** Whether an IP address is one on the public internet (false for anything that is not an IP address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PushConnectionRefused extends Error {}

/**
 * Resolves a name and hands the connection only public addresses: the check is made on the very addresses the
 * socket then connects to, so a name that resolves to a public address when the endpoint is saved and to an
 * internal one later (DNS rebinding) is still refused. One internal address among the answers refuses them all.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const internal = addresses.find((item) => !isPublicAddress(item.address));
    if (internal || addresses.length === 0) {
      callback(
        new PushConnectionRefused(
          `${hostname} resolves to ${internal?.address ?? 'no address'}, not a public address; nothing was sent`,
        ),
        '',
        0,
      );
      return;
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface PushTarget {
  /** The host name the endpoint was checked for. */
  hostname: string;
  /** The port, 443 for every real push service. */
  port: number;
  /** Test only: the certificate of the test's own push service, and leave to reach it on loopback. */
  loopbackTestService?: { ca: string };
}

/**
 * The agent one push goes out through: it connects to the host and port that were checked and to no other
 * (whatever the sending library makes of the endpoint), and only to public addresses, decided when it connects.
 */
export class PushAgent extends Agent {
  constructor(private readonly target: PushTarget) {
    const options: AgentOptions = { keepAlive: false, maxSockets: 1 };
    if (target.loopbackTestService) options.ca = target.loopbackTestService.ca;
    else options.lookup = publicOnlyLookup;
    super(options);
  }

  override createConnection(
    options: RequestOptions,
    callback?: (error: Error | null, socket: Duplex) => void,
  ): Duplex | null | undefined {
    const { hostname, port, loopbackTestService } = this.target;
    const refusal = (() => {
      if (options.host !== hostname || Number(options.port ?? 443) !== port) {
        return `Push refused: ${options.host}:${options.port} is not the checked ${hostname}:${port}`;
      }
      // A literal address is connected to without a lookup, so it is judged here.
      if (isIP(hostname) !== 0 && !isPublicAddress(hostname) && !loopbackTestService) {
        return `Push refused: ${hostname} is not a public address`;
      }
      return null;
    })();
    if (refusal === null) return super.createConnection(options);
    const error = new PushConnectionRefused(refusal);
    // The agent reports the error on the request; without a callback there is nobody to tell but the caller.
    if (!callback) throw error;
    callback(error, undefined as unknown as Duplex);
    return undefined;
  }
}
