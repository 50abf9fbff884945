/**
 * SSE clients for bench/notifications-fanout.ts, in a child process of their own: a process holding
 * both ends of 10,000 streams needs 20,000 descriptors, this container's hard limit, and the
 * server's memory figure should not include the clients anyway.
 *
 * Each stream is a plain TCP socket that sends a GET and looks for what it waits for in the bytes
 * it receives: the `ready` event, then each round's title. No HTTP parser, no decoding and no web
 * streams: with `fetch`, reading 5,000 streams cost this process more time than the server spent
 * writing them, and that time counted as the server's latency. (The bytes are the server's chunked
 * SSE answer; a title split across two reads is looked for across the boundary.)
 *
 * Protocol over IPC. The parent sends { port, ids }; the child opens every stream and answers
 * { ready: n }. Before each round's write the parent sends { arm: title } (answered { armed });
 * after it, { round: title, deadline }, answered
 * { round, arrivals: number[], missing, duplicated }. Arrival times are epoch milliseconds
 * (timeOrigin + now), comparable across processes.
 */
import net from 'node:net';

type Client = {
  socket: net.Socket;
  ready: boolean;
  /** The end of the previous read, so a marker split across reads is still found. */
  tail: Buffer;
  arrival: number | null;
  seen: number;
};
const clients: Client[] = [];
const epoch = () => performance.timeOrigin + performance.now();
const READY = Buffer.from('event: ready');
/** What this round's event carries (its title inside the JSON data). */
let marker: Buffer | null = null;

const count = (haystack: Buffer, needle: Buffer) => {
  let n = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) n++;
  return n;
};

const openOne = (port: number, id: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, noDelay: true }, () => {
      socket.write(`GET /api/bench/stream/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
      resolve();
    });
    const client: Client = { socket, ready: false, tail: Buffer.alloc(0), arrival: null, seen: 0 };
    clients.push(client);
    socket.on('data', (chunk: Buffer) => {
      const now = epoch();
      const data = client.tail.length ? Buffer.concat([client.tail, chunk]) : chunk;
      if (!client.ready && data.includes(READY)) client.ready = true;
      if (marker) {
        const n = count(data, marker);
        if (n) {
          client.arrival ??= now;
          client.seen += n;
        }
      }
      // Keep less than one marker's length: a whole marker in the tail would be counted twice.
      const keep = Math.max(READY.length, marker?.length ?? 0) - 1;
      client.tail = Buffer.from(data.subarray(Math.max(0, data.length - keep)));
    });
    socket.on('error', reject);
  });

const send = (message: unknown) => process.send?.(message);

process.on('message', async (message: { port?: number; ids?: string[]; arm?: string; round?: string; deadline?: number; stop?: boolean }) => {
  if (message.ids && message.port) {
    // In batches: thousands of simultaneous connects overflow the listen backlog.
    for (let i = 0; i < message.ids.length; i += 100)
      await Promise.all(message.ids.slice(i, i + 100).map((id) => openOne(message.port as number, id)));
    while (clients.some((c) => !c.ready)) await new Promise((r) => setTimeout(r, 50));
    send({ ready: clients.length });
  } else if (message.arm) {
    // Set before the parent writes the round's broadcast: from now on, its title is looked for.
    marker = Buffer.from(`"title":"${message.arm}"`);
    for (const c of clients) {
      c.arrival = null;
      c.seen = 0;
    }
    send({ armed: message.arm });
  } else if (message.round) {
    const deadline = message.deadline ?? Date.now() + 10_000;
    while (clients.some((c) => c.arrival === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    // A moment more, so an event written twice would be counted.
    await new Promise((r) => setTimeout(r, 50));
    const arrivals = clients.filter((c) => c.arrival !== null).map((c) => c.arrival as number);
    const duplicated = clients.reduce((n, c) => n + Math.max(0, c.seen - 1), 0);
    send({ round: message.round, arrivals, missing: clients.length - arrivals.length, duplicated });
  } else if (message.stop) {
    for (const c of clients) c.socket.destroy();
    process.exit(0);
  }
});

// The parent gone (finished, failed or killed): nothing is left holding thousands of sockets.
process.on('disconnect', () => process.exit(0));
