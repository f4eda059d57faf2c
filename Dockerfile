# syntax=docker/dockerfile:1
#
# FunnelForge in one image: the api serving the web app, /graphql, /api and published pages
# (CMD), or background workers only (`node api/dist/worker.js`, the compose `worker` service).
#   docker build -t funnelforge .
#
# The final stage holds what the production boot reads and nothing else:
#   api/dist                 the compiled api, its migrations (api/dist/migrations, applied at boot
#                            under an advisory lock) and the SMTP thread (smtp-thread.worker.js)
#   web/dist                 the web app, GraphiQL and the published pages' script and stylesheet
#                            (web/dist/page-assets)
#   web/dist-ssr             the page model's server build: renders published pages and carries
#                            the shipped templates seeded at boot; found as
#                            @funnelforge/web/dist-ssr/page-model.cjs through web/package.json
#   node_modules             the api workspace's production dependencies, and the link
#                            node_modules/@funnelforge/web -> web (the page model is bundled, so
#                            none of the web's own libraries are needed at run time)
#   package.json files       module type of api/dist, the exports map of @funnelforge/web
# e2e/deploy/image-boot.e2e.ts rebuilds this stage from these instructions (COPY, ENV, the RUN
# commands below, CMD, HEALTHCHECK) and boots the api and a worker from exactly those files.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Build: every dependency of both workspaces, then the web app, the page model and the api.
FROM base AS build
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# Production dependencies of the api workspace alone, and the link to the web workspace
# through which the api finds the page model.
FROM base AS deps
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace api && ln -s ../../web node_modules/@funnelforge/web

FROM base AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/api/node_modules ./api/node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/package.json ./web/package.json
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
# DATA_DIR (uploads; on the embedded database also its cluster and generated keys) is the only
# place the app writes. A named volume mounted here starts with this owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
