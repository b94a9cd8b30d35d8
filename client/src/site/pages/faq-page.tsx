import { Breadcrumbs } from '../../ui/breadcrumbs';
import { FaqSection } from '../page-parts/faq-section';
import { PageHeader } from '../page-parts/page-header';
import { ContactBand } from '../sections/contact-band';
import { faqItems } from '../content/faq';

export default function FaqPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'FAQ', url: '/faq' }]} />
      <PageHeader
        title="Frequently Asked Questions"
        intro="Pricing, timelines, materials, installation and the towns we serve: the questions Connecticut homeowners ask us most."
      />
      <FaqSection items={faqItems} heading="Common Questions" />
      <ContactBand
        title="Still Have a Question?"
        text="Ask us directly. We are happy to talk through your space before you book anything."
        primary={{ label: 'Contact Us', href: '/contact' }}
      />
    </>
  );
}
