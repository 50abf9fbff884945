import { EDUCATION_NOTICE, PRODUCT_NAME } from '@awc/domain';

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type EmailBlock =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'small'; text: string }
  | { kind: 'list'; items: string[] };

export type RenderedEmail = { subject: string; text: string; html: string };

/**
 * One layout for every email: a plain-text part that reads well on its own, and a simple,
 * table-free HTML part. Every interpolated value is escaped; links appear in full in the text part.
 */
export const renderEmail = (input: { subject: string; heading: string; blocks: EmailBlock[]; footer?: string }): RenderedEmail => {
  const text = [
    input.heading,
    '',
    ...input.blocks.flatMap((b) => {
      switch (b.kind) {
        case 'p':
        case 'small':
          return [b.text, ''];
        case 'button':
          return [`${b.label}: ${b.url}`, ''];
        default:
          return [...b.items.map((i) => `- ${i}`), ''];
      }
    }),
    '--',
    PRODUCT_NAME,
    input.footer ?? EDUCATION_NOTICE,
  ].join('\n');
  const body = input.blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(b.text)}</p>`;
        case 'small':
          return `<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#475467">${escapeHtml(b.text)}</p>`;
        case 'list':
          return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
        default:
          return `<p style="margin:24px 0"><a href="${escapeHtml(b.url)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(b.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#475467;word-break:break-all">Or open this link: <a href="${escapeHtml(b.url)}" style="color:#1e3a66">${escapeHtml(b.url)}</a></p>`;
      }
    })
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#fbfaf7;font-family:-apple-system,'Segoe UI',Inter,Arial,sans-serif;color:#14213a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:18px;font-weight:600;color:#0b1f3a">${escapeHtml(PRODUCT_NAME)}</p>
<div style="background:#ffffff;border:1px solid #e3ded3;border-radius:12px;padding:28px 24px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;color:#0b1f3a">${escapeHtml(input.heading)}</h1>
${body}
</div>
<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#475467">${escapeHtml(input.footer ?? EDUCATION_NOTICE)}</p>
</div></body></html>`;
  return { subject: input.subject, text, html };
};
