import { PRODUCT_NAME, type QuestionnaireReport, type ReflectionStatus } from '@awc/domain';
import type PDFDocumentType from 'pdfkit';

/**
 * Lays out the Student Loan vs. Investing report as a two-part, branded, paginated PDF: part 1 the
 * personalized reflections, part 2 the Key Financial Facts sheet. The words come from the domain's
 * `questionnaireReport`; this file only places them. Standard PDF fonts (Helvetica, Times) keep the
 * file small and need nothing installed; text is reduced to what they can encode (decision 203).
 */

const C = {
  navy: '#0b1f3a',
  navy700: '#1e3a66',
  navy100: '#e3e9f3',
  brass: '#b08d57',
  brass700: '#7a5a20',
  brass100: '#f3ead8',
  ink: '#14213a',
  muted: '#475467',
  line: '#e3ded3',
  paper2: '#f4f1ea',
  success: '#067647',
  successBg: '#ecfdf3',
  warning: '#93370d',
  warningBg: '#fffaeb',
  danger: '#b42318',
  dangerBg: '#fef3f2',
} as const;

const STATUS_BADGE: Record<ReflectionStatus, { label: string; fg: string; bg: string }> = {
  act: { label: 'PRIORITY', fg: C.danger, bg: C.dangerBg },
  check: { label: 'TO CHECK', fg: C.warning, bg: C.warningBg },
  ok: { label: 'NOTED', fg: C.success, bg: C.successBg },
};

const MARGIN_X = 60;
const TOP = 78;
const BOTTOM = 62;

// Characters the standard fonts' WinAnsi encoding has beyond Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Keeps what the standard fonts can draw; other letters lose their accents or become "?". */
export const pdfSafe = (text: string): string =>
  Array.from(text.normalize('NFC'))
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
      if (ch === '\n') return ch;
      if (ch === '≥') return '>=';
      if (ch === '≤') return '<=';
      if (ch === '−') return '-';
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return base && Array.from(base).every((b) => (b.codePointAt(0) ?? 0) <= 0xff) ? base : '?';
    })
    .join('');

const longDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * pdfkit (with its fonts and codecs) took ~0.5 s to load: it loads with the first report, not with
 * the server (decision 289).
 */
let pdfkit: Promise<typeof PDFDocumentType> | null = null;
const loadPdfkit = () => {
  pdfkit ??= import('pdfkit').then((m) => m.default);
  return pdfkit;
};

