export { healthRouter, type HealthOptions } from './health-router';
