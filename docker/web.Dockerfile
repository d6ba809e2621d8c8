# syntax=docker/dockerfile:1.7
#
# The web origin: the shell and every remote, served by nginx (unprivileged, port 8080), which
# also proxies /graphql to the gateway. Build from the repository root:
#
#   docker build -f docker/web.Dockerfile -t imali/web .
#
# Ship ONE remote without rebuilding the shell (the `remote-release` target): start from the
# web image that is running now, rebuild only that remote and copy it over its old files. The
# shell layer is reused byte for byte; the remote's old hashed chunks stay, so browsers still
# running the previous version keep loading; mf-manifest.json and remoteEntry.js (no-cache)
# now point at the new chunks.
#
#   docker build -f docker/web.Dockerfile --target remote-release \
#     --build-arg AREA=funeral --build-arg BASE_WEB_IMAGE=registry.example.com/imali/web:1.4.0 \
#     -t registry.example.com/imali/web:1.4.0-funeral.2 .
#
# Layout inside the image (docker/nginx/default.conf.template routes it):
#   /usr/share/nginx/html/                 dist/apps/shell/ (index.html, remotes.json, chunks, and the
#                                          build's .br/.gz copy beside each text file: cp -R keeps them)
#   /usr/share/nginx/html/remotes/<area>/  dist/apps/<area>/web/
#   /usr/share/nginx/runtime/              empty; mount point for ops overrides (remotes.json, ...)
#
# What lands in the context is filtered by docker/web.Dockerfile.dockerignore (BuildKit).

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
ARG NPM_VERSION=11.19.1
# Only for the remote-release target: the web image to add a rebuilt remote to.
ARG BASE_WEB_IMAGE=imali/web:local

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
ARG NPM_VERSION
WORKDIR /app
RUN --mount=type=cache,target=/root/.npm \
    npm install --global "npm@${NPM_VERSION}"
COPY package.json package-lock.json .npmrc ./
# `npm install`, not `npm ci` (STACK.md, "Traps").
RUN --mount=type=cache,target=/root/.npm \
    npm install
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true
COPY . .

