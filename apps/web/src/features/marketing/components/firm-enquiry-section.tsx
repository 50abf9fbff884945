import type { ReactNode } from 'react';

/** The enquiry band of the Firm Pilot Program page; the form (the contact feature's FirmEnquiryForm) is composed by the page. */
export const FirmEnquirySection = ({ form }: { form: ReactNode }) => (
  <section aria-labelledby="enquire-title" className="container-page pb-16 sm:pb-20">
    <div className="on-dark grid gap-8 rounded-3xl bg-navy-900 px-6 py-10 text-white sm:px-12 sm:py-12 lg:grid-cols-[1fr_1.1fr] lg:items-start">
      <div>
        <p className="eyebrow text-brass-300">Enquire</p>
        <h2 id="enquire-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
          Start a conversation about a pilot
        </h2>
        <p className="mt-4 max-w-xl text-navy-100">
          Tell us your firm’s name, the offices and number of attorneys you have in mind, who is sponsoring the pilot (professional development, HR,
          diversity and inclusion, an associates committee) and when you would like to start. We reply within two business days.
        </p>
      </div>
      <div>{form}</div>
    </div>
  </section>
);
