import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';
import { ReviewForm } from '../components/review/review-form';
import { reviewPage } from '../content/review';

/** /review: where customers leave a review after their installation (noindex, linked from the footer and e-mails). */
export default function ReviewPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Leave a Review', url: '/review' }]} />
      <PageHeader title={reviewPage.title} intro={reviewPage.intro} />
      <div className="mx-auto grid max-w-content gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="review-form-heading"
          className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-8"
        >
          <h2 id="review-form-heading" className="mb-2 text-2xl">
            {reviewPage.formHeading}
          </h2>
          <ReviewForm />
        </section>
        <aside aria-labelledby="review-aside-heading">
          <h2 id="review-aside-heading" className="text-2xl">
            {reviewPage.asideHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-soft">{reviewPage.aside}</p>
        </aside>
      </div>
    </>
  );
}
