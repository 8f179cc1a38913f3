#!/usr/bin/env bash
# Creates the Kafka topics the event relay publishes to: registro.<stream_type>, one per
# permission section (stream type = sezione), plus `signins` (a user's sign-in records, stream
# `signins-<userId>`, section users). Idempotent. Run inside an apache/kafka container
# (docker compose runs it as the `kafka-topics` service) or anywhere kafka-topics.sh is on PATH.
set -euo pipefail
BOOTSTRAP="${KAFKA_BOOTSTRAP:-kafka:9092}"
PARTITIONS="${KAFKA_PARTITIONS:-3}"
REPLICATION="${KAFKA_REPLICATION:-1}"
KAFKA_TOPICS="$(command -v kafka-topics.sh || echo /opt/kafka/bin/kafka-topics.sh)"

STREAM_TYPES="${REGISTRO_STREAM_TYPES:-users signins gruppi session logs systeminfo taskmanager moduli
  configparameter installation printserver printreport firma fatturazione tipidocumento
  causalidocumento numeratori dataanalysis dashboard dizionari anagrafica iva articoli
  articolifattura articoliarchivio documenti ordini integrazionebusiness caseificiosync demo}"

for _ in $(seq 1 30); do
  "$KAFKA_TOPICS" --bootstrap-server "$BOOTSTRAP" --list >/dev/null 2>&1 && break
  sleep 2
done

for type in $STREAM_TYPES; do
  "$KAFKA_TOPICS" --bootstrap-server "$BOOTSTRAP" --create --if-not-exists \
    --topic "registro.${type}" --partitions "$PARTITIONS" --replication-factor "$REPLICATION" \
    --config cleanup.policy=delete --config retention.ms=604800000 >/dev/null
  echo "registro.${type}"
done
