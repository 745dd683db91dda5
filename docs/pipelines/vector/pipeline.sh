#!/bin/sh
# Vector with ascend-triage as the pipe stage between collecting and shipping.
vector --quiet -c vector.toml | ascend-triage tag --input json --message-field message --path-field file --host-field host --format ecs --alerts | vector --quiet -c ship.toml
