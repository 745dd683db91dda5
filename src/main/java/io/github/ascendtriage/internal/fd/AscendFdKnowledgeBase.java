package io.github.ascendtriage.internal.fd;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads an ascend-fd (MindCluster Ascend FaultDiag) knowledge base into cases: the shipped {@code
 * kg-config.json} ({@code {"knowledge-repository": {code: entry}}}) or a site's custom-entity file
 * (the same entries, bare, wrapped once, listed with a {@code code} field, or with dotted keys such
 * as {@code "regex.in"}; see docs/ascend-fd.md). Each usable entry becomes one case with the id
 * {@code ascend-fd:<code>}; entries that cannot be matched on a log line are skipped and counted
 * with their reason. Stateless and thread-safe.
 */
public final class AscendFdKnowledgeBase {
  /** The knowledge-base name carried by imported cases ({@code CaseMatch.knowledgeBase}). */
  public static final String KNOWLEDGE_BASE = "ascend-fd";

  /** Prefix of imported case ids, so they cannot collide with ours. */
  public static final String ID_PREFIX = "ascend-fd:";

  /** Files larger than this are refused before parsing (the shipped file is about 1.3 MB). */
  static final long MAX_FILE_BYTES = 64L << 20;

  private static final ObjectMapper MAPPER = mapper();

  private AscendFdKnowledgeBase() {}

  /** Why an entry was not imported. */
  public enum SkipReason {
    /** No {@code regex.in}: ascend-fd finds these from tool output or parsed values, not a line. */
    NO_LINE_PATTERN,
    /** Only a true regular expression ({@code regex.regex}); we match substring lists only. */
    REGEX_ONLY,
    /** A multi-line window ({@code regex.opt}); we match one line at a time. */
    MULTI_LINE,
    /** An empty {@code source_file}: ascend-fd never applies such an entry to any log. */
    NO_LOG_KIND,
    /** The entry is not in the documented shape (the detail names the JSON path). */
    MALFORMED
  }

  /**
   * One entry that was not imported.
   *
   * @param code the entry's code as written (may be empty for an unnamed list element)
   * @param path the JSON path of the entry, e.g. {@code $.knowledge-repository.X}
   */
  public record Skip(String code, String path, SkipReason reason, String detail) {
    @Override
    public String toString() {
      return path + ": " + reason.name().toLowerCase(java.util.Locale.ROOT) + ": " + detail;
    }
  }

  /** The imported cases, in file order, and what was skipped. Immutable. */
  public record Import(List<CaseDefinition> cases, List<Skip> skipped) {
    public Import {
      cases = List.copyOf(cases);
      skipped = List.copyOf(skipped);
    }

    /** How many entries were skipped for each reason (every reason present, zero included). */
    public Map<SkipReason, Integer> skipCounts() {
      Map<SkipReason, Integer> m = new EnumMap<>(SkipReason.class);
      for (SkipReason r : SkipReason.values()) {
        m.put(r, 0);
      }
      skipped.forEach(s -> m.merge(s.reason(), 1, Integer::sum));
      return m;
    }
  }

  /**
   * Reads a knowledge-base file.
   *
   * @param file the file; must not be null
   * @return the imported cases and the skipped entries; never null
   * @throws AscendFdFormatException when the file is not JSON or holds no recognisable entry map
   *     (the message names the file and the JSON path)
   * @throws IOException when the file cannot be read
   */
  public static Import read(Path file, Knowledge knowledge) throws IOException {
    Objects.requireNonNull(file, "file");
    long size = Files.size(file);
    if (size > MAX_FILE_BYTES) {
      throw new AscendFdFormatException(
          file, "$", "file is " + size + " bytes, more than the " + (MAX_FILE_BYTES >> 20) + " MiB accepted");
    }
    JsonNode root;
    try (InputStream in = Files.newInputStream(file)) {
      root = MAPPER.readTree(in);
    } catch (JsonProcessingException e) {
      var loc = e.getLocation();
      String where = loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
      throw new AscendFdFormatException(file, "$", "invalid JSON" + where + ": " + e.getOriginalMessage());
    }
    if (root == null || root.isMissingNode()) {
      throw new AscendFdFormatException(file, "$", "empty file");
    }
    List<EntryLocator.RawEntry> raw = EntryLocator.locate(root, file);
    EntryConverter conv = new EntryConverter(file.toString(), knowledge);
    List<CaseDefinition> cases = new ArrayList<>();
    List<Skip> skipped = new ArrayList<>();
    for (EntryLocator.RawEntry e : raw) {
      EntryConverter.Result r = conv.convert(e.code(), e.node(), e.path());
      if (r.definition() != null) {
        cases.add(r.definition());
      } else {
        skipped.add(r.skip());
      }
    }
    return new Import(cases, skipped);
  }

  private static ObjectMapper mapper() {
    JsonFactory f =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder()
                    .maxNestingDepth(32)
                    .maxStringLength(1 << 20)
                    .maxNumberLength(32)
                    .maxDocumentLength(MAX_FILE_BYTES)
                    .build())
            .build();
    // duplicate keys are tolerated, the last one winning, as Python's json module (ascend-fd) does
    return JsonMapper.builder(f).build();
  }
}
