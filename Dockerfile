# One container: the Node server with the SQLite file, uploads and generated secrets on one volume.
FROM node:22-slim AS deps
WORKDIR /app
# better-sqlite3 builds from source when no prebuilt binary matches
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
# The code belongs to root and is only readable by the app user, so a compromised process
# cannot rewrite the shop it runs; the app user owns /data alone (0700).
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/scripts ./scripts
RUN chmod -R go-w /app && mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# see README, Speed: a 160 MB old space keeps the resident size near 200 MB under load
CMD ["node", "--max-old-space-size=160", "--max-semi-space-size=16", "server.js"]
