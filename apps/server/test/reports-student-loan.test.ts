import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type QuestionnaireAnswers, questionnaireInsights } from '@awc/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, newsletterSubscribers, reportRequests } from '../src/db/schema/index.ts';
import { REPORT_EMAIL_JOB } from '../src/services/reports/student-loan-vs-investing.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const ENDPOINT = '/api/reports/student-loan-vs-investing';

const answers = (over: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  firstName: 'Ada',
  highInterestDebt: 'No',
  emergencyFundStatus: 'Partially funded',
  avgLoanRate: '7% to 8.99%',
  pslfStatus: 'Yes',
  employerMatch: 'partial',
  financialLeaning: 'balanced',
  email: 'ada@example.com',
  termsAgreed: true,
  ...over,
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-report-test-'));
let fileNo = 0;
/** The text of a PDF as poppler's pdftotext reads it (layout off: reading order). */
const pdfText = (pdf: Buffer): string => {
  const file = path.join(tmp, `r${fileNo++}.pdf`);
  fs.writeFileSync(file, pdf);
  // Words split at a line-end hyphen come back joined; drop hyphens so either form compares equal.
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').replace(/-/g, '');
};
const pdfPages = (pdf: Buffer): number => {
  const file = path.join(tmp, `p${fileNo++}.pdf`);
  fs.writeFileSync(file, pdf);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
};

type Mail = { to: string[]; raw: string };
/** The decoded PDF attachment of a raw MIME message. */
const pdfAttachment = (raw: string): Buffer | null => {
  const start = raw.search(/Content-Type: application\/pdf/i);
  if (start < 0) return null;
  const part = raw.slice(start);
  const body = part.slice(part.search(/\r?\n\r?\n/) + 2);
  const b64 = body.split(/\r?\n--/)[0]?.replace(/[\r\n]/g, '') ?? '';
  return Buffer.from(b64, 'base64');
};
/** What pdfText makes of a phrase. */
const asPdf = (s: string) => s.replace(/-/g, '');
const subjectOf = (raw: string) => /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';

describe('the questionnaire report through a real SMTP server', () => {
  const received: Mail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      size: 10 * 1024 * 1024,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });
  const reportMails = (to: string) => received.filter((m) => m.to.includes(to) && /application\/pdf/.test(m.raw));

  it('answers at once, then emails a two-part PDF with the name, the matching reflections and the facts sheet', async () => {
    const res = await t.request(ENDPOINT, { method: 'POST', json: answers({ email: ' Ada@Example.com ' }) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { email: string; downloadUrl: string; expiresAt: string };
    expect(body.email).toBe('ada@example.com');
    expect(body.downloadUrl).toMatch(/^\/api\/reports\/student-loan-vs-investing\/download\/[\w-]{43}$/);
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(23 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
    // The PDF is not built in the request: the job waits in the queue and nothing was sent yet.
    const pending = await t.database.db.select().from(jobs).where(eq(jobs.name, REPORT_EMAIL_JOB));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.status).toBe('pending');
    expect(reportMails('ada@example.com')).toHaveLength(0);

    await t.deps.jobs.drain();
    const mails = reportMails('ada@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0] as Mail;
    expect(subjectOf(mail.raw)).toBe('Ada, your Student Loan vs. Investing report');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=student-loan-vs-investing-report\.pdf/);
    const pdf = pdfAttachment(mail.raw) as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    const expected = questionnaireInsights(answers());
    // Part 1, personalized.
    expect(text).toContain(asPdf('A personalized report for Ada'));
    expect(text).toContain(asPdf('Part 1'.toUpperCase()));
    expect(text).toContain(asPdf('Your personalized reflections'));
    expect(text).toContain(asPdf('Ada, thank you for working through the framework.'));
    expect(text).toContain(asPdf(expected.pathLabel));
    expect(expected.pathLabel).toBe('Leaning toward investing');
    for (const r of expected.reflections) expect(text).toContain(asPdf(r.title));
    expect(text).toContain(asPdf('Finish your emergency fund'));
    expect(text).toContain(asPdf('Contribute enough to receive the full employer match'));
    expect(text).toContain(asPdf('Protect your PSLF progress'));
    expect(text).toContain(asPdf('Your loan rate rivals long-run market returns'));
    expect(text).toContain(asPdf('Raise your retirement contribution to the level that receives the full employer match.'));
    // Part 2, the facts sheet, from the rules file.
    expect(text).toContain(asPdf('PART 2'));
    expect(text).toContain(asPdf('Key Financial Facts for 2026'));
    expect(text).toContain(asPdf('$24,500'));
    expect(text).toContain(asPdf('$7,500'));
    expect(text).toContain(asPdf('$4,400 self-only / $8,750 family'));
    expect(text).toContain(asPdf('120 monthly payments'));
    expect(text).toContain(asPdf('Repayment Assistance Plan (RAP), Tiered Standard'));
    expect(text).toContain(asPdf('June 30, 2028'));
    // Branded, paginated, with the education-not-advice notice.
    expect(text).toContain(asPdf('ATTORNEY WEALTH COLLECTIVE'));
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).toContain(asPdf('This is general financial education for attorneys, not personalized financial, legal or tax advice.'));

    // The address is on the newsletter list once, from the questionnaire.
    const subs = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ada@example.com'));
    expect(subs).toHaveLength(1);
    // Pending until the address confirms by the emailed link (double opt-in, decision 335).
    expect(subs[0]).toMatchObject({ status: 'pending', source: 'student-loan-vs-investing' });

    // The confirmation screen's link serves the same report.
    const dl = await t.request(body.downloadUrl);
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('content-disposition')).toBe('attachment; filename="student-loan-vs-investing-report.pdf"');
    expect(dl.headers.get('cache-control')).toBe('private, no-store');
    const downloaded = pdfText(Buffer.from(await dl.arrayBuffer()));
    expect(downloaded).toBe(text);
  });

  it('a second submission within a minute is stored but sends no second email; after the minute it sends again', async () => {
    const email = 'twice@example.com';
    const first = await t.request(ENDPOINT, { method: 'POST', json: answers({ email, firstName: 'Ben' }) });
    const second = await t.request(ENDPOINT, { method: 'POST', json: answers({ email, firstName: 'Ben', avgLoanRate: 'Less than 3%' }) });
    expect([first.status, second.status]).toEqual([201, 201]);
    await t.deps.jobs.drain();
    expect(reportMails(email)).toHaveLength(1);
    const rows = await t.database.db.select().from(reportRequests).where(eq(reportRequests.email, email));
    expect(rows.map((r) => r.emailStatus).sort()).toEqual(['duplicate', 'sent']);
    // Each submission has its own working link with its own answers.
    const secondBody = (await second.json()) as { downloadUrl: string };
    const secondPdf = pdfText(Buffer.from(await (await t.request(secondBody.downloadUrl)).arrayBuffer()));
    expect(secondPdf).toContain(asPdf('Your loan rate is below what a diversified portfolio has historically earned'));
    // Newsletter: still one row.
    expect(await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    // A minute later, a new submission emails again.
    await t.database.db
      .update(reportRequests)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(reportRequests.email, email));
    expect((await t.request(ENDPOINT, { method: 'POST', json: answers({ email, firstName: 'Ben' }) })).status).toBe(201);
    await t.deps.jobs.drain();
    expect(reportMails(email)).toHaveLength(2);
  });

  it('two submissions racing each other still send one email', async () => {
    const email = 'race@example.com';
    const results = await Promise.all([0, 1, 2].map(() => t.request(ENDPOINT, { method: 'POST', json: answers({ email }) })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    await t.deps.jobs.drain();
    expect(reportMails(email)).toHaveLength(1);
  });

  it('shows hostile text literally and keeps headers intact', async () => {
    const email = 'xss@example.com';
    const res = await t.request(ENDPOINT, {
      method: 'POST',
      json: answers({ email, firstName: '<script>alert(1)</script>\r\nBcc: victim@example.com' }),
    });
    expect(res.status).toBe(201);
    await t.deps.jobs.drain();
    const mail = reportMails(email)[0] as Mail;
    expect(mail.to).toEqual([email]);
    expect(mail.raw).not.toMatch(/^Bcc:/m);
    expect(subjectOf(mail.raw)).toBe('<script>alert(1)</script> Bcc: victim@example.com, your Student Loan vs. Investing report');
    expect(mail.raw).not.toContain('<script>alert(1)</script></p>');
    expect(pdfText(pdfAttachment(mail.raw) as Buffer)).toContain('<script>alert(1)</script> Bcc: victim@example.com, thank you');
  });
});

describe('POST /api/reports/student-loan-vs-investing refuses what it must', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const count = async () => ({
    requests: (await t.database.db.select().from(reportRequests)).length,
    jobs: (await t.database.db.select().from(jobs)).length,
    subscribers: (await t.database.db.select().from(newsletterSubscribers)).length,
  });

  it('bad input → 400 with the spec’s field messages, and nothing is stored, queued or subscribed', async () => {
    const before = await count();
    const res = await t.request(ENDPOINT, {
      method: 'POST',
      json: { ...answers(), firstName: '  ', email: 'not-an-email', termsAgreed: false, avgLoanRate: '4%', pslfStatus: 'maybe' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention.',
      fieldErrors: {
        firstName: ['Please enter your name'],
        email: ['Please enter a valid email address'],
        termsAgreed: ['You must agree to the terms to continue'],
        avgLoanRate: ['Please choose one of the listed options'],
        pslfStatus: ['Please choose one of the listed options'],
      },
    });
    const missing = await t.request(ENDPOINT, { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(((await missing.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(
      [
        'avgLoanRate',
        'email',
        'emergencyFundStatus',
        'employerMatch',
        'financialLeaning',
        'firstName',
        'highInterestDebt',
        'pslfStatus',
        'termsAgreed',
      ].sort(),
    );
    expect((await t.request(ENDPOINT, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await t.request(ENDPOINT, { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await count()).toEqual(before);
  });

  it('refuses a cross-site submission', async () => {
    const res = await t.request(ENDPOINT, {
      method: 'POST',
      json: answers({ email: 'csrf@example.com' }),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await t.database.db.select().from(reportRequests).where(eq(reportRequests.email, 'csrf@example.com'))).length).toBe(0);
  });

  it('throttles per client IP: 10 an hour', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      expect((await t.request(ENDPOINT, { method: 'POST', json: answers({ email: `ip${i}@example.com` }), ip })).status).toBe(201);
    }
    const refused = await t.request(ENDPOINT, { method: 'POST', json: answers({ email: 'ip10@example.com' }), ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { message: string }).message).toBe('Too many attempts. Please try again later');
    expect((await t.database.db.select().from(reportRequests).where(eq(reportRequests.email, 'ip10@example.com'))).length).toBe(0);
    // Another client is unaffected.
    expect((await t.request(ENDPOINT, { method: 'POST', json: answers({ email: 'ip10@example.com' }), ip: '203.0.113.8' })).status).toBe(201);
  });

  it('throttles per address: 5 a day, whatever the IP', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await t.request(ENDPOINT, { method: 'POST', json: answers({ email }), ip: `198.51.100.${i}` })).status).toBe(201);
    }
    expect((await t.request(ENDPOINT, { method: 'POST', json: answers({ email: 'MANY@example.com' }), ip: '198.51.100.99' })).status).toBe(429);
  });

  it('the download link is unguessable, expires, and reveals nothing when wrong', async () => {
    const res = await t.request(ENDPOINT, { method: 'POST', json: answers({ email: 'dl@example.com', firstName: 'Dora' }) });
    const { downloadUrl } = (await res.json()) as { downloadUrl: string };
    const ok = await t.request(downloadUrl);
    expect(ok.status).toBe(200);
    expect(pdfText(Buffer.from(await ok.arrayBuffer()))).toContain('A personalized report for Dora');
    // The token is stored only as a hash.
    const [row] = await t.database.db.select().from(reportRequests).where(eq(reportRequests.email, 'dl@example.com'));
    expect(row?.downloadTokenHash).not.toContain(downloadUrl.split('/').pop());
    const wrong = await t.request(`${downloadUrl.slice(0, -4)}AAAA`);
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'This download link has expired or is not valid. Your report is also in your email.',
    );
    expect((await t.request('/api/reports/student-loan-vs-investing/download/short')).status).toBe(400);
    await t.database.db
      .update(reportRequests)
      .set({ downloadExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportRequests.email, 'dl@example.com'));
    expect((await t.request(downloadUrl)).status).toBe(404);
  });

  it('without SMTP the report lands in the development outbox with its attachment', async () => {
    await t.request(ENDPOINT, { method: 'POST', json: answers({ email: 'outbox@example.com' }), ip: '192.0.2.1' });
    await t.deps.jobs.drain();
    const res = await t.request('/api/dev/outbox');
    const { emails } = (await res.json()) as { emails: { to: string; subject: string; attachments: { name: string; size: number }[] }[] };
    const report = emails.find((e) => e.to === 'outbox@example.com' && /report/.test(e.subject));
    expect(report?.attachments[0]?.name).toBe('student-loan-vs-investing-report.pdf');
    expect(report?.attachments[0]?.size).toBeGreaterThan(5000);
  });
});
