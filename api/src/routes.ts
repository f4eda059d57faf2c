import express, { Router } from 'express';
import { accountsRoutes } from './modules/accounts/accounts.rest';
import type { OidcSignIn } from './modules/accounts/oidc';
import { affiliatesRoutes } from './modules/affiliates/affiliates.rest';
import { trackingRoutes } from './modules/analytics/tracking.rest';
import { campaignsRoutes } from './modules/campaigns/campaigns.rest';
import { campaignSendingRoutes } from './modules/campaigns/sending/campaign-sending.rest';
import { dashboardRoutes } from './modules/dashboard/dashboard.rest';
import { emailDesignerRoutes } from './modules/email/email-designer.rest';
import { emailSettingsRoutes } from './modules/email/email-settings.rest';
import { funnelsRoutes } from './modules/funnels/funnels.rest';
import { leadCaptureRoutes } from './modules/leads/lead-capture.rest';
import { leadsRoutes } from './modules/leads/leads.rest';
import { leadsCsvRoutes } from './modules/leads/leads-csv.rest';
import { mediaRoutes } from './modules/media/media.rest';
import { sequencesRoutes } from './modules/sequences/sequences.rest';
import { templatesRoutes } from './modules/templates/templates.rest';
import type { AppDeps } from './shared/app-deps';
import { apiErrorHandler, apiNotFound, contextMiddleware, sameOriginWrites } from './shared/rest/rest';

/** The documented /api paths: thin routes over the same services as the GraphQL resolvers. */
export function apiRouter(deps: AppDeps, oidc: OidcSignIn | null): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(sameOriginWrites(deps.config));
  router.use(contextMiddleware(deps));
  // Public calls from funnel pages read their own small bodies.
  router.use(leadCaptureRoutes());
  router.use(trackingRoutes());
  router.use(express.json({ limit: '1mb' }));
  router.use(accountsRoutes(oidc));
  router.use(affiliatesRoutes());
  router.use(dashboardRoutes());
  router.use(funnelsRoutes());
  router.use(leadsCsvRoutes());
  router.use(leadsRoutes());
  router.use(campaignsRoutes());
  router.use(campaignSendingRoutes());
  router.use(sequencesRoutes());
  router.use(templatesRoutes());
  router.use(mediaRoutes());
  router.use(emailSettingsRoutes());
  router.use(emailDesignerRoutes());
  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.log));
  return router;
}
