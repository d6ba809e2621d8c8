# syntax=docker/dockerfile:1.7
# (1.7+ is needed for ${APP/-subgraph//subgraph} below; BuildKit fetches this frontend itself.)
#
# One image per Node service: the gateway or one of the eight subgraphs.
# Build from the repository root (the context must be the whole workspace):
#
#   docker build -f docker/node.Dockerfile --build-arg APP=gateway          -t imali/gateway .
#   docker build -f docker/node.Dockerfile --build-arg APP=funeral-subgraph -t imali/funeral-subgraph .
#
# APP is the Nx project name. The entry point follows from it:
#   gateway            -> dist/apps/gateway/main.js
#   <area>-subgraph    -> dist/apps/<area>/subgraph/main.js   (and migrate.js beside it)
# Override with --build-arg APP_ENTRY=... (or the APP_ENTRY env var at run time) if that changes.
#
# The image's default command starts the app. A subgraph's migrations run from the same image
# as a separate one-shot container, never inside the app:
#   node dist/apps/<area>/subgraph/migrate.js
# (docker/compose.yaml: the <area>-migrate services; docker/k8s: the <area>-subgraph-migrate Jobs.)
#
# What lands in the context is filtered by docker/node.Dockerfile.dockerignore (BuildKit).

ARG NODE_IMAGE=node:20-bookworm-slim
# The npm the lockfile was made with (STACK.md). The base image ships npm 10.
ARG NPM_VERSION=11.19.1

# ---------------------------------------------------------------------------------------------
# Manifests only, so the dependency layers are reused until package*.json changes.
FROM ${NODE_IMAGE} AS manifests
ARG NPM_VERSION
WORKDIR /app
RUN --mount=type=cache,target=/root/.npm \
    npm install --global "npm@${NPM_VERSION}"
COPY package.json package-lock.json .npmrc ./

# All dependencies, for building. `npm install`, not `npm ci`: the lockfile lacks some non-Linux
# optional builds and `npm ci` refuses it (STACK.md, "Traps"). `npm install` reproduces the tree.
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm \
    npm install

# Production dependencies only, for the runtime image.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev

# ---------------------------------------------------------------------------------------------
FROM deps AS build
ARG APP
ARG APP_ENTRY=dist/apps/${APP/-subgraph//subgraph}/main.js
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true
COPY . .
# tools/build/build-node.mjs (the project's build target) compiles the app and the node libs it
# can import into dist/apps/<app>/, self-contained. Fails early and clearly when APP is missing
# or the entry point is not where the runtime stage expects it.
RUN set -eu; \
    if [ -z "${APP}" ]; then echo "build arg APP is required (gateway, identity-subgraph, ...)" >&2; exit 1; fi; \
    npx nx run "${APP}:build"; \
    if [ ! -f "${APP_ENTRY}" ]; then \
      echo "expected ${APP_ENTRY} after 'nx run ${APP}:build'; set --build-arg APP_ENTRY. dist has:" >&2; \
      find dist -maxdepth 4 -name '*.js' | head -n 40 >&2; \
      exit 1; \
    fi

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG APP
ARG APP_ENTRY=dist/apps/${APP/-subgraph//subgraph}/main.js

# tini as PID 1 forwards SIGTERM to node and reaps zombies (node as PID 1 ignores SIGTERM unless
# the app handles it). The runtime needs neither npm nor yarn nor corepack: drop them, and the
# CVE reports that come with them.
RUN set -eu; \
    apt-get update; \
    apt-get install -y --no-install-recommends tini; \
    rm -rf /var/lib/apt/lists/*; \
    rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
           /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-*

WORKDIR /app
# Files stay owned by root and read-only to the app user.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
# The dist of this build: only APP was built (dist/ is not in the context), so this is the app
# with its compiled libs, entry shims (main.js, migrate.js) and, for the gateway,
# supergraph.graphql.
COPY --from=build /app/dist ./dist

# HOST: the apps bind 127.0.0.1 unless told otherwise (libs/shared/nest/src/config.ts), which
# nothing outside the container can reach.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    APP=${APP} \
    APP_ENTRY=${APP_ENTRY}

LABEL org.opencontainers.image.title="imali-${APP}" \
      org.opencontainers.image.description="Imali ${APP} (Node ${NODE_VERSION})"

# The image's `node` user (uid/gid 1000), numeric so Kubernetes can verify runAsNonRoot.
USER 1000:1000

# PORT comes from the environment (compose/k8s); 4000 is the gateway's. /health is liveness for
# the gateway and database reachability for a subgraph.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
# A shell only to read APP_ENTRY; exec hands PID over to node so tini signals it directly.
CMD ["/bin/sh", "-c", "exec node \"$APP_ENTRY\""]
