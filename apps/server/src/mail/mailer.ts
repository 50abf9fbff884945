import { desc } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database, DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { newId } from '../lib/ids.ts';
import { lazyRequire } from '../lib/lazy-require.ts';
import type { Logger } from '../lib/logger.ts';

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** A fixed Message-ID (`<id@host>`): a resent copy is recognisably the same message. */
  messageId?: string;
};

export const EMAIL_JOB = 'email.send';

const nodemailer = lazyRequire<typeof import('nodemailer')>('nodemailer');

/**
 * Emails go out through the job queue (retried until delivered, never lost with the request).
 * With SMTP_URL they are sent for real; without it they are stored in the outbox table and shown
 * on the development mailbox, so every emailed link works on a fresh machine.
 */
export class Mailer {
  /** Created with the first email sent over SMTP: nodemailer loads then, not with the server. */
  private transport: Transporter | null = null;

  constructor(
    private readonly env: Env,
    private readonly database: Database,
    private readonly jobs: JobQueue,
    private readonly log: Logger,
  ) {
    jobs.register<MailMessage>(EMAIL_JOB, (message) => this.deliver(message));
  }

  /**
   * Queues an email. `dedupeKey` sends it at most once (e.g. one report email per minute). The
   * Message-ID is fixed here, once: if SMTP accepted the message but the job was retried (the
   * process died before it was marked done), the copy carries the same id and mail clients show one.
   */
  async send(message: MailMessage, options: { dedupeKey?: string; db?: DbOrTx } = {}): Promise<void> {
    const messageId = message.messageId ?? `<${newId()}@${new URL(this.env.PUBLIC_URL).hostname}>`;
    await this.jobs.enqueue(
      EMAIL_JOB,
      { ...message, messageId },
      {
        ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
        ...(options.db ? { db: options.db } : {}),
        maxAttempts: 10,
      },
    );
  }

  /** Delivers now (the job handler). Throws on failure so the queue retries. */
  async deliver(message: MailMessage): Promise<void> {
    if (this.env.SMTP_URL) {
      this.transport ??= nodemailer().createTransport(this.env.SMTP_URL);
      await this.transport.sendMail({
        from: this.env.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
      this.log.info({ to: redactEmail(message.to), subject: message.subject }, 'email sent');
      return;
    }
    await this.database.db.insert(outbox).values({
      id: newId(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.from(a.contentBase64, 'base64').length,
        contentBase64: a.contentBase64,
      })),
    });
  }

  async listOutbox(limit = 100) {
    return this.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
  }

  close() {
    this.transport?.close();
  }
}

const redactEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');
