import type { AddressInfo, Socket } from 'node:net';
import dns2 from 'dns2';
import { zoneOf, type TFakeZone } from './fake-mail-zones';

const { Packet } = dns2;
type TRequest = InstanceType<typeof Packet>;
type TRecord = Partial<dns2.Packet.Resource>;

const TTL = 300;
const RCODE = { NXDOMAIN: 3, SERVFAIL: 2 } as const;

export type TFakeDns = {
  /** `127.0.0.1:<port>`: what DNS_SERVERS takes. UDP and TCP answer on the same port. */
  server: string;
  port: number;
  /** Questions asked so far, as `TYPE name` ("MX mx.test"). */
  questions: string[];
  close: () => Promise<void>;
};

export type TFakeDnsOptions = {
  /** UDP and TCP port (0: a free one). */
  port?: number;
  /** Wait before each answer. */
  latencyMs?: number;
};

const TYPE_NAMES = new Map<number, string>(Object.entries(Packet.TYPE).map(([name, code]) => [code, name]));

/** The records of `zone` answering a question of `type` about `name`. */
function recordsOf(zone: TFakeZone, name: string, type: number): TRecord[] {
  const base = { name, class: Packet.CLASS.IN, ttl: TTL };
  const mx = (priority: number, exchange: string): TRecord => ({
    ...base,
    type: Packet.TYPE.MX,
    priority,
    exchange,
  });
  const a = (address: string): TRecord => ({ ...base, type: Packet.TYPE.A, address });
  const aaaa = (address: string): TRecord => ({ ...base, type: Packet.TYPE.AAAA, address });
  switch (zone.kind) {
    case 'mx':
      if (type === Packet.TYPE.MX) return zone.exchanges.map((exchange, i) => mx(10 * (i + 1), exchange));
      return type === Packet.TYPE.A ? [a('192.0.2.25')] : [];
    case 'address':
      if (type === Packet.TYPE.A) return (zone.a ?? []).map(a);
      return type === Packet.TYPE.AAAA ? (zone.aaaa ?? []).map(aaaa) : [];
    case 'null_mx':
      // RFC 7505: "MX 0 ." — the root name, encoded as one zero byte.
      if (type === Packet.TYPE.MX) return [mx(0, '')];
      return type === Packet.TYPE.A ? (zone.a ?? []).map(a) : [];
    case 'mixed_null_mx':
      return type === Packet.TYPE.MX ? [mx(0, ''), mx(10, zone.exchange)] : [];
    default:
      return [];
  }
}

/**
 * The answer to one question, as a recursive resolver gives it: a CNAME is followed inside the answer; a missing
 * name is NXDOMAIN; a name without records of the type is an empty NOERROR answer (NODATA).
 */
function answer(request: TRequest): TRequest | null {
  const response = Packet.createResponseFromRequest(request);
  response.header.ra = 1;
  const [question] = request.questions;
  if (!question) return response;
  let name = question.name;
  for (let hops = 0; hops < 8; hops++) {
    const { zone } = zoneOf(name);
    if (zone.kind === 'timeout') return null;
    if (zone.kind === 'servfail' || zone.kind === 'nxdomain') {
      response.header.rcode = zone.kind === 'servfail' ? RCODE.SERVFAIL : RCODE.NXDOMAIN;
      return response;
    }
    if (zone.kind !== 'cname') {
      response.answers.push(...(recordsOf(zone, name, question.type) as dns2.Packet.Resource[]));
      return response;
    }
    response.answers.push({
      name,
      type: Packet.TYPE.CNAME,
      class: Packet.CLASS.IN,
      ttl: TTL,
      domain: zone.target,
    } as dns2.Packet.Resource);
    name = zone.target;
  }
  return response;
}

type THandler = (request: TRequest, send: (response: TRequest) => void) => void;

/**
 * UDP and TCP on one port: UDP takes `port` (0: a free one) and TCP the same number. A free UDP port's TCP twin may
 * belong to another process; then both are given up and another free port is tried.
 */
async function listenOnOnePort(handle: THandler, wanted: number) {
  for (let attempt = 1; ; attempt++) {
    const udp = dns2.createUDPServer(handle);
    await udp.listen(wanted, '127.0.0.1');
    const { port } = udp.address() as AddressInfo;
    const tcp = dns2.createTCPServer(handle);
    try {
      await new Promise<void>((resolve, reject) => {
        tcp.once('error', reject);
        tcp.listen(port, '127.0.0.1', () => resolve());
      });
      return { udp, tcp, port };
    } catch (error) {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (wanted !== 0 || !inUse || attempt === 5) throw error;
    }
  }
}

/**
 * A DNS server on 127.0.0.1 speaking the real wire protocol (dns2) over UDP and TCP, answering from the fake's
 * zones (`fake-mail-zones.ts`): MX, A and AAAA records, null MX, CNAME, NXDOMAIN, SERVFAIL and silence.
 * Point LeadScout at it with `DNS_SERVERS=<server>`.
 */
export async function startFakeDns(options: TFakeDnsOptions = {}): Promise<TFakeDns> {
  const questions: string[] = [];
  const handle = (request: TRequest, send: (response: TRequest) => void) => {
    const [question] = request.questions;
    if (question)
      questions.push(`${TYPE_NAMES.get(question.type) ?? question.type} ${question.name.toLowerCase()}`);
    const response = answer(request);
    if (!response) return;
    if (options.latencyMs) setTimeout(() => send(response), options.latencyMs);
    else send(response);
  };
  const { udp, tcp, port } = await listenOnOnePort(handle, options.port ?? 0);
  const connections = new Set<Socket>();
  tcp.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  return {
    server: `127.0.0.1:${port}`,
    port,
    questions,
    close: async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      const closed = new Promise<void>((resolve) => tcp.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}
