package io.github.ascendtriage.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The ground truth of one corpus sample, read from its {@code label.json}. Immutable.
 *
 * @param layer the expected layer id ({@code device} ... {@code script}, or {@code none} for a
 *     failure outside the ladder: the answer must be {@code unknown})
 * @param caseId the expected case id; empty when no known case fits (no case may claim the
 *     sample): a negative when the layer is {@code none}, a "no known case" positive otherwise
 *     (the layer must still be right, e.g. from the code catalogue)
 * @param alternatives other case ids that are an acceptable answer
 * @param remediationKeywords words the best match's remediation must contain (lower-cased)
 * @param shape how the input looks (console, plog, tree, zh-description, ...)
 * @param modelledOn the field report or lesson section the sample was modelled on
 * @param rootHost for trees, the host folder where the failure started
 * @param rootRank for trees, the global rank where the failure started
 * @param rootDevice for trees, the NPU device of that rank, where the tree states it
 */
record Label(
    String layer,
    Optional<String> caseId,
    List<String> alternatives,
    List<String> remediationKeywords,
    String shape,
    String modelledOn,
    Optional<String> rootHost,
    OptionalInt rootRank,
    OptionalInt rootDevice) {

  static final ObjectMapper MAPPER = new ObjectMapper();

  Label {
    alternatives = List.copyOf(alternatives);
    remediationKeywords = List.copyOf(remediationKeywords);
  }

  /** No known case fits: a claim is wrong. */
  boolean negative() {
    return caseId.isEmpty();
  }

  /** No known case fits, yet the failure has a layer on the ladder that the answer must give. */
  boolean noCasePositive() {
    return caseId.isEmpty() && !layer.equals("none");
  }

  /** The layer the answer must give, as the tool names it ({@code none} is {@code unknown}). */
  String expectedLayer() {
    return layer.equals("none") ? "unknown" : layer;
  }

  /** True when {@code id} is the expected case or an accepted alternative. */
  boolean accepts(String id) {
    return caseId.map(c -> c.equals(id)).orElse(false) || alternatives.contains(id);
  }

  static Label read(Path file) throws IOException {
    JsonNode n = MAPPER.readTree(Files.readAllBytes(file));
    String layer = require(n, "layer", file).asText();
    if (!List.of("device", "network", "link-setup", "collective", "script", "none").contains(layer)) {
      throw new IOException(file + ": layer '" + layer + "' is not a layer id or none");
    }
    JsonNode c = require(n, "caseId", file);
    Optional<String> caseId = c.isNull() ? Optional.empty() : Optional.of(c.asText());
    if (caseId.isPresent() && layer.equals("none")) {
      throw new IOException(file + ": layer none (outside the ladder) cannot name a case");
    }
    List<String> kws = new ArrayList<>();
    for (JsonNode k : n.path("remediationKeywords")) {
      kws.add(k.asText().toLowerCase(Locale.ROOT));
    }
    if (caseId.isPresent() && kws.isEmpty()) {
      throw new IOException(file + ": a positive sample needs remediationKeywords");
    }
    List<String> alts = new ArrayList<>();
    for (JsonNode a : n.path("alternatives")) {
      alts.add(a.asText());
    }
    JsonNode rc = n.path("rootCause");
    Optional<String> host =
        rc.hasNonNull("host") ? Optional.of(rc.get("host").asText()) : Optional.empty();
    OptionalInt rank = rc.hasNonNull("rank") ? OptionalInt.of(rc.get("rank").asInt()) : OptionalInt.empty();
    OptionalInt device = rc.hasNonNull("device") ? OptionalInt.of(rc.get("device").asInt()) : OptionalInt.empty();
    return new Label(
        layer, caseId, alts, kws, require(n, "shape", file).asText(),
        require(n, "modelledOn", file).asText(), host, rank, device);
  }

  private static JsonNode require(JsonNode n, String field, Path file) throws IOException {
    if (!n.has(field)) {
      throw new IOException(file + ": missing field '" + field + "'");
    }
    return n.get(field);
  }
}
