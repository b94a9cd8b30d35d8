import { Breadcrumbs } from '../../ui/breadcrumbs';
import { FormPageLayout } from '../page-parts/form-page-layout';
import { PageHeader } from '../page-parts/page-header';
import { ReviewForm } from '../review/review-form';
import { reviewPage } from '../content/review';

/** /review: where customers leave a review after their installation (noindex, linked from the footer and e-mails). */
export default function ReviewPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Leave a Review', url: '/review' }]} />
      <PageHeader title={reviewPage.title} intro={reviewPage.intro} />
      <FormPageLayout
        headingId="review-form-heading"
        heading={reviewPage.formHeading}
        form={<ReviewForm />}
        aside={
          <aside aria-labelledby="review-aside-heading">
            <h2 id="review-aside-heading" className="text-2xl">
              {reviewPage.asideHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-soft">{reviewPage.aside}</p>
          </aside>
        }
      />
    </>
  );
}
