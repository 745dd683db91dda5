package io.github.ascendtriage.internal.fd;

import static io.github.ascendtriage.internal.fd.EntryJson.lines;
import static io.github.ascendtriage.internal.fd.EntryJson.text;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.ImportedEntry;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase.Skip;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase.SkipReason;
import io.github.ascendtriage.internal.match.LayerHints;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns one ascend-fd entry into a case, or says why it cannot. Not thread-safe (one per file).
 *
 * <ul>
 *   <li>id: {@code ascend-fd:<code>}; titles, summaries: {@code cause_*}, {@code description_*};
 *       remediation: {@code suggestion_en} (else {@code suggestion_zh}), all read from the file.
 *   <li>{@code regex.in}: each inner list becomes a line pattern and a required group {@code
 *       [pattern:<id>#n]}; a flat list of strings is one pattern (the shipped file uses both).
 *   <li>supporting tokens: the decisive tokens (codes, return codes, device errors) our own
 *       extractor finds in the substrings, so an entry that names an error code gains as ours do.
 *   <li>layer: the layer those tokens point to ({@link LayerHints}), else {@link LayerMapping} of
 *       component and module, else unknown.
 *   <li>{@code rule[].dst_code}: cascade links; {@code source_file}: a reference line.
 * </ul>
 */
final class EntryConverter {
  private static final int MAX_CODE = 128;
  private static final Set<FeatureType> SUPPORT =
      Set.of(FeatureType.CODE, FeatureType.PTA_CODE, FeatureType.ACL_CODE, FeatureType.HCCL_RET, FeatureType.DEVICE_ERROR);

  private final String file;
  private final Knowledge knowledge;
  /** The recognisers alone, no phrases or patterns: what our extractor sees in a substring. */
  private final FeatureExtractor plain;

  EntryConverter(String file, Knowledge knowledge) {
    this.knowledge = knowledge;
    this.plain = new FeatureExtractor(List.of(), Map.of(), knowledge);
    this.file = file;
  }

  /** Exactly one of the two is set. */
  record Result(CaseDefinition definition, Skip skip) {}

  private static final class SkipException extends Exception {
    private static final long serialVersionUID = 1L;
    final SkipReason reason;

    SkipException(SkipReason reason, String detail) {
      super(detail, null, false, false);
      this.reason = reason;
    }
  }

  Result convert(String code, JsonNode node, String path) {
    try {
      return new Result(define(code, node, path), null);
    } catch (SkipException e) {
      return new Result(null, new Skip(code, path, e.reason, e.getMessage()));
    }
  }

  private CaseDefinition define(String code, JsonNode raw, String path) throws SkipException {
    if (!raw.isObject()) {
      throw malformed(path, "an entry must be a JSON object");
    }
    if (code.isBlank() || code.length() > MAX_CODE || code.chars().anyMatch(ch -> Character.isWhitespace(ch) || Character.isISOControl(ch))) {
      throw malformed(path + (code.isEmpty() ? ".code" : ""), "the fault code must be 1-" + MAX_CODE + " characters without spaces, was '" + code + "'");
    }
    JsonNode n = EntryJson.undot(raw);
    JsonNode attr = n.path("attribute");
    if (!attr.isMissingNode() && !attr.isObject()) {
      throw malformed(path + ".attribute", "must be an object");
    }
    List<List<String>> patterns = patterns(n.path("regex"), path + ".regex");
    List<String> kinds = kinds(text(n, "source_file"));
    if (kinds.isEmpty()) {
      throw new SkipException(SkipReason.NO_LOG_KIND, "no source_file: ascend-fd applies an entry only to the log kinds it names, so one without any is never used");
    }
    String id = AscendFdKnowledgeBase.ID_PREFIX + code;

    FeatureSet seen = tokensOf(patterns);
    List<SignatureToken> supporting = new ArrayList<>();
    for (String k : seen.keys()) {
      FeatureSet.Occurrence o = seen.occurrence(k).orElseThrow();
      if (SUPPORT.contains(o.first().type())) {
        supporting.add(new SignatureToken(o.first().type(), o.first().value()));
      }
    }
    Layer layer = LayerHints.infer(knowledge, seen);
    if (layer == Layer.UNKNOWN) {
      layer = LayerMapping.of(text(attr, "component"), text(attr, "module"));
    }

    List<List<SignatureToken>> required = new ArrayList<>();
    for (int i = 0; i < patterns.size(); i++) {
      required.add(List.of(new SignatureToken(FeatureType.PATTERN, id + "#" + i)));
    }
    String causeEn = EntryText.render(text(attr, "cause_en"));
    String causeZh = EntryText.render(text(attr, "cause_zh"));
    String titleEn = !causeEn.isEmpty() ? causeEn : !causeZh.isEmpty() ? causeZh : code;
    String titleZh = !causeZh.isEmpty() ? causeZh : titleEn;
    String summaryEn = EntryText.render(text(attr, "description_en"));
    String summaryZh = EntryText.render(text(attr, "description_zh"));
    List<String> suggestion = lines(attr.path("suggestion_en"));
    if (suggestion.isEmpty()) {
      suggestion = lines(attr.path("suggestion_zh"));
    }
    List<String> refs = new ArrayList<>();
    refs.add("ascend-fd knowledge base entry " + code);
    String sourceFile = text(n, "source_file").strip();
    if (!sourceFile.isEmpty()) {
      refs.add("ascend-fd log kind (source_file): " + sourceFile);
    }
    String kind = String.join("/", nonEmpty(text(attr, "class"), text(attr, "component"), text(attr, "module")));
    if (!kind.isEmpty()) {
      refs.add("ascend-fd class/component/module: " + kind);
    }
    return new CaseDefinition(
        id, titleEn, titleZh, summaryEn.isEmpty() ? titleEn : summaryEn, summaryZh.isEmpty() ? titleZh : summaryZh,
        layer, false, required, supporting, List.of(), patterns, EntryText.steps(suggestion, knowledge.placeholderClasses()), "", refs,
        List.of(), List.of(), AscendFdKnowledgeBase.KNOWLEDGE_BASE, file + " " + path, causes(n.path("rule"), code), false,
        java.util.Optional.of(new ImportedEntry(code, kinds, text(attr, "class").strip(), text(attr, "component").strip(), text(attr, "module").strip())));
  }

  /** The {@code regex.in} substring lists; skips the entry when there is no usable one. */
  private static List<List<String>> patterns(JsonNode regex, String path) throws SkipException {
    if (regex.isMissingNode() || regex.isNull()) {
      throw new SkipException(SkipReason.NO_LINE_PATTERN, "no regex: ascend-fd finds this fault from tool output or parsed values, not from a log line");
    }
    if (!regex.isObject()) {
      throw malformed(path, "must be an object");
    }
    JsonNode in = regex.path("in");
    if (in.isMissingNode()) {
      if (regex.has("regex")) {
        throw new SkipException(SkipReason.REGEX_ONLY, "only a regular expression (regex.regex); substring lists (regex.in) are imported, regular expressions are not");
      }
      if (regex.has("opt")) {
        throw new SkipException(SkipReason.MULTI_LINE, "a multi-line rule (regex.opt); patterns are matched on one line");
      }
      throw new SkipException(SkipReason.NO_LINE_PATTERN, "no regex.in: ascend-fd finds this fault from tool output or parsed values, not from a log line");
    }
    if (!in.isArray()) {
      throw malformed(path + ".in", "must be a list of substring lists");
    }
    boolean strings = false;
    boolean lists = false;
    for (JsonNode e : in) {
      strings |= e.isTextual();
      lists |= e.isArray();
      if (!e.isTextual() && !e.isArray()) {
        throw malformed(path + ".in", "holds a " + e.getNodeType().name().toLowerCase() + "; expected strings or lists of strings");
      }
    }
    if (strings && lists) {
      throw malformed(path + ".in", "mixes strings and lists");
    }
    List<List<String>> out = new ArrayList<>();
    if (strings) {
      List<String> one = substrings(in, path + ".in");
      if (one != null) {
        out.add(one);
      }
    } else {
      for (int i = 0; i < in.size(); i++) {
        List<String> p = substrings(in.get(i), path + ".in[" + i + "]");
        if (p != null) {
          out.add(p);
        }
      }
    }
    if (out.isEmpty()) {
      throw new SkipException(SkipReason.NO_LINE_PATTERN, "regex.in holds no non-empty substring");
    }
    return out;
  }

  /** One list of substrings, kept exactly (spaces included); null when all are empty. */
  private static List<String> substrings(JsonNode arr, String path) throws SkipException {
    List<String> out = new ArrayList<>();
    boolean any = false;
    for (int i = 0; i < arr.size(); i++) {
      JsonNode s = arr.get(i);
      if (!s.isTextual()) {
        throw malformed(path + "[" + i + "]", "must be a string");
      }
      out.add(s.asText());
      any |= !s.asText().isEmpty();
    }
    return any ? out : null;
  }

  /** What our extractor finds in the substrings, each pattern read as one line. */
  private FeatureSet tokensOf(List<List<String>> patterns) {
    StringBuilder b = new StringBuilder();
    for (List<String> p : patterns) {
      b.append(String.join(" ", p).replace('\n', ' ').replace('\r', ' ')).append('\n');
    }
    return plain.extractText(b.toString());
  }

  /** The log kinds of {@code source_file}: ascend-fd splits it on {@code |} ("CANN_Plog | OS"). */
  static List<String> kinds(String sourceFile) {
    List<String> out = new ArrayList<>();
    for (String k : sourceFile.split("\\|")) {
      if (!k.isBlank() && !out.contains(k.strip())) {
        out.add(k.strip());
      }
    }
    return out;
  }

  private static List<String> causes(JsonNode rule, String self) {
    Set<String> out = new LinkedHashSet<>();
    if (rule.isArray()) {
      for (JsonNode r : rule) {
        String dst = r.path("dst_code").asText("").strip();
        if (!dst.isEmpty() && !dst.equals(self)) {
          out.add(AscendFdKnowledgeBase.ID_PREFIX + dst);
        }
      }
    }
    return new ArrayList<>(out);
  }

  private static List<String> nonEmpty(String... parts) {
    List<String> out = new ArrayList<>();
    for (String p : parts) {
      if (p != null && !p.isBlank()) {
        out.add(p.strip());
      }
    }
    return out;
  }

  private static SkipException malformed(String path, String detail) {
    return new SkipException(SkipReason.MALFORMED, detail + " (at " + path + ")");
  }
}
