import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../ui/accordion';
import { JsonLd } from '../../ui/seo/json-ld';
import type { FaqItem } from '../content/types';
import { faqPageJsonLd } from '../../lib/structured-data';

/** The FAQ accordion and its FAQPage JSON-LD, built from the same items. */
export function FaqSection({
  items,
  heading = 'Frequently Asked Questions',
  id = 'faq',
}: {
  items: FaqItem[];
  heading?: string;
  id?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-prose px-4 py-12 sm:px-6">
      <h2 id={`${id}-heading`} className="mb-6 text-3xl">
        {heading}
      </h2>
      <Accordion>
        {items.map((item, i) => (
          <AccordionItem key={item.question} value={`item-${i}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <JsonLd data={faqPageJsonLd(items)} />
    </section>
  );
}
