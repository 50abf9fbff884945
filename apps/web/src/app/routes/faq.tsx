import { useQuery } from '@tanstack/react-query';
import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { RichHtml } from '../../components/rich-html.tsx';
import { glossaryQueries } from '../../features/glossary/api/glossary-api.ts';
import type { PageProps } from '../pages.ts';

/** /faq: the questions in their groups as an accordion (Radix: buttons with aria-expanded, keyboard support). The FAQPage structured data comes with the server's head. */
export default function FaqPage({ route }: PageProps) {
  const { data, isPending, isError } = useQuery(glossaryQueries.faq());
  return (
    <>
      <PageHeader
        eyebrow="Help"
        title={route.heading}
        lead="Answers about membership, billing, the tools and your privacy. Can’t find yours? Write to us."
      />
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[14rem_1fr]">
        {data && (
          <nav aria-label="FAQ topics" className="lg:sticky lg:top-28 lg:self-start">
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              {data.groups.map((g) => (
                <li key={g.id}>
                  <a href={`#faq-${g.id}`} className="text-sm font-medium text-navy-700 hover:underline">
                    {g.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="min-w-0 space-y-12">
          {isPending && (
            <div className="flex justify-center py-16">
              <Spinner label="Loading questions..." />
            </div>
          )}
          {isError && <Alert tone="danger" title="The questions could not be loaded. Please refresh the page." />}
          {data?.groups.map((g) => (
            <section key={g.id} id={`faq-${g.id}`} aria-labelledby={`faq-${g.id}-title`} className="scroll-mt-28">
              <h2 id={`faq-${g.id}-title`} className="text-2xl font-semibold text-navy-900">
                {g.title}
              </h2>
              <Accordion.Root type="multiple" className="mt-4 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
                {g.questions.map((q) => (
                  <Accordion.Item key={q.id} value={q.id} id={q.id}>
                    <Accordion.Header asChild>
                      <h3>
                        <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-paper-2 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-navy-600">
                          {q.question}
                          <ChevronDownIcon
                            aria-hidden="true"
                            className="h-5 w-5 shrink-0 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
                          />
                        </Accordion.Trigger>
                      </h3>
                    </Accordion.Header>
                    <Accordion.Content className="px-5 pb-5">
                      <RichHtml html={q.html} className="text-[0.98rem]" />
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </section>
          ))}
          <div className="rounded-[var(--radius-card)] border border-line bg-paper-2 p-6">
            <h2 className="text-xl font-semibold text-navy-900">Still have a question?</h2>
            <p className="mt-2 text-ink-muted">We answer every message within two business days.</p>
            <Link to="/contact" className={buttonClasses('primary', 'md', 'mt-4')}>
              Contact us
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
