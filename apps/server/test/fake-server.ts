import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support for the outside services' adapters: a local HTTP server on 127.0.0.1 that hands
 * each request (raw URL, headers, body) to a vendor fake and writes back what it says.
 */

/**
 * What a fake answers: a status and a body (after `delayMs`, a slow service; once `after`
 * settles, a service holding the request until the test lets it go), or nothing at all (the
 * caller's timeout).
 */
export type FakeAnswer =
  | {
      status: number;
      body: string;
      contentType?: string;
      headers?: Record<string, string>;
      delayMs?: number;
      after?: Promise<void>;
    }
  | 'no answer';

/** One request as it arrived: the raw request line's URL, the headers and the body text. */
export interface RawRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeServer {
  /** http://127.0.0.1:port */
  origin: string;
  /** 127.0.0.1:port, the Host a client calling `origin` sends. */
  host: string;
  close(): Promise<void>;
}

/** Starts a fake on a free port; `answer` sees each request and the server's own host. */
export async function startFakeServer(
  answer: (request: RawRequest, ownHost: string) => FakeAnswer,
): Promise<FakeServer> {
  let host = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RawRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const reply = answer(request, host);
      if (reply === 'no answer') return;
      const write = () => {
        res.writeHead(reply.status, {
          'content-type': reply.contentType ?? 'application/json',
          ...reply.headers,
        });
        res.end(reply.body);
      };
      const answerNow = () => (reply.delayMs ? setTimeout(write, reply.delayMs) : write());
      if (reply.after) void reply.after.then(answerNow);
      else answerNow();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin: `http://${host}`,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin nothing listens on (a port that was free a moment ago): connections are refused. */
export async function unreachableOrigin(): Promise<string> {
  const server = await startFakeServer(() => ({ status: 500, body: '' }));
  await server.close();
  return server.origin;
}

/** A JSON answer. */
export function json(status: number, body: unknown): FakeAnswer {
  return { status, body: JSON.stringify(body) };
}

/** A redirect (the suites' sign-in pages send the browser back to the application). */
export function redirect(location: string): FakeAnswer {
  return { status: 302, body: '', contentType: 'text/plain', headers: { location } };
}
