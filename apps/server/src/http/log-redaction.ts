import type { FastifyRequest } from 'fastify';

// Query parameters whose values are secrets: activation and reset links carry a token in the URL
// (/activation?token=…, /reset-password?token=…), and request logs must not keep it.
const SECRET_PARAMS = /^(token|code|password|key|secret)$/i;

/** The URL as it may be logged: secret query values replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const raw = pair.split('=')[0] ?? '';
      let name = raw;
      try {
        name = decodeURIComponent(raw);
      } catch {
        /* a malformed escape: compare the raw name */
      }
      return SECRET_PARAMS.test(name) ? `${raw}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Fastify's request log line without the secret query values. */
export function serializeRequestForLog(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}
