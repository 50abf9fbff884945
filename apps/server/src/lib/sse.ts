import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';

/**
 * Server-sent events written straight to Node's response (decision 411). A stream costs the socket,
 * Node's request and response, and a small object here: no Fetch `ReadableStream`, no timer and no
 * pending promise of its own. Events are serialized once into a `Buffer` (`sseFrame`) and the same
 * bytes are written to every stream they are for; heartbeats come from one timer for all streams
 * (the notification hub's).
 */

const CRLF = Buffer.from('\r\n', 'latin1');

/**
 * One event as it goes on the wire, built once for every stream it is written to: `bytes` (the
 * `event:`, `data:` lines, then `id:`, the order Hono used) and, built when first asked, `chunk`:
 * the same bytes as one HTTP/1.1 chunk (size line, bytes, CRLF), which a chunked stream's socket
 * takes as it is.
 */
export class SseFrame {
  private framed: Buffer | null = null;
  constructor(readonly bytes: Buffer) {}

  get chunk(): Buffer {
    this.framed ??= Buffer.concat([Buffer.from(`${this.bytes.length.toString(16)}\r\n`, 'latin1'), this.bytes, CRLF]);
    return this.framed;
  }
}

export const sseFrame = (event: string, data: string, id?: number | string): SseFrame =>
  new SseFrame(
    Buffer.from(
      `event: ${event}\n${data
        .split(/\r\n|\r|\n/)
        .map((line) => `data: ${line}`)
        .join('\n')}${id === undefined ? '' : `\nid: ${id}`}\n\n`,
    ),
  );

/** Where one stream's frames go. */
export interface SseSink {
  /** Queues a frame; after `end` (from either side) it does nothing. */
  write(frame: SseFrame): void;
  /** Ends the stream from the server's side. */
  end(): void;
  readonly closed: boolean;
  /** Called once when the stream has ended, whichever side ended it. */
  onClose(fn: () => void): void;
}

/**
 * A client that reads too slowly to take what it is sent is dropped rather than buffered without
 * bound: it reconnects with its Last-Event-ID and the replay brings it up to date.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** @hono/node-server leaves a response alone when the app's answer carries this header. */
const ALREADY_SENT_HEADER = [...RESPONSE_ALREADY_SENT.headers.keys()][0] as string;
/** Set on Node's response while an SSE answer waits for the app's headers (see `startSseResponse`). */
const START = Symbol('awc.sse.start');
/** The sink writing to a Node response, so one listener function serves every stream's 'close'. */
const SINK = Symbol('awc.sse.sink');
type Outgoing = ServerResponse & { [START]?: (answer: Response) => void; [SINK]?: NodeSink };
function onResponseClose(this: Outgoing) {
  this[SINK]?.closedByNode();
}
/**
 * What a response's `_header` becomes once Node has sent the head: Node keeps the head it built
 * (0.8 kB a stream with these headers, as some fifty concatenated pieces: 1.7 kB) for the whole
 * response, and after sending it only ever asks whether there is one (`headersSent`, and `end()`,
 * which must not write a second head). One shared string answers that.
 */
const HEAD_SENT = 'sent';

class NodeSink implements SseSink {
  /** Frames written before the head went out (the replay and `ready`); null once it has. */
  private queued: SseFrame[] | null = [];
  /** Whether the response is chunked, so frames can go to its socket as ready-made chunks. */
  private chunked = false;
  private ending = false;
  private done = false;
  private closer: (() => void) | null = null;

  constructor(private readonly res: Outgoing) {
    res[SINK] = this;
    res.on('close', onResponseClose);
  }

  /** Node's response has closed (the client went, or the end was sent). */
  closedByNode() {
    if (this.done) return;
    this.done = true;
    this.queued = null;
    const closer = this.closer;
    this.closer = null;
    closer?.();
  }

  get closed() {
    return this.done || this.ending;
  }

