import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeading } from '@web/components/ui/page-heading';
import { shop } from '@web/config/shop';
import { contactStrings } from '../contact-strings';
import { ContactForm } from './contact-form';
import { QuoteRequestForm } from './quote-request-form';

const strings = contactStrings;

interface ContactPageProps {
  /** `/bulk-orders` shows the same page with its own introduction and the quote request first. */
  variant?: 'contact' | 'bulk-orders';
}

/** The contact page: the form goes to the shop's inbox, beside the shop's address, phone and hours. */
export function ContactPage({ variant = 'contact' }: ContactPageProps) {
  return (
    <>
      <PageHeading
        title={strings.heading}
        intro={variant === 'bulk-orders' ? strings.bulkIntro : strings.intro}
      />
      {variant === 'bulk-orders' ? (
        <section aria-labelledby="quote-form-heading" className="mx-auto max-w-7xl px-4 pt-10">
          <div className="lg:w-2/3">
            <h2 id="quote-form-heading" className="text-2xl font-bold text-brand-900">
              {strings.quote.heading}
            </h2>
            <p className="mt-2 text-slate-700">{strings.quote.intro}</p>
            <QuoteRequestForm />
          </div>
        </section>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
            {strings.form.heading}
          </h2>
          <ContactForm />
        </section>

        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="text-2xl font-bold text-brand-900">
            {strings.details.heading}
          </h2>
          <ul className="mt-6 space-y-6">
            <Detail icon={<MapPin className="size-5" />} label={strings.details.address}>
              <address className="not-italic">
                {strings.details.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </Detail>
            <Detail icon={<Phone className="size-5" />} label={strings.details.phone}>
              <a href={shop.phoneHref} className="text-brand-700 hover:underline">
                {shop.phone}
              </a>
            </Detail>
            <Detail icon={<Mail className="size-5" />} label={strings.details.email}>
              <a href={`mailto:${shop.email}`} className="break-all text-brand-700 hover:underline">
                {shop.email}
              </a>
            </Detail>
            <Detail icon={<Clock className="size-5" />} label={strings.details.hours}>
              {strings.details.hoursLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </Detail>
          </ul>
        </section>
      </div>
    </>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="text-slate-700">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        {children}
      </div>
    </li>
  );
}
