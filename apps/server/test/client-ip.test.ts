import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { clientIp } from '../src/http/client-ip.js';

// Issue 11 item 7: TRUST_PROXY is a hop count or a list of trusted proxies, never "every hop", and
// one clientIp() serves HTTP and /socket (decision 0023).

const config = (TRUST_PROXY: string) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY });
const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('TRUST_PROXY and the client IP', () => {
  it('reads false, a hop count and a list of trusted proxies; `true` means one hop', () => {
    expect(config('false').trustProxy).toBe(false);
    expect(config('true').trustProxy).toBe(1);
    expect(config('2').trustProxy).toBe(2);
    expect(config('10.0.0.0/8, loopback').trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => config('everything')).toThrow(ConfigError);
    expect(() => config('10.0.0.300')).toThrow(ConfigError);
  });

  it('takes the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIp(request('198.51.100.9', '203.0.113.1'), config('false'))).toBe('198.51.100.9');
  });

  it('with `true` a client cannot choose its address: only the entry the proxy appended counts', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    const forged = request('127.0.0.1', '6.6.6.6, 203.0.113.1');
    expect(clientIp(forged, config('true'))).toBe('203.0.113.1');
    expect(clientIp(forged, config('127.0.0.1/32'))).toBe('203.0.113.1');
    expect(clientIp(forged, config('2'))).toBe('6.6.6.6');
  });

  it('does not believe X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientIp(request('198.51.100.9', '203.0.113.1'), config('10.0.0.0/8'))).toBe('198.51.100.9');
    expect(clientIp(request('10.1.2.3', '203.0.113.1'), config('10.0.0.0/8'))).toBe('203.0.113.1');
  });
});
