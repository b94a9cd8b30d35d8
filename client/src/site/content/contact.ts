import { CalendarCheck, PhoneCall, PencilRuler, Wrench } from 'lucide-react';
import { business } from '../../../../shared/business';
import { contactSuccessMessage } from '../../../../shared/contact-schema';
import type { ProcessStep } from './types';

export const contactPage = {
  title: 'Request a Free Design Consultation',
  intro:
    'Tell us about the space you want to organize. A designer will get back to you within 24 hours to set up a free in-home visit anywhere in Fairfield or New Haven County, with no travel fees and no obligation.',
  formHeading: 'Tell us about your project',
  /** Above the form, before the planner's link. */
  planPrompt: 'Want to see your walls drawn and a price range before the visit?',
  formNote: 'All fields are required. We use your details only to arrange your consultation.',
  messagePlaceholder:
    'For example: a 7 by 9 foot walk-in shared by two, with more shoe storage and a spot for suitcases.',
  submitLabel: 'Request My Free Consultation',
  submittingLabel: 'Sending...',
  detailsHeading: 'Prefer to talk?',
  nextStepsHeading: 'What happens next',
} as const;

/** Toast texts of the consultation form: no room chosen, sent, failed. */
export const contactToasts = {
  noRoom: { title: 'Please select at least one room', description: 'Let us know which spaces you want to organize' },
  success: { title: 'Thank you for contacting us!', fallback: contactSuccessMessage },
  failure: { title: 'Something went wrong', fallback: `Please try again or call us at ${business.phone.display}` },
  offline: 'You appear to be offline. We kept your request and will send it as soon as you are back online.',
} as const;

/** Consultation within 3–5 business days, 3D design and quote in 3–5 business days. */
export const nextSteps: ProcessStep[] = [
  {
    step: 1,
    title: 'We reply within 24 hours',
    description: `A designer reads your request and calls or e-mails you within ${business.emailReplyHours} hours to pick a time that suits you.`,
    icon: PhoneCall,
  },
  {
    step: 2,
    title: 'Free in-home consultation',
    description:
      'Usually within 3 to 5 business days, and often the same week for urgent projects. We measure precisely, talk through how you use the space and bring finish samples.',
    icon: CalendarCheck,
  },
  {
    step: 3,
    title: '3D design and quote',
    description:
      'Within 3 to 5 business days you receive a 3D design and a clear, itemized quote. We adjust it with you until it is right, with no obligation.',
    icon: PencilRuler,
  },
  {
    step: 4,
    title: 'Build and installation',
    description:
      'Our own team builds your system and installs it, most closets in 1 to 2 days. Most projects take 3 to 4 weeks from consultation to installation.',
    icon: Wrench,
  },
];
