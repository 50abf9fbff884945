// A real SMTP server for tests and the messages it received, decoded. It imports nothing of the app
// or of Vitest, so the browser journeys (Playwright) use it too.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the raw bytes, and its headers and parts decoded for assertions. */
export type ReceivedMail = {
  to: string[];
  raw: string;
  headers: Map<string, string>;
  header: (name: string) => string | undefined;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

const unfold = (block: string) => {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
};

const decodeQp = (s: string) =>
  Buffer.from(
    s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  );

const decodeBody = (body: string, encoding: string | undefined): Buffer => {
  const e = (encoding ?? '').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (e === 'quoted-printable') return decodeQp(body);
  return Buffer.from(body, 'utf8');
};

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / ?B?), as nodemailer writes non-ASCII subjects. */
export const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')).toString('utf8'),
  );

const walk = (raw: string, into: Pick<ReceivedMail, 'text' | 'html' | 'attachments'>) => {
  const split = raw.indexOf('\r\n\r\n');
  const headers = unfold(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      walk(part.replace(/^\r\n/, ''), into);
    }
    return;
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'));
  const disposition = headers.get('content-disposition') ?? '';
  if (disposition.startsWith('attachment') || /name=/.test(type)) {
    into.attachments.push({
      filename: disposition.match(/filename="?([^";]+)"?/)?.[1] ?? type.match(/name="?([^";]+)"?/)?.[1] ?? '',
      contentType: type.split(';')[0] as string,
      content,
    });
  } else if (type.startsWith('text/html')) into.html += content.toString('utf8');
  else if (type.startsWith('text/plain')) into.text += content.toString('utf8').replace(/\r\n/g, '\n');
};

export const parseMail = (to: string[], raw: string): ReceivedMail => {
  const split = raw.indexOf('\r\n\r\n');
  const headers = unfold(raw.slice(0, split));
  const mail: ReceivedMail = { to, raw, headers, header: (n) => headers.get(n.toLowerCase()), text: '', html: '', attachments: [] };
  walk(raw, mail);
  return mail;
};

/**
 * A real SMTP server on a free port (smtp-server), keeping every message it accepts. `failNext(n)`
 * makes the next n messages fail with a 451 (a temporary failure, as a busy or bouncing server answers).
 */
export const startSmtp = async () => {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push(
          parseMail(
            session.envelope.rcptTo.map((r) => r.address),
            Buffer.concat(chunks).toString('utf8'),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    failNext: (n: number) => {
      failures = n;
    },
    clear: () => {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
};
export type SmtpCapture = Awaited<ReturnType<typeof startSmtp>>;