# All bundles, assembled into /site in the layout nginx serves. Every dist/apps/<area>/web that
# the build produced becomes /remotes/<area>/, so a new area needs no change here.
FROM deps AS build
# webpack's filesystem cache (tools/webpack/create-config.js) survives between image builds.
RUN --mount=type=cache,id=imali-webpack-cache,target=/app/.nx/webpack-cache \
    set -eu; \
    npx nx run-many -t build --projects='shell,*-web' --parallel=2; \
    if [ ! -f dist/apps/shell/index.html ]; then echo "dist/apps/shell/index.html is missing" >&2; exit 1; fi; \
    mkdir -p /site/remotes; \
    cp -R dist/apps/shell/. /site/; \
    for dir in dist/apps/*/web; do \
      if [ ! -f "$dir/remoteEntry.js" ]; then echo "$dir has no remoteEntry.js" >&2; exit 1; fi; \
      area="$(basename "$(dirname "$dir")")"; \
      cp -R "$dir" "/site/remotes/$area"; \
      echo "remote $area <- $dir"; \
    done

# The web image that is running now (remote-release only).
FROM ${BASE_WEB_IMAGE} AS running-web

# One remote only (see remote-release below). It takes React, the router, Apollo Client, forms
# and the shared web libraries from the running shell, which provides exactly the names its own
# tree imported (shared-exports.json): a remote that imports one more must wait for a shell
# release (tools/scripts/check-shared-exports.mjs fails the build and names it).
FROM deps AS remote-build
ARG AREA
COPY --from=running-web /usr/share/nginx/html/shared-exports.json /tmp/shell-shared-exports.json
RUN --mount=type=cache,id=imali-webpack-cache,target=/app/.nx/webpack-cache \
    set -eu; \
    if [ -z "${AREA}" ]; then echo "build arg AREA is required (funeral, credit-life, ...)" >&2; exit 1; fi; \
    node tools/scripts/check-shared-exports.mjs /tmp/shell-shared-exports.json "${AREA}"; \
    npx nx run "${AREA}-web:build"; \
    if [ ! -f "dist/apps/${AREA}/web/remoteEntry.js" ]; then echo "dist/apps/${AREA}/web/remoteEntry.js is missing" >&2; exit 1; fi; \
    mkdir -p /site/remotes; \
    cp -R "dist/apps/${AREA}/web" "/site/remotes/${AREA}"

# ---------------------------------------------------------------------------------------------
# `--target remote-release`: the running web image plus one rebuilt remote. COPY merges into the
# existing directory: new files are added, same-named ones (remoteEntry.js, mf-manifest.json)
# replaced, old hashed chunks kept.
FROM ${BASE_WEB_IMAGE} AS remote-release
COPY --from=remote-build /site/ /usr/share/nginx/html/

# ---------------------------------------------------------------------------------------------
# nginx sends the build's .br copies with brotli_static: the static half of Google's ngx_brotli (it
# sends files and compresses nothing, so it needs no Brotli library). The nginx image has no Brotli
# module, and Debian's and Alpine's module packages are built for their own nginx, not this one; so
# it is built here against the image's own nginx version with --with-compat, as nginx's packaged
# dynamic modules are, and `nginx -t` below refuses an incompatible one
# (docs/decisions/precompressed-assets.md). A commit, not a branch: the same source every build.
FROM ${NGINX_IMAGE} AS brotli-module
USER root
ARG NGX_BROTLI_COMMIT=a71f9312c2deb28875acc7bacfdd5695a111aa53
ARG NGINX_SOURCE_URL=https://nginx.org/download
ARG NGX_BROTLI_SOURCE_URL=https://github.com/google/ngx_brotli/archive
RUN set -eu; \
    apk add --no-cache build-base linux-headers pcre2-dev zlib-dev curl; \
    mkdir -p /build; \
    cd /build; \
    curl -fsSL "${NGINX_SOURCE_URL}/nginx-${NGINX_VERSION}.tar.gz" | tar -xz; \
    curl -fsSL "${NGX_BROTLI_SOURCE_URL}/${NGX_BROTLI_COMMIT}.tar.gz" | tar -xz; \
    cd "nginx-${NGINX_VERSION}"; \
    ./configure --with-compat --add-dynamic-module="/build/ngx_brotli-${NGX_BROTLI_COMMIT}/static"; \
    make modules; \
    cp objs/ngx_http_brotli_static_module.so /build/

# ---------------------------------------------------------------------------------------------
# Default target: the full web image.
FROM ${NGINX_IMAGE} AS web
USER root
COPY --from=brotli-module /build/ngx_http_brotli_static_module.so /usr/lib/nginx/modules/ngx_http_brotli_static_module.so
# load_module belongs at the top of nginx.conf (main context), before the http block.
RUN set -eu; \
    { echo 'load_module modules/ngx_http_brotli_static_module.so;'; cat /etc/nginx/nginx.conf; } > /tmp/nginx.conf; \
    cat /tmp/nginx.conf > /etc/nginx/nginx.conf; \
    rm /tmp/nginx.conf; \
    nginx -t
# GATEWAY_URL -> GATEWAY_SCHEME + GATEWAY_HOST_PORT for the template's upstream block; the
# entrypoint sources *.envsh files before it renders the templates.
COPY --chmod=755 docker/nginx/gateway-upstream.envsh /docker-entrypoint.d/15-imali-gateway.envsh
# The packaged default.conf would shadow ours if the template could not be rendered; without it
# a misconfigured container serves nothing and fails its health check instead.
RUN set -eu; \
    rm -f /etc/nginx/conf.d/default.conf; \
    rm -rf /usr/share/nginx/html/*; \
    mkdir -p /usr/share/nginx/runtime /etc/nginx/imali/real-ip
COPY docker/nginx/default.conf.template /etc/nginx/templates/default.conf.template
# Included by the template; outside templates/ so envsubst never touches it.
COPY docker/nginx/security-headers.conf /etc/nginx/imali/security-headers.conf
COPY --from=build /site/ /usr/share/nginx/html/
# The image's unprivileged nginx user.
USER 101

# Rendered into /etc/nginx/conf.d/default.conf by the image's entrypoint at start. The filter
# keeps envsubst away from anything but our variables.
ENV GATEWAY_URL=http://gateway:4000 \
    NGINX_ENVSUBST_FILTER=^GATEWAY_

EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/nginx-health"]
# ENTRYPOINT/CMD and STOPSIGNAL come from the nginx image.
