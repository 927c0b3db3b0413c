// The host's error texts are the spec's catalogue (member spec §8), the same the client shows.
import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES as CLIENT } from '../../../shared/src/errors/index.ts';
import { STATUS_MESSAGES, envelope, rawErrorResponse } from '../src/errors.mjs';

describe('host error catalogue', () => {
  it("uses the client's catalogue text for every status both know", () => {
    const shared = Object.keys(STATUS_MESSAGES).filter((s) => s in CLIENT);
    expect(shared.length).toBeGreaterThanOrEqual(7);
    for (const s of shared) expect(STATUS_MESSAGES[s], s).toBe(CLIENT[s]);
  });

  it('answers a parser error as a closed HTTP/1.1 envelope with the request id', () => {
    const text = rawErrorResponse({ code: 'HPE_HEADER_OVERFLOW' }, 'abc-1');
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('\r\nConnection: close');
    expect(head).toContain('\r\nX-Request-Id: abc-1');
    expect(JSON.parse(body)).toEqual(envelope(431));
    expect(Number(/Content-Length: (\d+)/.exec(head)[1])).toBe(Buffer.byteLength(body));
    expect(rawErrorResponse({ code: 'HPE_INVALID_METHOD' }, 'x')).toMatch(/^HTTP\/1\.1 400 /);
  });
});
