/**
 * A price list's days on the form kit, in the new-list form and "Edit list" alike: Valid from, and
 * Valid to, whose empty box is an open-ended list (null, as core's schema reads it).
 */
import { useFormContext } from 'react-hook-form';
import { FormField, FormTextField } from '@web/components/ui/form';
import { inputClass } from '@web/components/ui/form-field';
import { priceListStrings as words } from '../price-list-strings';

export function PriceListDaysFields({ className }: { className: string }) {
  const { register } = useFormContext();
  return (
    <div className={className}>
      <FormTextField
        name="valid_from"
        label={words.create.validFrom}
        hint={words.create.dateHint}
        inputMode="numeric"
        required
      />
      <FormField name="valid_to" label={words.create.validTo} hint={words.create.validToHint}>
        {(id, aria) => (
          <input
            id={id}
            inputMode="numeric"
            className={inputClass}
            {...aria}
            {...register('valid_to', {
              setValueAs: (value: string | null) => (value ? value : null),
            })}
          />
        )}
      </FormField>
    </div>
  );
}
