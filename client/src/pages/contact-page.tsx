import { Breadcrumbs } from '../components/breadcrumbs';
import { ContactDetails } from '../components/contact/contact-details';
import { ContactForm } from '../components/contact/contact-form';
import { NextSteps } from '../components/contact/next-steps';
import { PageHeader } from '../components/page-header';
import { contactPage, nextSteps } from '../content/contact';
import { cardVariants } from '../components/ui/card';

export default function ContactPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Contact', url: '/contact' }]} />
      <PageHeader title={contactPage.title} intro={contactPage.intro} />
      <div className="mx-auto grid max-w-content gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="contact-form-heading"
          className={cardVariants({ padding: 'compact', className: 'sm:p-8' })}
        >
          <h2 id="contact-form-heading" className="mb-2 text-2xl">
            {contactPage.formHeading}
          </h2>
          <ContactForm />
        </section>
        <ContactDetails heading={contactPage.detailsHeading} />
      </div>
      <NextSteps heading={contactPage.nextStepsHeading} steps={nextSteps} />
    </>
  );
}
