// Raw HTTP/1.x over a socket, for the edge's desync tests (deploy/host/test/desync.test.mjs and,
// through nginx, deploy/e2e/tests/nginx.spec.ts): one list of hostile requests, one way to send
// them and read the answers.
import net from 'node:net';

/**
 * Sends raw bytes and collects the answers until the server closes the connection or `expected`
 * answers have come. The cap (ms) only ends a hung case; no assertion rests on time.
 * @param {number} port loopback port
 * @param {string} bytes the request(s), as written
 * @param {{ expected?: number, bodyless?: boolean, capMs?: number }} [o] `bodyless` for HEAD
 * @returns {Promise<Buffer>}
 */
export function sendRaw(port, bytes, { expected = 1, bodyless = false, capMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    const chunks = [];
    const finish = () => {
      clearTimeout(cap);
      s.destroy();
      resolve(Buffer.concat(chunks));
    };
    const cap = setTimeout(finish, capMs);
    s.on('data', (d) => {
      chunks.push(d);
      if (parseResponses(Buffer.concat(chunks), bodyless).length >= expected) finish();
    });
    s.on('end', finish);
    s.on('error', (e) => (chunks.length ? finish() : reject(e)));
    s.write(bytes);
  });
}

/**
 * Splits raw HTTP/1.x answers framed by Content-Length (or chunked, for nginx) into status, head
 * (latin1) and body (UTF-8).
 * @param {Buffer} buf what came back
 * @param {boolean} [bodyless] answers to HEAD: their Content-Length frames no body
 * @returns {{ status: number, head: string, body: string }[]}
 */
export function parseResponses(buf, bodyless = false) {
  const out = [];
  let rest = buf;
  while (rest.subarray(0, 7).toString('latin1') === 'HTTP/1.') {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const head = rest.subarray(0, end).toString('latin1');
    const status = Number(head.split(' ')[1]);
    let body = Buffer.alloc(0);
    let next = end + 4;
    if (!bodyless && /\r\ntransfer-encoding: *chunked/i.test(head)) {
      const parts = [];
      for (;;) {
        const eol = rest.indexOf('\r\n', next);
        if (eol < 0) return out;
        const size = parseInt(rest.subarray(next, eol).toString('latin1'), 16);
        if (!(size >= 0) || rest.length < eol + 2 + size + 2) return out;
        parts.push(rest.subarray(eol + 2, eol + 2 + size));
        next = eol + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const len = bodyless ? 0 : Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (rest.length < next + len) break;
      body = rest.subarray(next, next + len);
      next += len;
    }
    out.push({ status, head, body: body.toString('utf8') });
    rest = rest.subarray(next);
  }
  return out;
}

/**
 * Requests whose framing no server on the edge may accept: each must be refused with 400 (the
 * connection closed), and nothing in it may reach the API. The word 'gizli' marks a smuggled
 * request that must never be forwarded nor echoed.
 * @type {Readonly<Record<string, string>>}
 */
export const BAD_FRAMING = Object.freeze({
  'Content-Length with Transfer-Encoding': 'POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/gizli HTTP/1.1\r\nHost: x\r\n\r\n',
  'two different Content-Length values': 'POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 30\r\n\r\nabc',
  'a Content-Length list': 'POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 3\r\n\r\nabc',
  'a signed Content-Length': 'POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: +3\r\n\r\nabc',
  'a chunk size that is not hex': 'POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
  'a negative chunk size': 'POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n-3\r\nabc\r\n0\r\n\r\n',
  'a chunk size longer than its data': 'POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcdef\r\n0\r\n\r\n',
  'a chunk extension with a bare LF': 'POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3;ext\nabc\r\n0\r\n\r\n',
  'Transfer-Encoding other than chunked': 'POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nabc',
  'Transfer-Encoding: chunked, identity': 'POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n3\r\nabc\r\n0\r\n\r\n',
  'an obs-fold header': 'GET /api/saglik HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n',
  'an obs-fold Transfer-Encoding': 'POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding:\r\n chunked\r\nContent-Length: 3\r\n\r\nabc',
  'a space before the colon': 'POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length : 3\r\n\r\nabc',
  'a bare LF line end in the head': 'GET /api/saglik HTTP/1.1\nHost: x\n\n',
});

/**
 * A GET or HEAD that declares a body, with another request hidden in it: refused with 400.
 * @param {'GET' | 'HEAD'} method
 * @param {'length' | 'chunked'} framing
 */
export function bodyOnBodyless(method, framing) {
  const smuggled = 'POST /api/gizli HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n';
  return framing === 'length'
    ? `${method} /api/saglik HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${smuggled.length}\r\nConnection: close\r\n\r\n${smuggled}`
    : `${method} /api/saglik HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`;
}
