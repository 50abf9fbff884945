import { useQuery } from '@tanstack/react-query';
import { PaperclipIcon, RefreshCwIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';

type OutboxEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { name: string; size: number; contentType: string }[];
  createdAt: string;
};

/** Turns the URLs of a plain-text email into links (only http/https). */
const linkify = (text: string): ReactNode[] =>
  text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <a key={i} href={part} className="break-all text-navy-700 underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1_048_576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

export const Mailbox = () => {
  const query = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => api<{ emails: OutboxEmail[] }>('/api/dev/outbox'),
    refetchInterval: 3000,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const emails = query.data?.emails ?? [];
  const open = emails.find((e) => e.id === openId) ?? emails[0] ?? null;
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-ink-muted">
          {emails.length} {emails.length === 1 ? 'email' : 'emails'}, newest first. This page exists only outside production, when no SMTP server is
          set.
        </p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <RefreshCwIcon aria-hidden="true" className="h-4 w-4" /> Refresh
        </Button>
      </div>
      {query.isPending ? (
        <Spinner className="mt-8" />
      ) : emails.length === 0 ? (
        <p className="mt-8 text-ink-muted">No emails yet.</p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_1fr]">
          <ul className="max-h-[70vh] space-y-2 overflow-y-auto" aria-label="Emails">
            {emails.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(e.id)}
                  aria-current={open?.id === e.id ? 'true' : undefined}
                  className={cn(
                    'w-full cursor-pointer rounded-xl border px-4 py-3 text-left transition-colors',
                    open?.id === e.id ? 'border-navy-300 bg-navy-50' : 'border-line bg-white hover:border-navy-200',
                  )}
                >
                  <span className="block truncate text-sm font-semibold text-ink">{e.subject}</span>
                  <span className="block truncate text-xs text-ink-muted">
                    To {e.to} · {new Date(e.createdAt).toLocaleString()}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {open && (
            <Card className="min-w-0 p-6">
              <article aria-label={open.subject}>
                <h2 className="font-serif text-xl font-semibold text-navy-900">{open.subject}</h2>
                <p className="mt-1 text-sm text-ink-muted">To {open.to}</p>
                <EmailBody key={open.id} email={open} />
                {open.attachments.length > 0 && (
                  <div className="mt-6 border-t border-line pt-4">
                    <h3 className="text-sm font-semibold">Attachments</h3>
                    <ul className="mt-2 space-y-1">
                      {open.attachments.map((a, i) => (
                        <li key={a.name}>
                          <a
                            className="inline-flex items-center gap-1.5 text-sm text-navy-700 underline"
                            href={`/api/dev/outbox/${open.id}/attachments/${i}`}
                          >
                            <PaperclipIcon aria-hidden="true" className="h-4 w-4" /> {a.name} ({formatSize(a.size)})
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </article>
            </Card>
          )}
        </div>
      )}
    </div>
  );
};

/**
 * The email as sent: its HTML part in a sandboxed frame (no scripts, no access to this page), or its
 * plain-text part, which every email has.
 */
const EmailBody = ({ email }: { email: OutboxEmail }) => {
  const [view, setView] = useState<'html' | 'text'>(email.html ? 'html' : 'text');
  return (
    <div className="mt-5">
      {email.html && (
        <fieldset className="mb-3 inline-flex rounded-lg border border-line p-0.5">
          <legend className="sr-only">Version shown</legend>
          {(['html', 'text'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn('cursor-pointer rounded-md px-3 py-1 text-sm', view === v ? 'bg-navy-800 text-white' : 'text-ink hover:bg-navy-50')}
            >
              {v === 'html' ? 'HTML' : 'Plain text'}
            </button>
          ))}
        </fieldset>
      )}
      {view === 'html' && email.html ? (
        <iframe
          title={`HTML version of ${email.subject}`}
          sandbox=""
          srcDoc={email.html}
          className="h-[720px] w-full rounded-lg border border-line bg-white"
        />
      ) : (
        <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-relaxed text-ink">{linkify(email.text)}</pre>
      )}
    </div>
  );
};
