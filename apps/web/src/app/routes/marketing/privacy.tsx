import { PRODUCT_NAME } from '@awc/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../../features/marketing/components/legal-document.tsx';
import { ScrollRegion } from '../../../features/marketing/components/scroll-region.tsx';
import type { PageProps } from '../../pages.ts';

export const PRIVACY_UPDATED = '2026-11-16';

const COLLECTED: Array<[string, string, string]> = [
  [
    'Account',
    'Name, email address, password (stored only as a one-way argon2id hash), email verification status, sign-in method',
    'You, when you register',
  ],
  ['Google sign-in', 'Name, email address and profile picture from your Google account; never your Google password', 'Google, if you choose it'],
  [
    'Profile',
    'Headline, avatar, practice setting, practice area, year admitted, directory visibility and anything else you choose to add',
    'You, optionally',
  ],
  [
    'Membership and billing',
    'Plan, status, renewal date, Stripe customer and subscription ids, the card brand, last four digits and expiry',
    'Stripe, when you subscribe',
  ],
  [
    'Tool scenarios',
    'The inputs and results of scenarios you choose to save (the calculators otherwise run only in your browser)',
    'You, when you save',
  ],
  ['Questionnaire', 'Your first name, email address and answers to the Student Loan vs. Investing Decision Framework', 'You, when you submit it'],
  ['Community', 'Posts, replies, reports, topic suggestions, votes and RSVPs to live sessions', 'You, when you take part'],
  ['Newsletter', 'Email address, where you signed up and when, and your unsubscribe status', 'You, when you subscribe'],
  ['Messages', 'What you send us through the contact form or firm inquiries', 'You'],
  [
    'Technical',
    'IP address, browser type, pages requested, timestamps and error reports, kept in server logs for security',
    'Your browser, automatically',
  ],
];

const RETENTION: Array<[string, string]> = [
  ['Account, profile, saved scenarios, notifications', 'Until you delete your account'],
  ['Community posts', 'Until you delete them or your account; hidden posts under moderation up to 12 months'],
  ['Payment and invoice records', 'Seven years, as tax and accounting law requires'],
  ['Questionnaire submissions', '12 months after submission, then deleted'],
  ['Newsletter subscription', 'Until you unsubscribe; afterwards only your address and the unsubscribe date, so we never email you again by mistake'],
  ['Newsletter sign-up never confirmed', 'Seven days after the sign-up, then deleted'],
  ['Contact and firm inquiries', 'Two years after the conversation ends'],
  ['Server logs', '30 days, longer only while investigating a security incident'],
  ['Backups', 'Overwritten on a rolling basis within 35 days'],
];

