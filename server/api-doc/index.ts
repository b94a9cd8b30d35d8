export { apiDocRouter } from './api-doc-router';
export { openApiDocument } from './openapi-document';
