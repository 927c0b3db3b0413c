# syntax=docker/dockerfile:1
# The API (deploy/api): build context is the repository root, e.g.
#   docker build -f deploy/docker/api.Dockerfile -t skiclub/api .
# It runs compiled JavaScript (deploy/api/build.mjs bundles the sources into dist/); the same image
# runs the migrations job: node dist/migrate.mjs
ARG NODE_IMAGE=node:20.19-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# pnpm in the version package.json names (packageManager).
RUN corepack enable
# The store is filled from the lockfile alone, so this layer survives source changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN pnpm fetch
COPY . .
# Only the API and the workspace packages it uses; `deploy` copies them with their production
# dependencies into one self-contained folder (workspace packages as real folders, not links).
RUN pnpm install --offline --frozen-lockfile --filter "@skiclub/api..." \
 && pnpm --filter @skiclub/api run build \
 && pnpm --filter @skiclub/api deploy --legacy --prod /out/deploy/api \
 && rm -rf /out/deploy/api/src \
 && cp -r deploy/api/dist /out/deploy/api/dist

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    HOST_DATA_DIR=/releases
# The repository's layout: the default release store is found beside the API (deploy/host/.data).
WORKDIR /app/deploy/api
COPY --from=build --chown=node:node /out/ /app/
# DATA_DIR (uploads and mail outbox on one machine). HOST_DATA_DIR names the release store, whose
# state is in PostgreSQL and files in S3 with DATABASE_URL and S3_BUCKET; its folder only on one machine.
RUN mkdir -p /data /releases && chown node:node /data /releases
USER node
EXPOSE 4000
# Liveness only: readiness (/readyz, the database) is the orchestrator's business.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
