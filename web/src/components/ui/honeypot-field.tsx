import { useFormContext } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@core/inbox/forms';

/**
 * The honeypot of a public form: off-screen, out of the tab order and hidden from assistive
 * technology, so only a bot fills it (and the server then stores and sends nothing).
 */
export function HoneypotField() {
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
