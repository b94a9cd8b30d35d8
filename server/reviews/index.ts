export { listApprovedTestimonials, testimonialsByEmail } from './testimonials';
export { testimonialsRouter } from './testimonials-router';
export { seedDemoTestimonials } from './demo-testimonials';
