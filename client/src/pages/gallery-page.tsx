import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';
import { CtaSection } from '../components/sections/cta-section';
import { GalleryTile } from '../components/sections/gallery-tile';
import { Section } from '../components/sections/section';
import { galleryItems } from '../content/gallery';

export default function GalleryPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Gallery', url: '/gallery' }]} />
      <PageHeader
        title="Our Work"
        intro="Closets, pantries, garages, mudrooms and home offices from across Fairfield and New Haven County. Each drawing shows the layout and finish of a project type we design and install; your designer brings finish samples to the consultation."
      />
      <Section aria-labelledby="projects-heading" className="pt-2 sm:pt-4">
        <h2 id="projects-heading" className="sr-only">
          Projects
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {galleryItems.map((item) => (
            <li key={item.title}>
              <GalleryTile item={item} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaSection
        title="Picture This in Your Home"
        text="Tell us about the space and we will design it in 3D for free, with a written quote within 3–5 business days."
        primary={{ label: 'Start Your Free Design', href: '/contact' }}
      />
    </>
  );
}
