import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { facetStrings } from '../facet-strings';
import { setCompareIds, useCompareIds } from '../utils/compare-list';

const strings = facetStrings.compare;

/** The products picked for comparison, as a bar at the foot of the catalogue with the Compare link. */
export function CompareTray() {
  const ids = useCompareIds();
  if (ids.length === 0) return null;
  return (
    <>
      {/* Room under the list, so the bar never covers its last row or Load more. */}
      <div aria-hidden="true" className="h-20" />
      <section
        aria-label={strings.tray}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3">
          <button
            type="button"
            onClick={() => setCompareIds([])}
            className="inline-flex h-11 items-center px-3 text-sm font-semibold text-brand-700 underline"
          >
            {strings.clear}
          </button>
          <Link
            to={paths.compare.getHref(ids)}
            className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {strings.open(ids.length)}
          </Link>
        </div>
      </section>
    </>
  );
}
