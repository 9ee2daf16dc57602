import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { PageHeading } from '@web/components/ui/page-heading';
import { shop } from '@web/config/shop';
import { showToast } from '@web/lib/toast';
import { contactStrings } from '../contact-strings';

const strings = contactStrings;

interface ContactPageProps {
  /** `/bulk-orders` shows the same page with its own introduction. */
  variant?: 'contact' | 'bulk-orders';
}

/**
 * The contact page. Submitting only thanks the shopper in a toast and clears the form: the spec's
 * form sends nothing (its Contact screen).
 */
export function ContactPage({ variant = 'contact' }: ContactPageProps) {
  const formRef = useRef<HTMLFormElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast({ title: strings.sent.title, description: strings.sent.description });
    formRef.current?.reset();
  };

  return (
    <>
      <PageHeading
        title={strings.heading}
        intro={variant === 'bulk-orders' ? strings.bulkIntro : strings.intro}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
            {strings.form.heading}
          </h2>
          <form ref={formRef} onSubmit={handleSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
            <TextField label={strings.form.firstName} name="firstName" autoComplete="given-name" required />
            <TextField label={strings.form.lastName} name="lastName" autoComplete="family-name" required />
            <TextField label={strings.form.email} name="email" type="email" autoComplete="email" required />
            <TextField
              label={strings.form.phone}
              hint={strings.form.optional}
              name="phone"
              type="tel"
              autoComplete="tel"
            />
            <div className="sm:col-span-2">
              <TextField label={strings.form.subject} name="subject" required />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField label={strings.form.message} name="message" required />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
              >
                <Send aria-hidden="true" className="size-5" />
                {strings.form.submit}
              </button>
            </div>
          </form>
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
