import net from 'node:net';

export interface WireCounter {
  /** The server's address through the counter, e.g. http://127.0.0.1:41236 */
  readonly url: string;
  /** Bytes the server has sent to the browser so far: headers, bodies, WebSocket frames. */
  readonly bytes: number;
  /** Of `bytes`, those sent on connections upgraded to WebSockets: the 101 and its frames. */
  readonly streamBytes: number;
  close(): Promise<void>;
}

/** The start of a server's answer that switches its connection to a WebSocket. */
const SWITCHING = Buffer.from('HTTP/1.1 101');

/**
 * A TCP relay in front of the server that counts what it sends back: the bytes on the wire,
 * exactly. The browser's own accounting misses one response, a dedicated worker's script
 * (Chromium fetches it outside the page and reports its body as 0 bytes), so budgets use this.
 * Chromium opens a connection of its own for each WebSocket, so a connection whose first answer
 * is a 101 carries the stream only: its bytes are counted apart, however many frames a slow
 * draw lets the live stream send.
 */
export async function startWireCounter(serverUrl: string): Promise<WireCounter> {
  const target = new URL(serverUrl);
  let bytes = 0;
  let streamBytes = 0;
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
    let isStream: boolean | undefined;
    serverSide.on('data', (chunk: Buffer) => {
      isStream ??= chunk.subarray(0, SWITCHING.length).equals(SWITCHING);
      bytes += chunk.length;
      if (isStream) streamBytes += chunk.length;
    });
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
    get streamBytes() {
      return streamBytes;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
