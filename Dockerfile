# LeadScout production image (decision 082): built in one stage, run from a slim one as a non-root user.
#   docker build -t leadscout .      docker compose up -d   (see README "Run in production")

# ---- build: all dependencies, the front end (dist/web) and the bundled server (dist/server)
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# `npm install` rather than `npm ci`: see .ci/run (optional platform binaries the lock file cannot list).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# ---- production dependencies only (the bundle imports npm packages from node_modules)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# ---- runtime
FROM node:20-bookworm-slim
# Debian's Chromium headless shell for the crawler and the audit PDFs (decision 094); tini forwards signals so
# the server shuts down gracefully.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium-headless-shell tini ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --create-home --home-dir /home/leadscout leadscout \
  && mkdir -p /data && chown leadscout /data
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
USER leadscout
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run at start (under an advisory lock, so several instances may start at once).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/main.js"]
