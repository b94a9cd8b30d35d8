import { Mail, MapPin, Phone } from 'lucide-react';
import { business, mailtoHref, serviceAreasLabel, telHref } from '../../../../shared/business';
import { dayOf, formatDay } from '../../../../shared/business-time';
import { Blocks, ContentSections } from '../blog/rich-text';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageHeader } from '../page-parts/page-header';
import { privacyIntro, privacySections } from '../content/privacy-policy';
import { useToday } from '../lib/use-today';

export default function PrivacyPolicyPage() {
  const today = useToday();
  return (
    <>
      <Breadcrumbs items={[{ name: 'Privacy Policy', url: '/privacy-policy' }]} />
      <PageHeader
        title="Privacy Policy"
        intro={
          <p>
            Effective date: <time dateTime={dayOf(today)}>{formatDay(today, 'long')}</time>
          </p>
        }
      />
      <div className="mx-auto max-w-content px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="max-w-prose text-lg leading-8 text-ink-soft">
          <Blocks blocks={privacyIntro} />
          <ContentSections sections={privacySections} />
          <section
            aria-labelledby="privacy-contact"
            className="mt-12 rounded-xl border border-line bg-white p-6 sm:p-8"
          >
            <h2 id="privacy-contact" className="text-2xl leading-tight sm:text-3xl">
              Contact us about your privacy
            </h2>
            <p className="mt-3">{business.legalName}</p>
            <ul className="mt-4 space-y-2">
              <li>
                <a
                  href={mailtoHref}
                  className="inline-flex items-center gap-2 py-1 font-medium text-harbor-700 underline"
                >
                  <Mail aria-hidden="true" className="size-5 shrink-0" />
                  {business.email}
                </a>
              </li>
              <li>
                <a href={telHref} className="inline-flex items-center gap-2 py-1 font-medium text-harbor-700 underline">
                  <Phone aria-hidden="true" className="size-5 shrink-0" />
                  {business.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-2 py-1">
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-harbor-700" />
                Serving {serviceAreasLabel}
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
