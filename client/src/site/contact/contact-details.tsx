import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { business, mailtoHref, serviceAreasLabel, telHref } from '../../../../shared/business';
import type { LucideIcon } from 'lucide-react';
import { Eyebrow } from '../../ui/eyebrow';

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-700" />
      <div>
        <Eyebrow tone="muted">{label}</Eyebrow>
        <div className="mt-0.5 text-ink">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'inline-block py-1 font-semibold text-harbor-700 underline-offset-4 hover:underline';

/** Phone, e-mail, hours and service area beside the form. */
export function ContactDetails({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="text-2xl">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-5">
        <Detail icon={Phone} label="Call us">
          <a href={telHref} className={linkClass}>
            {business.phone.display}
          </a>
        </Detail>
        <Detail icon={Mail} label="E-mail us">
          <a href={mailtoHref} className={`${linkClass} break-all`}>
            {business.email}
          </a>
          <p className="text-sm text-ink-soft">We reply within {business.emailReplyHours} hours.</p>
        </Detail>
        <Detail icon={Clock} label="Hours">
          {business.hours.summary}
        </Detail>
        <Detail icon={MapPin} label="Service area">
          {serviceAreasLabel}
          <ul className="mt-1 text-sm">
            {business.serviceAreas.map((area) => (
              <li key={area.path}>
                <Link href={area.path} className={linkClass}>
                  {area.name} towns we serve
                </Link>
              </li>
            ))}
          </ul>
        </Detail>
      </ul>
    </section>
  );
}
