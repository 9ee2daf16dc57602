/** How a run writes: import now, preview for review, or sync price and stock. */
import { SCRAPE_MODES, type ScrapeMode } from '@core/scraper/scrape-run';
import { reviewStrings } from '../review-strings';

export function ModePicker({ value, onChange }: { value: ScrapeMode; onChange: (mode: ScrapeMode) => void }) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{reviewStrings.mode}</legend>
      {SCRAPE_MODES.map((mode) => (
        <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="run-mode"
            className="size-4"
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
          />
          {reviewStrings.modes[mode]}
        </label>
      ))}
    </fieldset>
  );
}
