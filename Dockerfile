# The site and its API in one image: the build stage installs everything, builds the site (dist/,
# and beside it dist-internal/ with the manifest the server reads) and compiles the server (dist-server/);
# the runtime stage keeps those and the production dependencies only (no src/, content/ or
# TypeScript) and runs as the unprivileged 'node' user.
#   docker build --build-arg SITE_URL=https://www.example.com -t virtual-ip .
#   docker run -p 3000:3000 -v virtual-ip-data:/data virtual-ip
# See docs/deployment.md for running in production and docs/configuration.md for the settings
# (DATABASE_URL, REDIS_URL, SMTP_URL, …).

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when its prebuilt binary cannot be fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
# The site's public origin goes into canonical URLs, the sitemap and the feeds at build time.
ARG SITE_URL=https://www.virtualip.example
RUN SITE_URL="$SITE_URL" npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DIST_DIR=/app/dist \
    DATABASE_PATH=/data/virtual-ip.sqlite
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# The built site, the manifest the server reads at start (the pages, the chat's knowledge, the
# company's facts; dist-internal/ beside DIST_DIR), and the compiled server with its staff commands
# (node dist-server/export.js, …).
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-internal ./dist-internal
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
