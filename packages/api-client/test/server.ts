import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw query string, without `?`, in the order sent. */
  query: string;
  headers: IncomingMessage['headers'];
  /** The body parsed as JSON when it is JSON, else the text; undefined when empty. */
  body: unknown;
}

/** What the server answers: a status, headers and a body (JSON-encoded unless a string or Buffer). */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delay?: number;
}

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Sets the answer to every following request. */
  reply(reply: Reply | ((request: RecordedRequest) => Reply)): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that records requests and answers as told. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let answer: Reply | ((request: RecordedRequest) => Reply) = { status: 204 };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text === '' ? undefined : text;
      if (text !== '' && (incoming.headers['content-type'] ?? '').includes('json')) body = JSON.parse(text);
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        headers: incoming.headers,
        body,
      };
      requests.push(request);
      const reply = typeof answer === 'function' ? answer(request) : answer;
      const send = () => {
        const status = reply.status ?? 200;
        const isRaw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
        const payload =
          reply.body === undefined ? '' : isRaw ? (reply.body as string | Buffer) : JSON.stringify(reply.body);
        outgoing.writeHead(status, {
          ...(reply.body !== undefined && !isRaw ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
          ...reply.headers,
        });
        outgoing.end(payload);
      };
      if (reply.delay) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delay);
        timers.add(timer);
      } else {
        send();
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
