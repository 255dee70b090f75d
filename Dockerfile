# HPL Portal — production image. Multi-stage: build with every dependency, run with production ones only, as a
# non-root user. See docs/deploy.md.
#   docker build -t hpl-portal .
#   docker run -p 3000:3000 -v hpl-data:/data hpl-portal          # embedded database in /data
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: install everything, build the web app and the server bundle --------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/e2e/package.json apps/e2e/
# The root postinstall mends a dependency in node_modules (scripts/patch-dependencies.mjs).
COPY scripts/patch-dependencies.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the server bundle; the image has no demo dump (production starts without the demo school).
RUN npm run build:app \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the bundle, the built web app, the migrations and production node_modules ------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_LEVEL=info
WORKDIR /app
# LibreOffice (headless, no GUI) converts lesson-plan DOCX/PPTX files to PDF for the preview, with a font that has
# Vietnamese. `--build-arg WITH_OFFICE_PREVIEW=false` makes an image ≈400 MB smaller whose previews say that the
# server has no converter (the download still works).
ARG WITH_OFFICE_PREVIEW=true
RUN if [ "$WITH_OFFICE_PREVIEW" = "true" ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-impress-nogui fonts-noto-core \
      && rm -rf /var/lib/apt/lists/*; \
    fi
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages/shared ./packages/shared
COPY --from=build --chown=root:root /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/server/src/db/migrations ./apps/server/src/db/migrations
COPY --from=build --chown=root:root /app/apps/server/scripts ./apps/server/scripts
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
# The code belongs to root and is read-only for the process; only /data (embedded database, uploads) is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Node handles SIGTERM itself (graceful shutdown, SHUTDOWN_TIMEOUT_MS); no shell in between.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "--no-allocation-site-pretenuring", "apps/server/dist/main.js"]
