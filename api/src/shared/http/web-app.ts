import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app: hashed assets cached for a year, GraphiQL at /graphiql, and
 * index.html for every other GET so client-side routes (and the 404 page) work on reload.
 */
export function webApp(distDir: string): Router {
  const router = Router();
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    router.get(/.*/, (_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build` (npm start does this for you).');
    });
    return router;
  }
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const sendHtml =
    (file: string): express.RequestHandler =>
    (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(file);
    };
  router.get('/graphiql', sendHtml(path.join(distDir, 'graphiql.html')));
  router.get(/.*/, sendHtml(index));
  return router;
}
