import { EDUCATION_NOTICE, PRODUCT_NAME } from '@awc/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../../features/marketing/components/legal-document.tsx';
import type { PageProps } from '../../pages.ts';

export const DISCLAIMER_UPDATED = '2026-11-16';

const SECTIONS: LegalSection[] = [
  {
    id: 'education',
    title: 'Education, not advice',
    body: (
      <>
        <p>
          Everything {PRODUCT_NAME} publishes (articles, guides, videos, live sessions, the glossary, the newsletter, emails, reports and tool
          results) is general financial education for attorneys. It is not financial, investment, tax, legal, accounting or insurance advice, and it
          is not a recommendation to buy, sell or hold any security or product.
        </p>
        <p>
          We don’t know your full circumstances: your income, debts, family, goals, risk tolerance, tax position or the terms of your loans and
          benefit plans. Advice depends on all of them. Before making a decision, consider consulting a qualified professional, such as a fee-only
          financial planner, a CPA or enrolled agent, or an attorney in the relevant field, who can take your whole situation into account.
        </p>
      </>
    ),
  },
  {
    id: 'no-relationship',
    title: 'No professional relationship',
    body: (
      <p>
        Reading our content, using the tools, attending a session or posting in the community does not make us your financial advisor, fiduciary, tax
        preparer or lawyer, and creates no professional relationship of any kind. We are not a registered investment adviser or a broker-dealer, and
        we don’t manage money. Our team members speak in a personal, educational capacity in sessions and the community.
      </p>
    ),
  },
  {
    id: 'tools',
    title: 'About the tools',
    body: (
      <>
        <p>The calculators, navigators and questionnaires simplify on purpose. Every result depends on:</p>
        <ul>
          <li>the figures you enter, which the tools cannot check;</li>
          <li>
            the assumptions each tool states, such as investment returns, income growth, interest rates, inflation and on-time payments, which will
            not match what actually happens;
          </li>
          <li>
            the law and figures for <strong>tax year 2026</strong> as we understood them on the “figures as of” date each tool shows. Where a figure
            could not be confirmed from a primary source, the tool says so.
          </li>
        </ul>
        <p>
          Projections are illustrations, not predictions or guarantees. Your loan servicer, plan administrator, lender, insurer or tax preparer works
          from your actual records; where their figures differ from ours, theirs govern.
        </p>
      </>
    ),
  },
  {
    id: 'accuracy',
    title: 'Accuracy, dates and changes in the law',
    body: (
      <>
        <p>
          We research our content carefully, cite sources where we can and date what we publish. Even so, tax law, student loan rules and regulations
          change, sometimes retroactively, and agencies and courts can interpret them differently. Content is accurate, to the best of our knowledge,
          as of the date shown on it, and may be out of date when you read it.
        </p>
        <p>
          If you find an error, please tell us through the <Link to="/contact">contact page</Link>. We correct material errors promptly and note
          significant corrections on the article.
        </p>
      </>
    ),
  },
  {
    id: 'investing',
    title: 'Investing involves risk',
    body: (
      <p>
        Investments can lose value, including money you invested. Past performance does not guarantee future results. Examples that use a rate of
        return do so for illustration; they are not a forecast. Diversification and asset allocation do not guarantee a profit or protect against
        loss.
      </p>
    ),
  },
  {
    id: 'no-endorsements',
    title: 'No products, endorsements or commissions',
    body: (
      <p>
        We don’t sell financial products, and we receive no commissions, referral fees or payments from any financial company, advisor, lender,
        insurer or association we mention. A mention of a company, program, association (such as NAPFA) or product is for education and is not an
        endorsement. Links to other websites are provided for convenience; we are not responsible for their content.
      </p>
    ),
  },
  {
    id: 'community',
    title: 'Community posts',
    body: (
      <p>
        Posts in the member community are members’ own views and experiences. They are not reviewed for accuracy before they appear and do not
        represent our views. Don’t rely on another member’s post as advice about your situation.
      </p>
    ),
  },
  {
    id: 'professional-rules',
    title: 'Your professional obligations',
    body: (
      <p>
        Some topics we cover, such as outside business activities, fee arrangements with firms, or investing alongside clients, raise
        professional-responsibility questions. Our content does not address the rules of professional conduct in your jurisdiction or your firm’s
        policies; check both before acting.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits of our responsibility',
    body: (
      <p>
        You are responsible for your financial decisions. To the extent the law allows, we are not liable for any loss, tax, penalty or cost arising
        from reliance on our content or tools. The <Link to="/terms">Terms of Service</Link> set out the full limits of our liability.
      </p>
    ),
  },
];

export default function DisclaimerPage({ route }: PageProps) {
  return (
    <LegalDocument
      eyebrow="Legal"
      title={route.heading}
      lead="What our articles, tools and sessions are, and what they are not. The short version appears at the foot of every page."
      updated={DISCLAIMER_UPDATED}
      summary={<p>{EDUCATION_NOTICE}</p>}
      sections={SECTIONS}
    />
  );
}
