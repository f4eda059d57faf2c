import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { handle } from '../../shared/rest/rest';
import { requireApiKey } from '../api-keys';
import { openApiDocument } from './openapi';
import { V1_ROUTES } from './public-api.routes';
import { expressPath } from './v1-route';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const DOCS_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'swagger-ui.css',
  'swagger-ui-bundle.js': 'swagger-ui-bundle.js',
};

/** The reference page: Swagger UI from node_modules (no CDN), started by a script of ours (CSP: no inline script). */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>FunnelForge API v1 reference</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/api/v1/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/v1/docs/swagger-ui-bundle.js"></script>
<script src="/api/v1/docs/start.js"></script>
</body>
</html>
`;

const DOCS_START = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
});
`;

const cacheFor =
  (seconds: number): RequestHandler =>
  (_req, res, next) => {
    res.setHeader('Cache-Control', `public, max-age=${seconds}`);
    next();
  };

/** /api/v1: the OpenAPI document and its reference page (public), then the data routes (an API key). */
export function publicApiRoutes(): Router {
  const router = Router();
  // Made once; the server URL is relative, so it holds on every origin the app answers.
  let document: ReturnType<typeof openApiDocument> | null = null;
  router.get(
    '/openapi.json',
    handle(() => (document ??= openApiDocument(V1_ROUTES, '/api/v1'))),
  );
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/start.js', cacheFor(3600), (_req, res) => {
    res.type('js').send(DOCS_START);
  });
  router.get('/docs/:asset', cacheFor(86_400), (req, res) => {
    const file = DOCS_ASSETS[String(req.params.asset)];
    if (file) res.sendFile(path.join(SWAGGER_UI_DIR, file));
    else res.status(404).json({ message: `No API route for GET ${req.path}` });
  });

  router.use(requireApiKey);
  for (const route of V1_ROUTES)
    router[route.method](expressPath(route.path), handle(route.run, { status: route.status }));
  return router;
}
