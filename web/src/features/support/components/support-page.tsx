import * as Accordion from '@radix-ui/react-accordion';
import {
  ChevronDown,
  Clock,
  HardDrive,
  Headphones,
  Mail,
  MessageCircle,
  MonitorSmartphone,
  Phone,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeading } from '@web/components/ui/page-heading';
import { shop } from '@web/config/shop';
import { supportStrings } from '../support-strings';
import { SupportRequestForm } from './support-request-form';

const strings = supportStrings;
const SERVICE_ICONS = [HardDrive, MonitorSmartphone, Headphones, Wrench];

/**
 * `/support`: how to reach support (phone, e-mail, WhatsApp), the hours, the quick request form,
 * the services and the FAQ accordion.
 */
export function SupportPage() {
  return (
    <>
      <PageHeading title={strings.heading} intro={strings.intro} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <section aria-labelledby="support-contact-heading">
          <h2 id="support-contact-heading" className="text-2xl font-bold text-brand-900">
            {strings.contact.heading}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            <Card icon={<Phone className="size-6" />} title={strings.contact.phone}>
              <a href={shop.phoneHref} className="text-brand-700 hover:underline">
                {shop.phone}
              </a>
            </Card>
            <Card icon={<Mail className="size-6" />} title={strings.contact.email}>
              <a href={`mailto:${shop.email}`} className="break-all text-brand-700 hover:underline">
                {shop.email}
              </a>
              <span className="block text-sm text-slate-600">{strings.contact.emailNote}</span>
            </Card>
            <Card icon={<MessageCircle className="size-6" />} title={strings.contact.chat}>
              <span className="block text-sm text-slate-600">{strings.contact.chatNote}</span>
              <a
                href={strings.contact.chatHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex h-10 items-center rounded-md border-2 border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {strings.contact.chatButton}
              </a>
            </Card>
          </ul>
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="support-hours-heading" className="rounded-lg border border-slate-200 p-6">
            <h2
              id="support-hours-heading"
              className="flex items-center gap-2 text-2xl font-bold text-brand-900"
            >
              <Clock aria-hidden="true" className="size-6 text-brand-700" />
              {strings.hours.heading}
            </h2>
            <ul className="mt-4 space-y-1 text-slate-700">
              {strings.hours.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-4 rounded-md bg-accent-400/20 p-3 text-sm font-semibold text-brand-900">
              {strings.hours.emergency}
            </p>
          </section>

          <section aria-labelledby="support-form-heading">
            <h2 id="support-form-heading" className="text-2xl font-bold text-brand-900">
              {strings.form.heading}
            </h2>
            <SupportRequestForm />
          </section>
        </div>

        <section aria-labelledby="support-services-heading">
          <h2 id="support-services-heading" className="text-2xl font-bold text-brand-900">
            {strings.services.heading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {strings.services.items.map((service, index) => {
              const Icon = SERVICE_ICONS[index] ?? Wrench;
              return (
                <Card key={service.title} icon={<Icon className="size-6" />} title={service.title}>
                  <span className="text-sm text-slate-600">{service.text}</span>
                </Card>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="support-faq-heading">
          <h2 id="support-faq-heading" className="text-2xl font-bold text-brand-900">
            {strings.faq.heading}
          </h2>
          <Accordion.Root
            type="single"
            collapsible
            className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {strings.faq.items.map((item, index) => (
              <Accordion.Item key={item.question} value={`faq-${index}`}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-4 text-slate-700">{item.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      </div>
    </>
  );
}

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-5">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div>{children}</div>
    </li>
  );
}
