package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.List;
import java.util.Map;

/**
 * What reading one input produced: the features, the warnings about files, what each file's place
 * in the tree says, and how much was read. Immutable. The features are told the host of each file
 * whose place names one ({@link FeatureSet#withHosts}), so that a fact of two hosts is read only
 * where the tree shows two.
 */
record Reading(
    FeatureSet features, List<TriageWarning> warnings, Map<String, SourceMeta> sources, int files, long lines) {
  Reading {
    warnings = List.copyOf(warnings);
    sources = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(sources));
    Map<String, String> hosts = new java.util.LinkedHashMap<>();
    sources.forEach((name, meta) -> meta.host().ifPresent(h -> hosts.put(name, h)));
    features = hosts.isEmpty() ? features : features.withHosts(hosts);
  }
}
