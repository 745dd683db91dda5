package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Evidence;

/**
 * An error line with what is known of who printed it and when, for root-cause analysis.
 *
 * @param timestamp ISO local time of the line, or null when the line carried none
 * @param rank the rank named on the line or by its source, or null
 * @param device the device named on the line, or null
 */
public record ErrorEvent(Evidence evidence, EventKind kind, String timestamp, String rank, String device) {}
