import { MapPin, Phone } from 'lucide-react';
import { cn } from '../../lib/cn';
import { phoneHref } from '../../lib/phone-href';
import { buttonVariants } from '../../ui/button';
import { mapsUrl } from './visit-format';

const bigLink = (variant: 'primary' | 'secondary') =>
  cn(buttonVariants({ variant, size: 'lg' }), 'min-h-12 w-full sm:w-auto');

/** A card's big buttons on My day, for the road: call the homeowner, and the place in Maps (when there is one). */
export function RoadLinks({ phone, place, describedBy }: { phone: string; place: string | null; describedBy: string }) {
  return (
    <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
      <a href={phoneHref(phone)} aria-describedby={describedBy} className={bigLink('primary')}>
        <Phone aria-hidden="true" className="size-5 shrink-0" />
        Call {phone}
      </a>
      {place ? (
        <a
          href={mapsUrl(place)}
          target="_blank"
          rel="noopener"
          aria-describedby={describedBy}
          className={bigLink('secondary')}
        >
          <MapPin aria-hidden="true" className="size-5 shrink-0" />
          Open in Maps
        </a>
      ) : null}
    </div>
  );
}
