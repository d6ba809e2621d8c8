#!/usr/bin/env bash
# Deploys docker/k8s in the order the apps need (docs/decisions/deployment-migrations.md):
#   1. namespace and ConfigMaps (the migration Jobs read imali-env); check the Secret exists
#   2. every subgraph's migration Job, fresh for this release, and wait until all succeed
#   3. everything else (gateway, subgraphs, web, ingress); wait for the rollouts
# A failed migration stops here: the running version keeps serving, nothing new rolls out.
#
#   docker/k8s/deploy.sh             # current kubectl context
#
# Environment: KUBECTL (default kubectl), MIGRATION_TIMEOUT seconds (600),
# ROLLOUT_TIMEOUT (10m).
set -euo pipefail

cd "$(dirname "$0")"
K="${KUBECTL:-kubectl}"
NS=imali
MIGRATION_TIMEOUT="${MIGRATION_TIMEOUT:-600}"
ROLLOUT_TIMEOUT="${ROLLOUT_TIMEOUT:-10m}"
MIGRATIONS=app.kubernetes.io/component=migration

echo "==> 1/3 namespace and config"
"$K" apply -f namespace.yaml
"$K" apply -k . -l app.kubernetes.io/component=config
if ! "$K" -n "$NS" get secret imali-secrets >/dev/null 2>&1; then
  echo "Secret $NS/imali-secrets is missing: create it first (see docker/k8s/secret.example.yaml)." >&2
  exit 1
fi

echo "==> 2/3 migrations"
# A Job's pod template is immutable: drop last release's Jobs, then create this release's.
"$K" -n "$NS" delete job -l "$MIGRATIONS" --ignore-not-found --wait=true
"$K" apply -k . -l "$MIGRATIONS"

deadline=$((SECONDS + MIGRATION_TIMEOUT))
while :; do
  # One line per Job: "<name> <types of its true conditions>", e.g. "funeral-subgraph-migrate Complete".
  states="$("$K" -n "$NS" get jobs -l "$MIGRATIONS" \
    -o jsonpath='{range .items[*]}{.metadata.name}{" "}{.status.conditions[?(@.status=="True")].type}{"\n"}{end}')"
  if [ -z "$states" ]; then
    echo "no migration Jobs found in $NS" >&2
    exit 1
  fi
  failed="$(awk '/ Failed( |$)/ { print $1 }' <<<"$states")"
  if [ -n "$failed" ]; then
    for job in $failed; do
      echo "--- migration $job failed; last log lines:" >&2
      "$K" -n "$NS" logs "job/$job" --tail=50 >&2 || true
    done
    exit 1
  fi
  pending="$(awk '!/ Complete( |$)/ { print $1 }' <<<"$states")"
  if [ -z "$pending" ]; then
    echo "all migrations completed"
    break
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    echo "migrations still running after ${MIGRATION_TIMEOUT}s: $(tr '\n' ' ' <<<"$pending")" >&2
    exit 1
  fi
  sleep 5
done

echo "==> 3/3 apps"
"$K" apply -k .
for deployment in $("$K" -n "$NS" get deployments -l app.kubernetes.io/part-of=imali -o name); do
  "$K" -n "$NS" rollout status "$deployment" --timeout="$ROLLOUT_TIMEOUT"
done
echo "deployed"