export const renderQuestionnairePdf = async (report: QuestionnaireReport, options: { date: Date; siteUrl: string }): Promise<Buffer> => {
  const PDFDocument = await loadPdfkit();
  return new Promise<Buffer>((resolve, reject) => {
    const name = pdfSafe(report.firstName);
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: TOP, bottom: BOTTOM, left: MARGIN_X, right: MARGIN_X },
      bufferPages: true,
      lang: 'en-US',
      displayTitle: true,
      info: {
        Title: `${report.title}: report for ${name}`,
        Author: PRODUCT_NAME,
        Subject: 'Personalized educational reflections and Key Financial Facts',
        Creator: PRODUCT_NAME,
        CreationDate: options.date,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const W = doc.page.width - MARGIN_X * 2;
    const bottomY = () => doc.page.height - BOTTOM;
    const ensure = (height: number) => {
      if (doc.y + height > bottomY()) doc.addPage();
    };
    const text = (s: string, font: string, size: number, color: string, opts: PDFKit.Mixins.TextOptions = {}) =>
      doc.font(font).fontSize(size).fillColor(color).text(pdfSafe(s), opts);
    const para = (s: string, opts: PDFKit.Mixins.TextOptions = {}) => text(s, 'Helvetica', 10.5, C.ink, { width: W, lineGap: 2.5, ...opts });
    const eyebrow = (s: string) => text(s.toUpperCase(), 'Helvetica-Bold', 8.5, C.brass700, {});
    // A two-column table row ends 6 points below its taller cell (`bottom`), with a thin rule and
    // 6 points of air before the next row.
    const endTableRow = (bottom: number) => {
      doc.x = MARGIN_X;
      doc.y = bottom + 6;
      doc
        .moveTo(MARGIN_X, doc.y)
        .lineTo(MARGIN_X + W, doc.y)
        .lineWidth(0.5)
        .strokeColor(C.line)
        .stroke();
      doc.y += 6;
    };
    // A heading never ends a page: it needs room for itself and for `keepWith` points of what follows.
    const heading = (s: string, size = 13.5, keepWith = 70) => {
      ensure(size * 3.2 + keepWith);
      doc.moveDown(0.9);
      text(s, 'Times-Bold', size, C.navy, { width: W });
      const y = doc.y + 3;
      doc
        .moveTo(MARGIN_X, y)
        .lineTo(MARGIN_X + 36, y)
        .lineWidth(1.5)
        .strokeColor(C.brass)
        .stroke();
      doc.y = y + 9;
    };

    // ── Cover band ────────────────────────────────────────────────────────────
    doc.rect(0, 0, doc.page.width, 196).fill(C.navy);
    doc.rect(0, 196, doc.page.width, 4).fill(C.brass);
    doc.y = 46;
    doc.x = MARGIN_X;
    text(PRODUCT_NAME.toUpperCase(), 'Helvetica-Bold', 9, '#d9c08f', { width: W });
    doc.moveDown(0.9);
    text(report.title, 'Times-Bold', 25, '#ffffff', { width: W, lineGap: 1 });
    doc.moveDown(0.5);
    text(`A personalized report for ${name}`, 'Helvetica', 12, C.navy100, { width: W });
    doc.moveDown(0.25);
    text(`Prepared ${longDate(options.date)}  ·  Education, not advice`, 'Helvetica', 9.5, '#c4d1e6', { width: W });
    doc.y = 228;

    // ── Part 1: reflections ───────────────────────────────────────────────────
    eyebrow('Part 1');
    doc.moveDown(0.2);
    text('Your personalized reflections', 'Times-Bold', 19, C.navy, { width: W });
    doc.moveDown(0.5);
    para(
      `${name}, thank you for working through the framework. Here are educational reflections on your answers: which path they point to and why, and what to check next. They are a starting point for your own thinking, not a recommendation.`,
    );

    // The path, in a highlighted box.
    doc.moveDown(0.9);
    const boxPad = 16;
    const summaryH = doc
      .font('Helvetica')
      .fontSize(10.5)
      .heightOfString(pdfSafe(report.insights.summary), { width: W - boxPad * 2 - 4, lineGap: 2.5 });
    const boxH = summaryH + 62;
    ensure(boxH + 10);
    const boxY = doc.y;
    doc.rect(MARGIN_X, boxY, W, boxH).fill(C.paper2);
    doc.rect(MARGIN_X, boxY, 4, boxH).fill(C.brass);
    doc.x = MARGIN_X + boxPad + 4;
    doc.y = boxY + boxPad;
    text('WHERE YOUR ANSWERS POINT', 'Helvetica-Bold', 8, C.brass700, { width: W - boxPad * 2 });
    doc.moveDown(0.35);
    text(report.insights.pathLabel, 'Times-Bold', 16, C.navy, { width: W - boxPad * 2 });
    doc.moveDown(0.3);
    text(report.insights.summary, 'Helvetica', 10.5, C.ink, { width: W - boxPad * 2 - 4, lineGap: 2.5 });
    doc.x = MARGIN_X;
    doc.y = boxY + boxH;

    // The answers they gave.
    heading('Your answers');
    const qW = W * 0.58;
    for (const row of report.answers) {
      const h = Math.max(
        doc
          .font('Helvetica')
          .fontSize(9.5)
          .heightOfString(pdfSafe(row.question), { width: qW - 12 }),
        doc
          .font('Helvetica-Bold')
          .fontSize(9.5)
          .heightOfString(pdfSafe(row.answer), { width: W - qW }),
      );
      ensure(h + 12);
      const y = doc.y;
      text(row.question, 'Helvetica', 9.5, C.muted, { width: qW - 12, lineGap: 1.5 });
      doc.y = y;
      doc.x = MARGIN_X + qW;
      text(row.answer, 'Helvetica-Bold', 9.5, C.ink, { width: W - qW, lineGap: 1.5 });
      endTableRow(y + h);
    }

    // How to read the labels of the reflections that follow.
    const LEGEND: [ReflectionStatus, string][] = [
      ['act', 'worth looking at before anything else'],
      ['check', 'something to find out or finish'],
      ['ok', 'already in place, or context for the decision'],
    ];
    ensure(78);
    doc.moveDown(0.9);
    text('How to read the reflections', 'Helvetica-Bold', 9.5, C.navy, { width: W });
    doc.moveDown(0.35);
    for (const [status, meaning] of LEGEND) {
      const b = STATUS_BADGE[status];
      const y = doc.y;
      const bw = doc.font('Helvetica-Bold').fontSize(7).widthOfString(b.label) + 12;
      doc.roundedRect(MARGIN_X, y, bw, 13, 6.5).fill(b.bg);
      doc
        .font('Helvetica-Bold')
        .fontSize(7)
        .fillColor(b.fg)
        .text(b.label, MARGIN_X, y + 3.5, { width: bw, align: 'center' });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(C.muted)
        .text(meaning, MARGIN_X + 74, y + 2, { width: W - 74 });
      doc.x = MARGIN_X;
      doc.y = y + 17;
    }

    // What to check, in order.
    const reflectionHeight = (r: (typeof report.insights.reflections)[number]) =>
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .heightOfString(pdfSafe(r.title), { width: W - 30 - 70 }) +
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .heightOfString(pdfSafe(r.body), { width: W - 30, lineGap: 1.8 }) +
      16;
    const firstReflection = report.insights.reflections[0];
    heading('What to check, in order', 13.5, firstReflection ? reflectionHeight(firstReflection) : 70);
    report.insights.reflections.forEach((r, i) => {
      ensure(reflectionHeight(r));
      const y = doc.y;
      doc.circle(MARGIN_X + 9, y + 7, 9).fill(C.navy);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#ffffff')
        .text(String(i + 1), MARGIN_X, y + 3, { width: 18, align: 'center' });
      const badge = STATUS_BADGE[r.status];
      const badgeW = doc.font('Helvetica-Bold').fontSize(7).widthOfString(badge.label) + 12;
      doc.roundedRect(MARGIN_X + W - badgeW, y + 1, badgeW, 13, 6.5).fill(badge.bg);
      doc
        .font('Helvetica-Bold')
        .fontSize(7)
        .fillColor(badge.fg)
        .text(badge.label, MARGIN_X + W - badgeW, y + 4.5, { width: badgeW, align: 'center' });
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(C.navy)
        .text(pdfSafe(r.title), MARGIN_X + 30, y + 1, { width: W - 30 - badgeW - 10 });
      doc.moveDown(0.25);
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(C.ink)
        .text(pdfSafe(r.body), MARGIN_X + 30, doc.y, { width: W - 30, lineGap: 1.8 });
      doc.x = MARGIN_X;
      doc.y += 9;
    });

    // Next steps: a short list stays together with its heading.
    const stepHeight = (step: string) =>
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .heightOfString(pdfSafe(step), { width: W - 22, lineGap: 2 }) + 4;
    heading(
      'Your next steps to consider',
      13.5,
      Math.min(
        240,
        report.insights.nextSteps.reduce((sum, step) => sum + stepHeight(step), 0),
      ),
    );
    report.insights.nextSteps.forEach((step, i) => {
      ensure(stepHeight(step));
      const y = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(C.brass700)
        .text(`${i + 1}.`, MARGIN_X, y, { width: 18 });
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor(C.ink)
        .text(pdfSafe(step), MARGIN_X + 22, y, { width: W - 22, lineGap: 2 });
      doc.x = MARGIN_X;
      doc.y += 4;
    });

    // ── Part 2: Key Financial Facts ───────────────────────────────────────────
    doc.addPage();
    eyebrow('Part 2');
    doc.moveDown(0.2);
    text(report.facts.title, 'Times-Bold', 19, C.navy, { width: W });
    doc.moveDown(0.5);
    para(
      'The figures behind the reflections: the 2026 limits on tax-advantaged saving, the rules of Public Service Loan Forgiveness, and the federal repayment plans after the July 2026 changes. Rules change; check the current figures before you act.',
    );
    const labelW = W * 0.42;
    for (const section of report.facts.sections) {
      heading(section.title, 13);
      for (const fact of section.facts) {
        const valueH = doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .heightOfString(pdfSafe(fact.value), { width: W - labelW, lineGap: 1.5 });
        const noteH = fact.note
          ? doc
              .font('Helvetica')
              .fontSize(8.5)
              .heightOfString(pdfSafe(fact.note), { width: W - labelW, lineGap: 1.5 }) + 3
          : 0;
        const labelH = doc
          .font('Helvetica')
          .fontSize(9.5)
          .heightOfString(pdfSafe(fact.label), { width: labelW - 14, lineGap: 1.5 });
        const h = Math.max(labelH, valueH + noteH);
        ensure(h + 12);
        const y = doc.y;
        text(fact.label, 'Helvetica', 9.5, C.muted, { width: labelW - 14, lineGap: 1.5 });
        doc.x = MARGIN_X + labelW;
        doc.y = y;
        text(fact.value, 'Helvetica-Bold', 10, C.ink, { width: W - labelW, lineGap: 1.5 });
        if (fact.note) {
          doc.y += 3;
          text(fact.note, 'Helvetica', 8.5, C.muted, { width: W - labelW, lineGap: 1.5 });
        }
        endTableRow(y + h);
      }
    }
    doc.moveDown(0.6);
    text(report.facts.footer, 'Helvetica-Oblique', 8.5, C.muted, { width: W });

    // The education-not-advice notice, boxed, at the end of the report.
    doc.moveDown(1.2);
    const noticeText = `${report.notice} Questions about the figures? Write to us through ${options.siteUrl}/contact.`;
    const noticeH =
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .heightOfString(pdfSafe(noticeText), { width: W - 28, lineGap: 2 }) + 40;
    ensure(noticeH);
    const ny = doc.y;
    doc.roundedRect(MARGIN_X, ny, W, noticeH, 8).lineWidth(1).fillAndStroke('#ffffff', C.line);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(C.navy)
      .text('Education, not advice', MARGIN_X + 14, ny + 13, { width: W - 28 });
    doc.moveDown(0.3);
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(C.ink)
      .text(pdfSafe(noticeText), MARGIN_X + 14, doc.y, { width: W - 28, lineGap: 2 });

    // ── Running header and footer on every page ──────────────────────────────
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing inside the margins must not start a new page.
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      if (i > range.start) {
        doc.font('Helvetica-Bold').fontSize(8).fillColor(C.navy).text(PRODUCT_NAME.toUpperCase(), MARGIN_X, 40, { lineBreak: false });
        doc.font('Helvetica').fontSize(8).fillColor(C.muted).text(`Report for ${name}`, MARGIN_X, 40, { width: W, align: 'right', lineBreak: false });
        doc
          .moveTo(MARGIN_X, 54)
          .lineTo(MARGIN_X + W, 54)
          .lineWidth(0.75)
          .strokeColor(C.brass)
          .stroke();
      }
      const fy = doc.page.height - 46;
      doc
        .moveTo(MARGIN_X, fy - 8)
        .lineTo(MARGIN_X + W, fy - 8)
        .lineWidth(0.5)
        .strokeColor(C.line)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(C.muted)
        .text('General financial education, not personalized financial, legal or tax advice.', MARGIN_X, fy, { width: W - 80, lineBreak: false });
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN_X, fy, { width: W, align: 'right', lineBreak: false });
      doc.page.margins.bottom = savedBottom;
    }
    doc.end();
  });
};
