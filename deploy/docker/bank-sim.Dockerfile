# syntax=docker/dockerfile:1
# The PayFor 3D Pay bank simulator (deploy/bank-sim), for demos and staging only: production
# points PAYFOR_GATEWAY_URL at the real bank and runs no simulator.
#   docker build -f deploy/docker/bank-sim.Dockerfile -t skiclub/bank-sim .
ARG NODE_IMAGE=node:20.19-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
RUN corepack enable
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile --filter "@skiclub/bank-sim..." \
 && pnpm --filter @skiclub/bank-sim deploy --legacy --prod /out

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    BANK_SIM_PORT=4500 \
    BANK_SIM_HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /out/ ./
USER node
EXPOSE 4500
# The simulator's own health route is /saglik.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.BANK_SIM_PORT||4500)+'/saglik').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]