  /** Writes the head with the headers the whole middleware chain gave the answer, then the queue. */
  start(answer: Response) {
    if (this.done || this.queued === null) return;
    const headers: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (name !== ALREADY_SENT_HEADER && name !== 'set-cookie') headers[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    this.res.writeHead(answer.status, headers);
    const queued = this.queued;
    this.queued = null;
    if (queued.length) this.res.write(queued.length === 1 ? (queued[0] as SseFrame).bytes : Buffer.concat(queued.map((f) => f.bytes)));
    else this.res.flushHeaders();
    const sent = this.res as { _header?: unknown; _headerSent?: unknown };
    if (sent._headerSent === true && typeof sent._header === 'string') sent._header = HEAD_SENT;
    this.chunked = (this.res as { chunkedEncoding?: boolean }).chunkedEncoding === true;
    if (this.ending) this.res.end();
  }

  write(frame: SseFrame) {
    if (this.closed) return;
    if (this.queued) {
      this.queued.push(frame);
      return;
    }
    const socket = this.res.socket;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    // Straight to the socket, the frame's shared chunk as it is, when nothing of the response
    // waits in Node's own buffer (its length is then the socket's): one write, no framing per
    // stream. Otherwise through the response, which frames it.
    if (this.chunked && socket && this.res.writableLength === socket.writableLength) socket.write(frame.chunk);
    else this.res.write(frame.bytes);
  }

  end() {
    if (this.closed) return;
    this.ending = true;
    // Before the head went out, `start` ends it once the head is written.
    if (this.queued === null) this.res.end();
  }

  onClose(fn: () => void) {
    if (this.done) fn();
    else this.closer = chain(this.closer, fn);
  }
}

const chain = (first: (() => void) | null, then: () => void) =>
  first
    ? () => {
        first();
        then();
      }
    : then;

/**
 * For requests that did not come through Node's HTTP server (the app's `request()` in tests, other
 * runtimes): the same frames through a Fetch stream.
 */
class WebSink implements SseSink {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private done = false;
  private closer: (() => void) | null = null;
  readonly readable = new ReadableStream<Uint8Array>({
    start: (controller) => {
      this.controller = controller;
    },
    cancel: () => this.finish(),
  });

  get closed() {
    return this.done;
  }

  write(frame: SseFrame) {
    if (this.done) return;
    try {
      this.controller?.enqueue(frame.bytes);
    } catch {
      this.finish();
    }
  }

  end() {
    if (this.done) return;
    try {
      this.controller?.close();
    } catch {
      // already closed by the reader
    }
    this.finish();
  }

  onClose(fn: () => void) {
    if (this.done) fn();
    else this.closer = chain(this.closer, fn);
  }

  private finish() {
    if (this.done) return;
    this.done = true;
    const closer = this.closer;
    this.closer = null;
    closer?.();
  }
}

const SSE_HEADERS = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' };
/** Chunked, as Hono's streamSSE answered too: the frames' ready-made chunks depend on it. */
const NODE_SSE_HEADERS = { ...SSE_HEADERS, 'Transfer-Encoding': 'chunked' };

/**
 * Opens an SSE answer for this request: a sink to write frames to (they are queued until the head
 * goes out) and `respond()`, the answer the route returns once the stream is set up.
 *
 * Through Node's server the answer is a marker with no body: the middleware chain still adds its
 * headers to it (security headers, request id), and when the app's `fetch` has the final answer,
 * `startSseResponse` writes those headers and the queued frames to Node's response itself.
 */
export const openSse = (c: Context): { sink: SseSink; respond: () => Response } => {
  const outgoing = (c.env as { outgoing?: Outgoing } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.writeHead === 'function') {
    const sink = new NodeSink(outgoing);
    return {
      sink,
      respond: () => {
        outgoing[START] = (answer) => sink.start(answer);
        return new Response(null, { headers: { ...NODE_SSE_HEADERS, [ALREADY_SENT_HEADER]: '1' } });
      },
    };
  }
  const sink = new WebSink();
  return { sink, respond: () => new Response(sink.readable, { headers: SSE_HEADERS }) };
};

/**
 * Wraps the app's `fetch`: an answer from `openSse` through Node's server gets its head and first
 * frames written here, once every middleware has run. Other answers pass untouched.
 */
export const startSseResponse = (answer: Response | Promise<Response>, env: unknown): Response | Promise<Response> => {
  const outgoing = (env as { outgoing?: Outgoing } | undefined)?.outgoing;
  if (!outgoing) return answer;
  const start = (res: Response) => {
    const begin = outgoing[START];
    if (!begin) return res;
    delete outgoing[START];
    // An error after the route answered replaced the marker: Node's server sends that answer
    // instead, and the stream ends with it.
    if (!res.headers.has(ALREADY_SENT_HEADER)) return res;
    begin(res);
    // The server's own marker, not the route's: under @hono/node-server a Response made in the app
    // is its light class, which it always writes out (a second head, then the end).
    return RESPONSE_ALREADY_SENT;
  };
  return answer instanceof Promise ? answer.then(start) : start(answer);
};
