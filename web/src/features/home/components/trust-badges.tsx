import { Award, BadgeCheck, Lock, RotateCcw, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { homeStrings } from '../home-strings';

const strings = homeStrings.trust;

type BadgeId = (typeof strings.badges)[number]['id'];

const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  warranty: ShieldCheck,
  shipping: Truck,
  quality: Award,
  dealer: BadgeCheck,
  secure: Lock,
  returns: RotateCcw,
};

/** The home page's six trust badges (warranty, shipping, quality, dealer, secure payment, returns). */
export function TrustBadges() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12">
      <h2 id={headingId} className="sr-only">
        {strings.heading}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {strings.badges.map((badge) => {
          const Icon = BADGE_ICONS[badge.id];
          return (
            <li key={badge.id} className="flex flex-col items-center gap-2 rounded-lg p-3 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="text-sm font-semibold text-brand-900">{badge.title}</span>
              {'detail' in badge ? <span className="text-xs text-slate-600">{badge.detail}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
