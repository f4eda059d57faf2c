import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { toTemplateDetailJson, toTemplateJson } from './template.mapper';

export function templatesRoutes(): Router {
  const router = Router();
  router.get(
    '/templates',
    requireSignedIn,
    handle(async (ctx, req) => (await ctx.services.templates.list(ctx.actor, req.query)).map(toTemplateJson)),
  );
  router.get(
    '/templates/:id/preview.svg',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      const svg = await ctx.services.templates.previewSvg(ctx.actor, String(req.params.id));
      res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
      // An SVG opened on its own must not run anything.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.send(svg);
    }),
  );
  router.get(
    '/templates/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      toTemplateDetailJson(await ctx.services.templates.get(ctx.actor, String(req.params.id))),
    ),
  );
  return router;
}
