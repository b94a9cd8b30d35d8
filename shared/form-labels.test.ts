import { describe, expect, it } from 'vitest';
import { contactLabels, contactRequestSchema } from './contact-schema';
import { contactForm, reviewForm } from './public-forms';
import { reviewLabels, reviewRequestSchema } from './review-schema';

describe('form field labels, one home beside each schema', () => {
  it('the no-JavaScript pages name every field as the forms do', () => {
    expect(Object.fromEntries(contactForm.fields.map((f) => [f.name, f.label]))).toEqual(contactLabels);
    expect(Object.fromEntries(reviewForm.fields.map((f) => [f.name, f.label]))).toEqual(reviewLabels);
  });

  it("the schemas' messages name the field by its label", () => {
    const contact = contactRequestSchema.safeParse({});
    expect(contact.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([`${contactLabels.phone} is required`, `${contactLabels.zip} is required`]),
    );
    const review = reviewRequestSchema.safeParse({ customerName: '' });
    expect(review.error?.issues[0]?.message).toContain(reviewLabels.customerName);
  });
});
