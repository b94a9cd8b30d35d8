export { planPages } from './plan-pages';
