import { Router } from 'express';
import { apiDocApi } from '../../shared/api/api-doc';
import { serve } from '../core/http/serve';
import { openApiDocument } from './openapi-document';

/** GET /api/openapi.json: the API's description, for the owner's integrations. */
export function apiDocRouter(): Router {
  const router = Router();
  const document = openApiDocument();
  serve(router, apiDocApi.openApi, (_req, res) => {
    res.json({ ...document, openapi: '3.1.0' });
  });
  return router;
}
