import { HomeBreadcrumbJsonLd } from '../components/breadcrumbs';
import { ButtonLink } from '../components/ui/button';

export default function HomePage() {
  return (
    <>
      <HomeBreadcrumbJsonLd />
      <section className="mx-auto max-w-content px-4 py-16 sm:px-6">
        <h1 className="text-4xl sm:text-6xl">Custom closets and storage, designed around your home</h1>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/contact" size="lg">
            Get Your Free Design
          </ButtonLink>
          <ButtonLink href="/gallery" size="lg" variant="secondary">
            View Our Work
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
