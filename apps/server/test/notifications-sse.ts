/** A minimal SSE reader over a fetch Response (what EventSource does), for the server tests. */
/** `at`: when the reader parsed it (performance.now()), for latency measurements. */
export type SseEvent = { event: string; id: string | undefined; data: string; at: number };

export const openSse = (res: Response) => {
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  let done = false;
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { event: 'message', id: undefined, data: '', at: performance.now() };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          e.data = data.join('\n');
          events.push(e);
        }
      }
    } catch {
      // cancelled
    } finally {
      done = true;
    }
  })();
  return {
    events,
    /** Notification events only, parsed. */
    notifications: () =>
      events
        .filter((e) => e.event === 'notification')
        .map((e) => ({ seq: e.id, ...(JSON.parse(e.data) as { type: string; id?: string; notification?: unknown }) })),
    get done() {
      return done;
    },
    close: async () => {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
};
