/**
 * SSE clients for bench/notifications-fanout.ts, in a child process of their own: a process holding
 * both ends of 10,000 streams needs 20,000 descriptors, this container's hard limit, and the
 * server's memory figure should not include the clients anyway.
 *
 * Protocol over IPC. The parent sends { port, ids }; the child opens every stream and answers
 * { ready: n }. For each { round: title, deadline } it answers { round, arrivals: number[], missing }.
 * Arrival times are epoch milliseconds (timeOrigin + now), comparable across processes.
 */
type Client = { arrivals: Map<string, number>; ready: boolean; reader: ReadableStreamDefaultReader<Uint8Array> };
const clients: Client[] = [];
const epoch = () => performance.timeOrigin + performance.now();

const openOne = async (port: number, id: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/bench/stream/${id}`);
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const client: Client = { arrivals: new Map(), ready: false, reader };
  clients.push(client);
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const now = epoch();
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.startsWith('event: ready')) client.ready = true;
        else if (block.startsWith('event: notification')) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          const parsed = JSON.parse(data?.slice(6) ?? '{}') as { notification?: { title: string } };
          if (parsed.notification) client.arrivals.set(parsed.notification.title, now);
        }
      }
    }
  })();
};

const send = (message: unknown) => process.send?.(message);

process.on('message', async (message: { port?: number; ids?: string[]; round?: string; deadline?: number; stop?: boolean }) => {
  if (message.ids && message.port) {
    // In batches: thousands of simultaneous connects overflow the listen backlog.
    for (let i = 0; i < message.ids.length; i += 100)
      await Promise.all(message.ids.slice(i, i + 100).map((id) => openOne(message.port as number, id)));
    while (clients.some((c) => !c.ready)) await new Promise((r) => setTimeout(r, 50));
    send({ ready: clients.length });
  } else if (message.round) {
    const title = message.round;
    const deadline = message.deadline ?? Date.now() + 10_000;
    while (clients.some((c) => !c.arrivals.has(title)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const arrivals = clients.filter((c) => c.arrivals.has(title)).map((c) => c.arrivals.get(title) as number);
    send({ round: title, arrivals, missing: clients.length - arrivals.length });
  } else if (message.stop) {
    for (const c of clients) await c.reader.cancel().catch(() => {});
    process.exit(0);
  }
});
