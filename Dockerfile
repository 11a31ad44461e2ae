# syntax=docker/dockerfile:1
# Build stage: node-canvas and sqlite3 compile against cairo/pango here.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends \
      build-essential python3 pkg-config libcairo2-dev libpango1.0-dev libjpeg-dev libgif-dev librsvg2-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src src
COPY commands commands
RUN npm run build && npm prune --omit=dev

# Runtime stage: only the shared libraries canvas needs, a non-root user, the shipped fonts.
FROM node:20-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends \
      dumb-init libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libjpeg62-turbo libgif7 librsvg2-2 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# /app stays root-owned and read-only to the bot; everything it writes goes under /data (or /tmp), which it owns.
ENV NODE_ENV=production \
    SALVO_DATA_DIR=/data \
    SALVO_OUT_DIR=/data/out \
    SALVO_HEARTBEAT_FILE=/tmp/salvo-heartbeat
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY package.json ./
COPY assets assets
COPY docker/entrypoint.sh docker/entrypoint.sh
RUN mkdir -p /data/out && chown -R node:node /data && chmod 0755 docker/entrypoint.sh
USER node
VOLUME ["/data"]
# Healthy while the bot has been connected to Discord within the last minute.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["/app/docker/entrypoint.sh", "healthcheck"]
ENTRYPOINT ["dumb-init", "--", "/app/docker/entrypoint.sh"]
CMD ["start"]
