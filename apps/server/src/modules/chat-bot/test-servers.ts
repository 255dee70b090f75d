import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A throwaway HTTP server on 127.0.0.1 for tests: the fake webhook and the fake OpenAI-compatible endpoint. */
export interface FakeServer {
  url: string;
  requests: unknown[];
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (body: unknown, response: ServerResponse, request: IncomingMessage) => void | Promise<void>,
): Promise<FakeServer> {
  const requests: unknown[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = Buffer.concat(chunks).toString('utf8');
    }
    requests.push(body);
    await handle(body, response, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
