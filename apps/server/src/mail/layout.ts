import { EDUCATION_NOTICE, PRODUCT_NAME } from '@awc/domain';
import { escapeHtml } from '../lib/html.ts';

export type EmailBlock =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Fine print; with a link, its label is a link in the HTML and `label: url` in the text. */
  | { kind: 'small'; text: string; link?: { label: string; url: string } }
  /** Someone else's words (a reply), set apart from ours. */
  | { kind: 'quote'; text: string }
  | { kind: 'list'; items: string[] }
  /** Linked items with a line of detail (the digest's sections). */
  | { kind: 'links'; heading?: string; items: { title: string; url: string; detail?: string }[] }
  /** Already sanitized HTML (a newsletter issue's Markdown) with its own plain-text version. */
  | { kind: 'html'; html: string; text: string };

/** The footer of an email a member can stop: one-click unsubscribe for its kind and the preferences page. */
export type EmailUnsubscribe = { reason: string; unsubscribeUrl: string; unsubscribeLabel: string; preferencesUrl?: string };

export type RenderedEmail = { subject: string; text: string; html: string };

/**
 * One layout for every email: a plain-text part that reads well on its own, and a simple,
 * table-free HTML part. Every interpolated value is escaped; links appear in full in the text part.
 * Text wraps anywhere when it must: a long address or a link pasted into a reply would otherwise
 * widen the email past a phone screen.
 */
export const renderEmail = (input: {
  subject: string;
  heading: string;
  blocks: EmailBlock[];
  footer?: string;
  unsubscribe?: EmailUnsubscribe;
  /** Shown by mail clients beside the subject. */
  preheader?: string;
}): RenderedEmail => {
  const u = input.unsubscribe;
  const text = [
    input.heading,
    '',
    ...input.blocks.flatMap((b) => {
      switch (b.kind) {
        case 'p':
          return [b.text, ''];
        case 'small':
          return [b.link ? `${b.text} ${b.link.label}: ${b.link.url}` : b.text, ''];
        case 'quote':
          return [...b.text.split('\n').map((l) => `> ${l}`), ''];
        case 'button':
          return [`${b.label}: ${b.url}`, ''];
        case 'links':
          return [
            ...(b.heading ? [b.heading.toUpperCase(), ''] : []),
            ...b.items.flatMap((i) => [`- ${i.title}`, ...(i.detail ? [`  ${i.detail}`] : []), `  ${i.url}`]),
            '',
          ];
        case 'html':
          return [b.text, ''];
        default:
          return [...b.items.map((i) => `- ${i}`), ''];
      }
    }),
    '--',
    PRODUCT_NAME,
    input.footer ?? EDUCATION_NOTICE,
    ...(u
      ? ['', u.reason, `${u.unsubscribeLabel}: ${u.unsubscribeUrl}`, ...(u.preferencesUrl ? [`Email preferences: ${u.preferencesUrl}`] : [])]
      : []),
  ].join('\n');
  const body = input.blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px;line-height:1.6;overflow-wrap:anywhere">${escapeHtml(b.text)}</p>`;
        case 'small':
          return `<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#475467;overflow-wrap:anywhere">${escapeHtml(b.text)}${
            b.link ? ` <a href="${escapeHtml(b.link.url)}" style="color:#1e3a66">${escapeHtml(b.link.label)}</a>` : ''
          }</p>`;
        case 'quote':
          return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #b08d57;background:#fbfaf7;line-height:1.6;color:#14213a;overflow-wrap:anywhere">${escapeHtml(b.text).replace(/\n/g, '<br>')}</blockquote>`;
        case 'links':
          return `${b.heading ? `<h2 style="margin:24px 0 8px;font-family:Georgia,serif;font-size:17px;color:#0b1f3a">${escapeHtml(b.heading)}</h2>` : ''}<ul style="margin:0 0 16px;padding:0;list-style:none">${b.items
            .map(
              (i) =>
                `<li style="margin:0;padding:10px 0;border-top:1px solid #eee9df"><a href="${escapeHtml(i.url)}" style="color:#1e3a66;font-weight:600;text-decoration:none">${escapeHtml(i.title)}</a>${i.detail ? `<br><span style="font-size:13px;color:#475467">${escapeHtml(i.detail)}</span>` : ''}</li>`,
            )
            .join('')}</ul>`;
        case 'html':
          return `<div style="line-height:1.6;overflow-wrap:anywhere">${b.html}</div>`;
        case 'list':
          return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
        default:
          return `<p style="margin:24px 0"><a href="${escapeHtml(b.url)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(b.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#475467;word-break:break-all">Or open this link: <a href="${escapeHtml(b.url)}" style="color:#1e3a66">${escapeHtml(b.url)}</a></p>`;
      }
    })
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#fbfaf7;font-family:-apple-system,'Segoe UI',Inter,Arial,sans-serif;color:#14213a">${
    input.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(input.preheader)}</div>` : ''
  }
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:18px;font-weight:600;color:#0b1f3a">${escapeHtml(PRODUCT_NAME)}</p>
<div style="background:#ffffff;border:1px solid #e3ded3;border-radius:12px;padding:28px 24px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;color:#0b1f3a">${escapeHtml(input.heading)}</h1>
${body}
</div>
<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#475467">${escapeHtml(input.footer ?? EDUCATION_NOTICE)}</p>${
    u
      ? `<p style="margin:12px 0 0;font-size:12px;line-height:1.5;color:#475467">${escapeHtml(u.reason)} <a href="${escapeHtml(u.unsubscribeUrl)}" style="color:#1e3a66">${escapeHtml(u.unsubscribeLabel)}</a>${
          u.preferencesUrl ? ` · <a href="${escapeHtml(u.preferencesUrl)}" style="color:#1e3a66">Email preferences</a>` : ''
        }</p>`
      : ''
  }
</div></body></html>`;
  return { subject: input.subject, text, html };
};
