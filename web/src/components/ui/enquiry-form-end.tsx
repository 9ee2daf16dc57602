import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@core/inbox/forms';
import { FormRootError, FormSubmit } from './form';

/**
 * The honeypot of a public form: off-screen, out of the tab order and hidden from assistive
 * technology, so only a bot fills it (and the server then stores and sends nothing).
 */
function HoneypotField() {
  const { register } = useFormContext();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </label>
    </div>
  );
}

/**
 * The end every enquiry form (contact, quote, support) shares: the honeypot, the server's message
 * for the whole form, and the full-width submit button showing `busyLabel` while it sends.
 */
export function EnquiryFormEnd({ busyLabel, children }: { busyLabel: string; children: ReactNode }) {
  return (
    <>
      <HoneypotField />
      <div className="space-y-3 sm:col-span-2">
        <FormRootError />
        <FormSubmit size="lg" busyLabel={busyLabel}>
          {children}
        </FormSubmit>
      </div>
    </>
  );
}
