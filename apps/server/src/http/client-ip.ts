import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.js';

/** Whether the hop at `address` (0 = the peer) is a proxy whose X-Forwarded-For is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as the trust function Fastify and proxy-addr take (the same forms Fastify accepts). */
export function proxyTrust(trust: TrustProxy): ProxyTrust {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

const compiled = new WeakMap<object, ProxyTrust>();

/**
 * The client's address for every per-IP rule, HTTP and /socket alike (decision 0023): the peer,
 * or the X-Forwarded-For entry behind the trusted proxies. Never the client's own choice.
 */
export function clientIp(req: IncomingMessage, config: { trustProxy: TrustProxy }): string {
  let trust = compiled.get(config);
  if (!trust) compiled.set(config, (trust = proxyTrust(config.trustProxy)));
  return proxyAddr(req, trust) ?? '';
}
