#!/bin/sh
# Fluent Bit with ascend-triage as the pipe stage between collecting and shipping.
fluent-bit -c collect.conf | ascend-triage tag --input json --message-field log --path-field file --host-field host --format ecs --alerts | fluent-bit -c ship.conf
