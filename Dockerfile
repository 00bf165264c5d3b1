# The portal's images, built from this repository (docs/operations.md):
#   docker build --target portal .    the gateway and the built web app (the default target)
#   docker build --target sandbox .   stand-ins for the provider's services, for trying it out
# Each runs compiled JavaScript with its production dependencies only, as the unprivileged
# `node` user, with NODE_ENV=production and a HEALTHCHECK.

# Everything needed to build: every dependency, the web app, and the servers compiled to JavaScript.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY launcher/package.json launcher/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/build-server.mjs sandbox

# The gateway's production dependencies, and nothing of the other workspaces.
FROM node:20-bookworm-slim AS portal-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
RUN npm ci --omit=dev --workspace @portal/gateway --no-audit --no-fund && npm cache clean --force

# The sandbox's production dependencies.
FROM node:20-bookworm-slim AS sandbox-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY sandbox/package.json sandbox/
RUN npm ci --omit=dev --workspace @portal/sandbox --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim AS sandbox
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0 SANDBOX_PORT_BASE=4100
WORKDIR /app
COPY --from=sandbox-dependencies /app/node_modules node_modules
COPY package.json ./
COPY sandbox/package.json sandbox/
COPY --from=build /app/sandbox/dist sandbox/dist
USER node
EXPOSE 4100-4108
# The account manager, the first service, answers /health once every service listens.
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.SANDBOX_PORT_BASE + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "sandbox/dist/main.js"]

FROM node:20-bookworm-slim AS portal
ENV NODE_ENV=production PORT=4000
# An upload chunk's bytes pass through in fresh 64 KB buffers, which the collector frees tens of
# megabytes at a time. glibc gave that memory straight back to the kernel and faulted it in again
# for the next buffers, two to four times the gateway's CPU per upload. With these, up to 128 MB
# freed stays with the process, and allocations up to 32 MB (the most glibc's own moving threshold
# reaches) come from its heap rather than a fresh mapping each (docs/operations.md, "Memory").
ENV GLIBC_TUNABLES=glibc.malloc.trim_threshold=134217728:glibc.malloc.mmap_threshold=33554432
WORKDIR /app
COPY --from=portal-dependencies /app/node_modules node_modules
COPY package.json ./
COPY gateway/package.json gateway/
COPY schema schema
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 4000
# Liveness: the process serves. Balancers route by /ready instead (see deploy/haproxy.cfg).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "gateway/dist/main.js"]
