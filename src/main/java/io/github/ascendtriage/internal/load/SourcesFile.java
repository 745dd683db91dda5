package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.internal.casebase.Sources;
import io.github.ascendtriage.internal.casebase.Sources.Document;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Reads {@code casebase/sources.json}, where the cases' references can be found (schema in
 * casebase/README.md, "Sources"), collecting every problem as {@code file: $.path: reason}: an
 * unknown field, a pattern that does not compile, a link that is not https, a rule naming a
 * document that is not defined, a field report pointing at neither a link nor an official case id.
 * Stateless.
 */
final class SourcesFile {
  static final String NAME = "sources.json";
  private static final Set<String> TOP = Set.of("notes", "officialCase", "fieldReports", "documents", "rules");

  private SourcesFile() {}

  static Sources read(JsonNode n, String file, List<String> problems) {
    Json json = new Json(file, problems);
    if (n == null || !n.isObject()) {
      json.problem("$", "must be a JSON object");
      return Sources.none();
    }
    int before = json.problemCount();
    json.unknownFields(n, "$", TOP);
    JsonNode oc = object(n, "officialCase", json, Set.of("pattern", "name", "url"));
    Pattern official = pattern(oc, "$.officialCase", json);
    Document library = document(oc, "$.officialCase", json);
    JsonNode fr = object(n, "fieldReports", json, Set.of("pattern", "name", "reports"));
    Pattern report = pattern(fr, "$.fieldReports", json);
    String reportName = json.text(fr, "$.fieldReports", "name");
    Map<String, String> reports = new LinkedHashMap<>();
    JsonNode rs = fr.get("reports");
    if (rs == null || !rs.isObject()) {
      json.problem("$.fieldReports.reports", "must be an object of report id to link or official case id");
    } else {
      for (Iterator<Map.Entry<String, JsonNode>> it = rs.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        String p = "$.fieldReports.reports." + e.getKey();
        String to = e.getValue().isTextual() ? e.getValue().textValue() : "";
        boolean ok = to.startsWith("https://") || (official != null && official.matcher(to).matches());
        if (!ok) {
          json.problem(p, "must be an https link or an official case id");
        } else if (report != null && !report.matcher(e.getKey()).matches()) {
          json.problem(p, "the id does not match $.fieldReports.pattern");
        } else {
          reports.put(e.getKey(), to);
        }
      }
    }
    Map<String, Document> documents = new LinkedHashMap<>();
    JsonNode ds = object(n, "documents", json, null);
    for (Iterator<Map.Entry<String, JsonNode>> it = ds.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      String p = "$.documents." + e.getKey();
      if (!e.getValue().isObject()) {
        json.problem(p, "must be an object {name, url?}");
        continue;
      }
      json.unknownFields(e.getValue(), p, Set.of("name", "url"));
      Document d = document(e.getValue(), p, json);
      if (d != null) {
        documents.put(e.getKey(), d);
      }
    }
    List<Sources.Rule> rules = new ArrayList<>();
    for (Json.Element o : json.objects(n.get("rules"), "$.rules", "{pattern, documents | sections}",
        Set.of("pattern", "documents", "sections"))) {
      rule(o.node(), o.path(), json, documents).ifPresent(rules::add);
    }
    if (json.problemCount() > before || official == null || report == null || library == null) {
      return Sources.none();
    }
    return new Sources(official, library, report, reportName, reports, rules);
  }

  private static Optional<Sources.Rule> rule(JsonNode r, String p, Json json, Map<String, Document> documents) {
    Pattern pattern = pattern(r, p, json);
    List<Document> docs = r.has("documents") ? ids(r.get("documents"), p + ".documents", json, documents) : List.of();
    Map<String, List<Document>> sections = new LinkedHashMap<>();
    JsonNode s = r.get("sections");
    if (s != null) {
      if (!s.isObject()) {
        json.problem(p + ".sections", "must be an object of section number to document ids");
      } else {
        s.fields().forEachRemaining(e -> sections.put(e.getKey(), ids(e.getValue(), p + ".sections." + e.getKey(), json, documents)));
      }
    }
    if (docs.isEmpty() && sections.isEmpty()) {
      json.problem(p, "needs documents or sections");
      return Optional.empty();
    }
    return pattern == null ? Optional.empty() : Optional.of(new Sources.Rule(pattern, docs, sections));
  }

  private static List<Document> ids(JsonNode arr, String p, Json json, Map<String, Document> documents) {
    List<Document> out = new ArrayList<>();
    for (String id : json.strings(arr, p, true)) {
      Document d = documents.get(id);
      if (d == null) {
        json.problem(p, "names no document of $.documents: " + id);
      } else {
        out.add(d);
      }
    }
    return out;
  }

  /** The object field {@code f} of {@code n}, an empty object (with a problem) when it is not one. */
  private static JsonNode object(JsonNode n, String f, Json json, Set<String> fields) {
    JsonNode v = n.get(f);
    if (v == null || !v.isObject()) {
      json.problem("$." + f, "must be an object");
      return com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
    }
    if (fields != null) {
      json.unknownFields(v, "$." + f, fields);
    }
    return v;
  }

  private static Pattern pattern(JsonNode n, String p, Json json) {
    String re = json.text(n, p, "pattern");
    if (re == null) {
      return null;
    }
    try {
      // not checked for unbounded backtracking here: the file ships in the jar only, and the build
      // checks its patterns (SourcesFileTest), which a start would pay for again every time
      return Pattern.compile(re);
    } catch (PatternSyntaxException e) {
      json.problem(p + ".pattern", "does not compile: " + e.getDescription());
      return null;
    }
  }

  private static Document document(JsonNode n, String p, Json json) {
    String name = json.text(n, p, "name");
    JsonNode u = n.get("url");
    Optional<String> url = Optional.empty();
    if (u != null && !u.isNull()) {
      if (!u.isTextual() || !u.textValue().startsWith("https://") || u.textValue().contains(" ")) {
        json.problem(p + ".url", "must be an https link without spaces");
        return null;
      }
      url = Optional.of(u.textValue());
    }
    return name == null ? null : new Document(name, url);
  }
}
