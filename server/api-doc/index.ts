export { apiDocRouter } from './api-doc-router';
