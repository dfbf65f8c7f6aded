import net from 'node:net';

export interface WireCounter {
  /** The server's address through the counter, e.g. http://127.0.0.1:41236 */
  readonly url: string;
  /** Bytes the server has sent to the browser so far: headers, bodies, WebSocket frames. */
  readonly bytes: number;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the server that counts what it sends back: the bytes on the wire,
 * exactly. The browser's own accounting misses one response, a dedicated worker's script
 * (Chromium fetches it outside the page and reports its body as 0 bytes), so budgets use this.
 */
export async function startWireCounter(serverUrl: string): Promise<WireCounter> {
  const target = new URL(serverUrl);
  let bytes = 0;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((browserSide) => {
    const serverSide = net.connect(Number(target.port), target.hostname);
    for (const socket of [browserSide, serverSide]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset on one side ends the other; nothing to report.
      socket.on('error', () => {
        browserSide.destroy();
        serverSide.destroy();
      });
    }
    serverSide.on('data', (chunk: Buffer) => (bytes += chunk.length));
    browserSide.pipe(serverSide);
    serverSide.pipe(browserSide);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (typeof address !== 'object' || !address) throw new Error('the wire counter has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    get bytes() {
      return bytes;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
