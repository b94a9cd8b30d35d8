import { Link } from 'wouter';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { ContactDetails } from '../contact/contact-details';
import { ContactForm } from '../contact/contact-form';
import { NextSteps } from '../contact/next-steps';
import { FormPageLayout } from '../page-parts/form-page-layout';
import { PageHeader } from '../page-parts/page-header';
import { contactPage, nextSteps } from '../content/contact';
import { planCta } from '../content/calls-to-action';

export default function ContactPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Contact', url: '/contact' }]} />
      <PageHeader title={contactPage.title} intro={contactPage.intro}>
        <p className="text-ink-soft">
          {contactPage.planPrompt}{' '}
          <Link href={planCta.href} className="font-semibold text-harbor-700 underline">
            {planCta.label}
          </Link>
        </p>
      </PageHeader>
      <FormPageLayout
        headingId="contact-form-heading"
        heading={contactPage.formHeading}
        form={<ContactForm />}
        aside={<ContactDetails heading={contactPage.detailsHeading} />}
      />
      <NextSteps heading={contactPage.nextStepsHeading} steps={nextSteps} />
    </>
  );
}
