export { currentPriceBook } from './price-book-store';
export { priceBookRouter } from './price-book-router';
export { planPages } from './plan-pages';
export { readPlan, type PlanReading, type PlanSnapshot } from './plan-snapshot';
export { leadPlansByLead, saveLeadPlan } from './lead-plan-store';
export { contactPlanPages } from './contact-plan-pages';
