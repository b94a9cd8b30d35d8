import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { business, mailtoHref, registrationStatement, telHref } from '../../../../shared/business';
import { yearOf } from '../../../../shared/business-year';
import { footerCompany, footerServiceAreas, footerServices, type NavLink } from '../content/navigation';
import { useToday } from '../lib/use-today';
import { Eyebrow } from '../../ui/eyebrow';

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <Eyebrow as="h2" id={id} tone="light" className="mb-3">
        {title}
      </Eyebrow>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="inline-block py-1.5 text-harbor-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = yearOf(useToday());
  return (
    <footer className="bg-harbor-900 pb-24 text-harbor-100 md:pb-0">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl font-bold text-white">{business.name}</p>
          <p className="mt-3 leading-relaxed">
            Custom closets, pantries, garages, mudrooms and home offices, designed in 3D and installed by our own team
            across Fairfield and New Haven County since {business.foundedYear}.
          </p>
          <ul className="mt-5 space-y-2">
            <li>
              <a
                href={telHref}
                className="inline-flex items-center gap-2 py-1 font-semibold text-white hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                {business.phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className="inline-flex items-center gap-2 py-1 text-white hover:underline">
                <Mail aria-hidden="true" className="size-4" />
                {business.email}
              </a>
            </li>
          </ul>
          <p className="mt-3 text-sm">{business.hours.summary}</p>
        </div>
        <FooterLinks title="Services" links={footerServices} />
        <FooterLinks title="Company" links={footerCompany} />
        <div>
          <FooterLinks title="Service Areas" links={footerServiceAreas} />
          <p className="mt-6 inline-flex items-center gap-2 font-semibold text-white">
            <MapPin aria-hidden="true" className="size-4 text-brass-300" />
            Serving Connecticut
          </p>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-content flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div>
            <p>
              © {year} {business.legalName}. All rights reserved.
            </p>
            <p className="mt-1">{registrationStatement}</p>
          </div>
          <Link href="/privacy-policy" className="py-1 text-harbor-100 hover:text-white hover:underline">
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
