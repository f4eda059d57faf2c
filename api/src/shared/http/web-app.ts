import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/** Paths of static files by their extension (client routes never end in one). */
const MISSING_FILE =
  /\.(?:txt|xml|ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|webmanifest|woff2?|ttf)$/i;

/**
 * Serves the built web app: hashed assets cached for a year, GraphiQL at /graphiql, a 404 for
 * files that are not there, and index.html for every other GET so client-side routes (and the
 * 404 page) work on reload.
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
  // A file that is not there (/robots.txt, /favicon.ico, a stale script…) is no client route:
  // the app's HTML in its place is an invalid robots.txt to crawlers and a broken icon to browsers.
  router.get(MISSING_FILE, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.get(/.*/, sendHtml(index));
  return router;
}
