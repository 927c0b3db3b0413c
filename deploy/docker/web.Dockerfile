# syntax=docker/dockerfile:1
# The static site and what serves it, from one build of the shell and the five remotes:
#   --target host   the composition host (pages 200/404 + meta tags, /remotes, /releases.json);
#                   also runs the publish job: node deploy/docker/publish.mjs
#   --target nginx  Debian's nginx with deploy/nginx's configuration and the shell's files;
#                   the host answers /remotes and /releases.json from the release store
#                   (state in PostgreSQL, files in S3: no shared volume)
#   docker build -f deploy/docker/web.Dockerfile --target host -t skiclub/host .
#   docker build -f deploy/docker/web.Dockerfile --target nginx -t skiclub/nginx .
ARG NODE_IMAGE=node:20.19-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
RUN corepack enable
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile \
 && pnpm build
# The runtime keeps the repository's layout: deploy/{host,release,docker}, shell/dist, mf-*/dist.
RUN pnpm --filter @skiclub/host deploy --legacy --prod /out/deploy/host \
 && pnpm --filter @skiclub/release deploy --legacy --prod /out/deploy/release \
 && mkdir -p /out/deploy/docker /out/shell \
 && cp deploy/docker/host-entry.mjs deploy/docker/publish.mjs /out/deploy/docker/ \
 && cp -r shell/dist /out/shell/dist \
 && for r in catalog camps account checkout admin; do mkdir -p /out/mf-$r && cp -r mf-$r/dist /out/mf-$r/dist; done \
 && node /out/deploy/docker/publish.mjs precompress

# nginx.conf for the compose picture (the host answers /remotes/ from MinIO and /releases.json
# from PostgreSQL); another picture passes other --build-arg values.
FROM ${NODE_IMAGE} AS nginx-conf
ARG NGINX_API=api-1:4000,api-2:4000
ARG NGINX_HOST=host:3000
WORKDIR /src
COPY deploy/nginx/ ./deploy/nginx/
RUN node deploy/nginx/render.mjs --listen 8080 --shell-dist /srv/shell --releases-dir none \
      --api "${NGINX_API}" --host "${NGINX_HOST}" --prefix /tmp/nginx --brotli on \
      --error-log stderr --access-log /dev/stdout --out /nginx.conf

FROM ${NODE_IMAGE} AS host
ENV NODE_ENV=production \
    PORT=3000 \
    HOST_DATA_DIR=/releases \
    SHELL_DIST=/app/shell/dist
WORKDIR /app
COPY --from=build --chown=node:node /out/ ./
RUN mkdir -p /releases && chown node:node /releases
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "deploy/docker/host-entry.mjs"]

FROM ${DEBIAN_IMAGE} AS nginx
# brotli_static sends the .br files beside the assets (nginx-light alone sends the .gz ones);
# curl is for the health check only.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /tmp/nginx \
 && chown www-data:www-data /tmp/nginx
COPY --from=build /out/shell/dist /srv/shell
COPY --from=nginx-conf /nginx.conf /etc/nginx/skiclub.conf
# Unprivileged port, pid and temp folders under /tmp/nginx: no root needed at run time.
USER www-data
EXPOSE 8080
# Through nginx to the host's liveness probe: answers only when both are up.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-p", "/tmp/nginx", "-c", "/etc/nginx/skiclub.conf", "-g", "daemon off;"]
