import { DEFAULT_PLAN_PRICES_USD, PRODUCT_NAME } from '@awc/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../../features/marketing/components/legal-document.tsx';
import type { PageProps } from '../../pages.ts';

export const TERMS_UPDATED = '2026-11-16';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Who we are and what these terms cover',
    body: (
      <>
        <p>
          These Terms of Service are an agreement between you and {PRODUCT_NAME} (“we”, “us”). They apply to our website, the free tools, the
          newsletter, your account and the paid membership (together, the “service”). By creating an account, subscribing to the newsletter or buying
          a membership, you agree to them. If you don’t agree, please don’t use the service.
        </p>
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains how we handle personal data and our <Link to="/disclaimer">Disclaimer</Link> explains
          the limits of our educational content. Both form part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'education-only',
    title: 'Education, not advice',
    body: (
      <>
        <p>
          The service provides general financial education for attorneys. It is not financial, investment, legal, tax, accounting or insurance advice,
          and it is not tailored to your circumstances. Using the service does not create an advisor–client, attorney–client, fiduciary or any other
          professional relationship between you and us.
        </p>
        <p>
          Tool results are estimates based on the figures you enter and the assumptions each tool states. They can be wrong or incomplete. Before
          acting on anything you learn here, consider consulting a qualified professional who knows your full situation.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>To create an account you must be at least 18 years old and able to enter into a binding contract. You agree to:</p>
        <ul>
          <li>give accurate information and keep it up to date;</li>
          <li>verify your email address before your first sign-in;</li>
          <li>keep your password confidential and use a password you don’t use elsewhere;</li>
          <li>use the account yourself: memberships are personal and may not be shared;</li>
          <li>tell us promptly through our contact page if you think someone else has used your account.</li>
        </ul>
        <p>
          If you sign in with Google, Google’s own terms also apply to that sign-in. You are responsible for activity in your account unless it
          results from our failure to keep the service reasonably secure.
        </p>
      </>
    ),
  },
  {
    id: 'membership-billing',
    title: 'Membership, payment and renewal',
    body: (
      <>
        <p>
          Membership is offered as a monthly or annual subscription. The default prices are ${DEFAULT_PLAN_PRICES_USD.monthly} a month and $
          {DEFAULT_PLAN_PRICES_USD.annual} a year; the price that applies to you is the one shown at checkout, before you pay, together with any sales
          tax.
        </p>
        <ul>
          <li>
            <strong>Payment.</strong> Payments are processed by Stripe, Inc. under its own terms. We never receive your full card number. By
            subscribing, you authorize us, through Stripe, to charge your payment method at the start of each billing period.
          </li>
          <li>
            <strong>Automatic renewal.</strong> Your membership renews automatically at the end of each period for the same length of time, at the
            then-current price, until you cancel.
          </li>
          <li>
            <strong>Cancelling.</strong> You can cancel at any time from the Billing tab of your account. Cancellation takes effect at the end of the
            current paid period; you keep access until then and will not be charged again.
          </li>
          <li>
            <strong>Refunds.</strong> Fees are not refunded for partial periods, except where the law requires it. If you write to us within 14 days
            of an annual renewal charge and haven’t used the membership since it renewed, we will refund that renewal. If you were charged in error,
            we will correct it.
          </li>
          <li>
            <strong>Changing plans.</strong> You can switch between monthly and annual from the Billing tab. Before you confirm, we show how the
            change will be charged, including any proration.
          </li>
          <li>
            <strong>Failed payments.</strong> If a payment fails, we will tell you and retry. If it still cannot be collected, the membership ends and
            your account becomes a free account.
          </li>
          <li>
            <strong>Price changes.</strong> We may change prices for future periods. We will tell you at least 30 days before a change applies to your
            membership, and you can cancel before it does.
          </li>
          <li>
            <strong>Demonstration installations.</strong> Where payments are not configured, checkout runs in a clearly labeled demo mode in which no
            card is requested and nothing is charged.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'free-services',
    title: 'Free tools, the questionnaire and the newsletter',
    body: (
      <>
        <p>
          The public tools are free and need no account. When you submit the Student Loan vs. Investing Decision Framework, we email you the report
          you asked for and, once you confirm your address by email, add you to our mailing list. You can unsubscribe from the newsletter at any time
          with the link in every newsletter email. We may change or withdraw free features at any time.
        </p>
      </>
    ),
  },
  {
    id: 'community',
    title: 'Community rules',
    body: (
      <>
        <p>The member community works only if it is professional and safe. When you post, message or appear in the directory, you agree not to:</p>
        <ul>
          <li>
            share <strong>confidential client information</strong> or anything that would breach your professional obligations;
          </li>
          <li>give, or present yourself as giving, individualized financial, investment, tax or legal advice to other members;</li>
          <li>solicit clients, sell products or services, or post referral links or affiliate offers;</li>
          <li>harass, threaten, discriminate against or impersonate anyone;</li>
          <li>post anything unlawful, defamatory, infringing or deceptive, or anything that contains malware;</li>
          <li>collect other members’ information for any purpose other than the community’s own conversation.</li>
        </ul>
        <p>
          We may moderate the community: we can hide or remove content, and suspend or end the posting rights or account of anyone who breaks these
          rules. Members can report posts they believe break them. Views in the community are members’ own, not ours.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Content you provide',
    body: (
      <>
        <p>
          You keep ownership of what you post, submit or save, such as community posts, topic suggestions, profile details and saved scenarios. You
          give us a non-exclusive, worldwide, royalty-free license to host, store, display and adapt that content only as needed to run the service
          (for example, to show your post to other members). The license ends when you delete the content or your account, except for copies others
          have quoted in replies and for backups that are deleted on their normal schedule.
        </p>
        <p>You confirm that you have the right to post what you post, and that it doesn’t break these terms.</p>
      </>
    ),
  },
  {
    id: 'our-content',
    title: 'Our content',
    body: (
      <>
        <p>
          Articles, guides, videos, tools, the glossary and other materials on the service belong to us or our licensors. You may use them for your
          own personal education and share links to our public pages. Unless we agree in writing, you may not copy, republish, sell or distribute
          members-only materials, use them to train or build a competing service, or present them as your own. Law firms that want to use our
          materials with their attorneys can do so through our <Link to="/firm-pilot-program">Firm Pilot Program</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>probe, scan or test the service’s security, or bypass any access control or rate limit;</li>
          <li>scrape or bulk-download content, or access the service by automated means other than ordinary search-engine indexing;</li>
          <li>interfere with the service or other users, or overload our systems;</li>
          <li>use the service in breach of any law or of someone else’s rights.</li>
        </ul>
        <p>If you believe you have found a security vulnerability, please tell us through the contact page so we can fix it.</p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services and links',
    body: (
      <p>
        The service relies on third parties, including Stripe for payments, an email delivery provider and, if you choose it, Google for sign-in. We
        also link to outside websites such as government agencies and professional associations. We are not responsible for third-party services or
        websites, and a link is not an endorsement. We receive no payment for any link or mention.
      </p>
    ),
  },
  {
    id: 'warranties',
    title: 'Disclaimer of warranties',
    body: (
      <p>
        We work hard to keep the service accurate, current and available, but we provide it “as is” and “as available”. To the extent the law allows,
        we make no warranties, express or implied, including warranties of accuracy, completeness, merchantability, fitness for a particular purpose
        and non-infringement. Laws, tax figures and regulations change, and content reflects the date stated on it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost
          profits, lost savings, investment losses or tax penalties, arising from your use of the service or your reliance on its content or tools.
        </p>
        <p>
          Our total liability for any claim relating to the service is limited to the greater of the fees you paid us in the 12 months before the
          claim arose and US $100. Some jurisdictions do not allow some of these limits, so they may not all apply to you. Nothing in these terms
          limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to compensate us for reasonable losses and costs, including reasonable legal fees, arising from content you post or from your breach
        of these terms, to the extent caused by you.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and ending the agreement',
    body: (
      <>
        <p>
          You can stop using the service and delete your account at any time from your account settings. Deleting your account cancels any active
          membership.
        </p>
        <p>
          We may suspend or end your access if you seriously or repeatedly break these terms, if required by law, or to protect the service or other
          users. Where reasonable, we will tell you why first. If we end a paid membership for reasons other than your breach, we will refund the
          unused part of the current period. Sections that by their nature should survive (such as ownership, disclaimers, limits of liability and
          governing law) survive the end of this agreement.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service changes. If a change materially affects your rights, we will tell you by email or in the app at least
        30 days before it takes effect. The “last updated” date at the top shows when they last changed. If you keep using the service after a change
        takes effect, the new terms apply; if you don’t agree, you can cancel and delete your account.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules, and by applicable US federal
          law. Before filing a claim, please contact us so we can try to resolve the issue informally; most concerns can be settled that way.
        </p>
        <p>
          Any dispute that is not resolved informally will be decided by the state or federal courts located in Delaware, and both of us consent to
          their jurisdiction, except that either of us may bring an individual claim in a small-claims court where it qualifies. If you are a
          consumer, you keep any protections the law of your place of residence gives you that cannot be waived by contract.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to us through our <Link to="/contact">contact page</Link>. If any part of these terms is found
        unenforceable, the rest remains in effect. Our failure to enforce a term is not a waiver of it. These terms are the whole agreement between us
        about the service.
      </p>
    ),
  },
];

export default function TermsPage({ route }: PageProps) {
  return (
    <LegalDocument
      eyebrow="Legal"
      title={route.heading}
      lead="The agreement between you and the Collective: what the membership includes, how billing and cancellation work, and the rules we all follow."
      updated={TERMS_UPDATED}
      summary={
        <ul className="list-disc space-y-1.5 pl-5">
          <li>We provide financial education for attorneys. Nothing here is personalized advice, and no advisor–client relationship is created.</li>
          <li>
            Membership renews automatically each month or year until you cancel from the Billing tab of your account. You keep access until the end of
            the period you paid for.
          </li>
          <li>Payments go through Stripe; we never see your full card number.</li>
          <li>In the community: no client confidences, no solicitation, no individual advice, and be professional.</li>
          <li>You own what you post. We own our content, which is for your personal use.</li>
        </ul>
      }
      sections={SECTIONS}
    />
  );
}
