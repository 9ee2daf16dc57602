import { useState } from 'react';
import { parseTypedQuantity } from '../utils/cart-changes';

interface QuantityInputProps {
  label: string;
  quantity: number;
  max: number;
  disabled: boolean;
  /** Called with a whole number of at least 1 when the shopper leaves the field or presses Enter. */
  onCommit: (quantity: number) => void;
}

/**
 * A cart line's quantity as a typed number (bulk buyers type 25). It is sent when the shopper leaves
 * the field or presses Enter, not on each keystroke; below 1 or not a number puts the quantity back.
 */
export function QuantityInput({ label, quantity, max, disabled, onCommit }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseTypedQuantity(draft);
    if (typed !== undefined && typed !== quantity) onCommit(typed);
  };

  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      aria-label={label}
      value={draft ?? String(quantity)}
      disabled={disabled && draft === null}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
      className="w-16 [appearance:textfield] border-x border-slate-300 py-1.5 text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
    />
  );
}
