export { currentPriceBook } from './price-book-store';
export { priceBookRouter } from './price-book-router';
export { planPages } from './plan-pages';
export { contactPlanPages } from './contact-plan-pages';