const SECTIONS: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this policy covers',
    body: (
      <p>
        This policy explains how {PRODUCT_NAME} (“we”, “us”) collects, uses, shares and protects personal data when you visit our website, use the
        tools, subscribe to the newsletter, create an account or become a member. We are responsible for that data. Our{' '}
        <Link to="/terms">Terms of Service</Link> govern your use of the service.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ScrollRegion label="Personal data we collect">
          <table>
            <caption className="sr-only">Personal data we collect, and where it comes from</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">What</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {COLLECTED.map(([category, what, source]) => (
                <tr key={category}>
                  <th scope="row">{category}</th>
                  <td>{what}</td>
                  <td>{source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p>
          Please don’t put confidential client information, Social Security numbers or account numbers into community posts, contact messages or tool
          scenarios. The tools never need them.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <ul>
        <li>
          <strong>To provide the service:</strong> create and secure your account, verify your email, run your membership, save your scenarios, show
          the community and send you the reports you request.
        </li>
        <li>
          <strong>To take payment</strong> through Stripe and keep the records tax law requires.
        </li>
        <li>
          <strong>To communicate:</strong> account and security emails, billing notices, reminders for sessions you sign up for, in-app notifications
          and, if you subscribe, the newsletter.
        </li>
        <li>
          <strong>To keep the service safe:</strong> rate limits, fraud and abuse prevention, moderation and security monitoring.
        </li>
        <li>
          <strong>To improve the service:</strong> understanding which pages and tools are used, from server logs and aggregate counts. We do not
          build advertising profiles.
        </li>
        <li>
          <strong>To meet legal obligations</strong> and enforce our terms.
        </li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases (visitors from the UK and EEA)',
    body: (
      <p>
        Where data protection laws such as the UK or EU GDPR apply, we rely on: performance of our contract with you (account, membership, saved
        scenarios, reports); our legitimate interests (security, abuse prevention, improving the service, answering inquiries); your consent (the
        newsletter, optional profile details, Google sign-in), which you can withdraw at any time; and legal obligation (tax and accounting records).
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          <strong>We do not sell personal data, and we do not share it for cross-context behavioral advertising.</strong> We share it only with:
        </p>
        <ul>
          <li>
            <strong>Service providers</strong> who process it for us under contract: Stripe (payments), our hosting and database providers, and our
            email delivery provider. They may use it only to provide their services to us.
          </li>
          <li>
            <strong>Google</strong>, only if you choose to sign in with Google.
          </li>
          <li>
            <strong>Other members</strong>, only what you choose to show: your directory profile if you make it visible, and your community posts.
          </li>
          <li>
            <strong>Your firm</strong>, if you join through a firm program: only aggregate participation figures, never your identity-level activity,
            tool inputs or posts.
          </li>
          <li>
            <strong>Authorities or others</strong> where the law requires it, or where necessary to protect someone’s safety or our legal rights.
          </li>
          <li>
            <strong>A successor</strong> if our business is sold or merged, subject to this policy; we will tell you before your data becomes subject
            to a different policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We use only what the service needs to work:</p>
        <ul>
          <li>
            a secure, HTTP-only session cookie that keeps you signed in (it lasts for your browser session, or longer if you tick “Remember me”);
          </li>
          <li>
            browser local and session storage for preferences and short-lived state, such as a membership plan you chose before signing in and a
            two-minute cache of your membership status.
          </li>
        </ul>
        <p>
          We don’t use advertising or cross-site tracking cookies, and we don’t load third-party analytics. Stripe sets its own cookies on its
          checkout pages to prevent fraud.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ScrollRegion label="How long we keep data">
        <table>
          <caption className="sr-only">How long we keep each kind of data</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Kept</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION.map(([data, kept]) => (
              <tr key={data}>
                <th scope="row">{data}</th>
                <td>{kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your rights and choices',
    body: (
      <>
        <ul>
          <li>
            <strong>See and correct</strong> your profile at any time in <Link to="/account">your account</Link>.
          </li>
          <li>
            <strong>Delete your account</strong> from your account settings. Deletion cancels any active membership and removes your profile, saved
            scenarios, notifications and posts, except the records we must keep by law (see above).
          </li>
          <li>
            <strong>Get a copy</strong> of your data, or ask us to restrict or object to a use of it, by writing to us through the contact page.
          </li>
          <li>
            <strong>Control the directory:</strong> you decide whether your profile appears in the member directory.
          </li>
          <li>
            <strong>Unsubscribe</strong> from the newsletter with the link in any newsletter email. Account, security and billing emails continue
            while you have an account.
          </li>
        </ul>
        <p>
          Depending on where you live, for example in California and other US states with privacy laws, you may have rights to know, access, correct
          and delete personal data, and to opt out of its sale or sharing (we do neither). We will not treat you differently for using these rights.
          You can use an authorized agent; we may ask you to confirm your identity first. We answer requests within the time the law sets, usually 30
          to 45 days. UK and EEA residents may also complain to their data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections are encrypted with TLS. Passwords are hashed with argon2id and never stored in readable form. Sessions expire and are revoked when
        you reset your password, and you can sign out of every device from your account. Access to production data is limited to the people who need
        it. No system is perfectly secure; if a breach affects your personal data, we will notify you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>The service is for adults. We do not knowingly collect personal data from anyone under 18, and we delete it if we learn we have.</p>,
  },
  {
    id: 'international',
    title: 'Where data is processed',
    body: (
      <p>
        We and our service providers process data in the United States. If you use the service from elsewhere, your data is transferred to the United
        States, with the safeguards the law requires for such transfers.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices change and show the date at the top. If a change is significant, we will tell you by email or in
        the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any privacy question or request, write to us through our <Link to="/contact">contact page</Link> and choose the privacy topic.
      </p>
    ),
  },
];

export default function PrivacyPage({ route }: PageProps) {
  return (
    <LegalDocument
      eyebrow="Legal"
      title={route.heading}
      lead="What we collect, why, who sees it, how long we keep it and the choices you have. Written to be read, not skimmed past."
      updated={PRIVACY_UPDATED}
      summary={
        <ul className="list-disc space-y-1.5 pl-5">
          <li>We collect what the service needs: your account, membership status, and what you choose to save or post.</li>
          <li>The calculators run in your browser. Your numbers reach us only if you save a scenario or submit the questionnaire.</li>
          <li>We never sell your data, show ads or use tracking cookies. Stripe handles your card; we never see the full number.</li>
          <li>You can delete your account, and with it your data, from your account settings at any time.</li>
        </ul>
      }
      sections={SECTIONS}
    />
  );
}
