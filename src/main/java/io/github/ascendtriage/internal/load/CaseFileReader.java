package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.ValueClass;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.casebase.StepTemplate;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.Layer;
import java.util.Map;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Turns one case object into a {@link CaseDefinition}, adding a problem per defect found. */
final class CaseFileReader {
  private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_.-]{1,79}");
  private static final Set<String> TOP_FIELDS =
      Set.of(
          "id", "title", "summary", "layer", "cascade", "anyPlatform", "signatures", "remediation",
          "verification", "references", "examples", "notes", "refines");
  private static final Set<String> SIG_FIELDS = Set.of("required", "supporting", "excluding", "onInfoLines");

  private final String file;
  private final String kb;
  private final List<String> problems;
  private final Json json;
  private final Map<String, ValueClass> placeholders;
  private int before;

  CaseFileReader(String file, String kb, List<String> problems, Map<String, ValueClass> placeholders) {
    this.file = file;
    this.json = new Json(file, problems);
    this.placeholders = placeholders;
    this.kb = kb;
    this.problems = problems;
  }

  /** Reads the case at {@code path}; empty when it had problems (they are recorded). */
  Optional<CaseDefinition> read(JsonNode n, String path) {
    before = problems.size();
    if (!n.isObject()) {
      problem(path, "a case must be a JSON object");
      return Optional.empty();
    }
    unknownFields(n, path, TOP_FIELDS);
    String id = text(n, path, "id");
    if (id != null && !ID.matcher(id).matches()) {
      problem(path + ".id", "id '" + id + "' must be lowercase letters, digits, '_', '.' or '-' (2-80 chars)");
    }
    String[] title = bilingual(n, path, "title");
    String[] summary = bilingual(n, path, "summary");
    Layer layer = null;
    String layerText = text(n, path, "layer");
    if (layerText != null) {
      try {
        layer = Layer.fromId(layerText);
        if (layer == Layer.UNKNOWN) {
          problem(path + ".layer", "a case cannot have the layer 'unknown'");
        }
      } catch (IllegalArgumentException e) {
        problem(path + ".layer", e.getMessage());
      }
    }
    boolean cascade = false;
    if (n.has("cascade")) {
      if (!n.get("cascade").isBoolean()) {
        problem(path + ".cascade", "must be true or false");
      } else {
        cascade = n.get("cascade").booleanValue();
      }
    }
    boolean anyPlatform = false;
    if (n.has("anyPlatform")) {
      if (!n.get("anyPlatform").isBoolean()) {
        problem(path + ".anyPlatform", "must be true or false");
      } else {
        anyPlatform = n.get("anyPlatform").booleanValue();
      }
    }
    List<List<SignatureToken>> required = new ArrayList<>();
    List<SignatureToken> supporting = new ArrayList<>();
    List<SignatureToken> excluding = new ArrayList<>();
    List<String> infoLines = new ArrayList<>();
    JsonNode sig = n.get("signatures");
    String sp = path + ".signatures";
    if (sig == null || !sig.isObject()) {
      problem(sp, "missing: an object with 'required' (and optionally 'supporting', 'excluding')");
    } else {
      unknownFields(sig, sp, SIG_FIELDS);
      JsonNode req = sig.get("required");
      if (req == null || !req.isArray() || req.isEmpty()) {
        problem(sp + ".required", "must be a non-empty array of token groups, e.g. [[\"code:EJ0003\"]]");
      } else {
        for (int i = 0; i < req.size(); i++) {
          JsonNode g = req.get(i);
          String gp = sp + ".required[" + i + "]";
          if (!g.isArray() || g.isEmpty()) {
            problem(gp, "a group must be a non-empty array of 'type:value' tokens");
            continue;
          }
          required.add(tokens(g, gp));
        }
      }
      if (sig.has("supporting")) {
        supporting.addAll(tokens(sig.get("supporting"), sp + ".supporting"));
      }
      if (sig.has("excluding")) {
        excluding.addAll(tokens(sig.get("excluding"), sp + ".excluding"));
      }
      if (sig.has("onInfoLines")) {
        infoLines.addAll(infoLinePhrases(sig.get("onInfoLines"), sp + ".onInfoLines", required, supporting, excluding));
      }
    }
    List<StepTemplate> steps = new ArrayList<>();
    JsonNode rem = n.get("remediation");
    if (rem == null || !rem.isArray() || rem.isEmpty()) {
      problem(path + ".remediation", "must be a non-empty array of {command, explanation}");
    } else {
      for (int i = 0; i < rem.size(); i++) {
        JsonNode s = rem.get(i);
        String rp = path + ".remediation[" + i + "]";
        if (!s.isObject()) {
          problem(rp, "must be an object {command, explanation}");
          continue;
        }
        unknownFields(s, rp, Set.of("command", "explanation"));
        String cmd = text(s, rp, "command");
        String expl = text(s, rp, "explanation");
        if (cmd != null && expl != null) {
          try {
            steps.add(new StepTemplate(PlaceholderTemplate.compile(cmd, placeholders), expl));
          } catch (IllegalArgumentException e) {
            problem(rp + ".command", e.getMessage());
          }
        }
      }
    }
    String verification = null;
    JsonNode ver = n.get("verification");
    if (ver == null || !ver.isObject()) {
      problem(path + ".verification", "missing: an object {command, expect}");
    } else {
      unknownFields(ver, path + ".verification", Set.of("command", "expect"));
      String vc = text(ver, path + ".verification", "command");
      String ve = text(ver, path + ".verification", "expect");
      if (vc != null && ve != null) {
        verification = vc + "  =>  " + ve;
        try {
          PlaceholderTemplate.compile(vc, placeholders); // filled like the commands
        } catch (IllegalArgumentException e) {
          problem(path + ".verification.command", e.getMessage());
        }
      }
    }
    List<String> refs = strings(n.get("references"), path + ".references", false);
    Optional<String> refines = Optional.empty();
    if (n.has("refines")) {
      // the form here; that it names an official case of the case base, once all cases are read
      String r = text(n, path, "refines");
      if (r != null && !ID.matcher(r).matches()) {
        problem(path + ".refines", "'" + r + "' is not a case id (lowercase letters, digits, '_', '.' or '-', 2-80 chars)");
      } else if (r != null && r.equals(id)) {
        problem(path + ".refines", "a case cannot refine itself");
      } else if (r != null) {
        refines = Optional.of(r);
      }
    }
    List<String> pos = new ArrayList<>();
    List<String> neg = new ArrayList<>();
    JsonNode ex = n.get("examples");
    if (ex == null || !ex.isObject()) {
      problem(path + ".examples", "missing: an object {match: [...], noMatch: [...]}");
    } else {
      unknownFields(ex, path + ".examples", Set.of("match", "noMatch"));
      pos.addAll(strings(ex.get("match"), path + ".examples.match", true));
      neg.addAll(strings(ex.get("noMatch"), path + ".examples.noMatch", true));
    }
    if (problems.size() > before) {
      return Optional.empty();
    }
    return Optional.of(new CaseDefinition(
        id, title[0], title[1], summary[0], summary[1], layer, cascade, required, supporting,
        excluding, List.of(), steps, verification, refs, pos, neg, kb, file, List.of(),
        anyPlatform, Optional.empty(), infoLines, refines));
  }

  /**
   * The phrases of {@code onInfoLines}: each a {@code phrase:} token that the signature itself
   * uses, so the list only widens where a phrase of the case is looked for.
   */
  private List<String> infoLinePhrases(JsonNode arr, String path, List<List<SignatureToken>> required,
      List<SignatureToken> supporting, List<SignatureToken> excluding) {
    List<String> out = new ArrayList<>();
    java.util.Set<SignatureToken> used = new java.util.HashSet<>(supporting);
    used.addAll(excluding);
    required.forEach(used::addAll);
    if (arr == null || !arr.isArray()) {
      problem(path, "must be an array of 'phrase:...' tokens");
      return out;
    }
    for (int i = 0; i < arr.size(); i++) {
      SignatureToken t = token(arr.get(i), path + "[" + i + "]");
      if (t == null) {
        continue; // the problem is reported
      } else if (t.type() != io.github.ascendtriage.FeatureType.PHRASE) {
        problem(path + "[" + i + "]", "'" + t + "' is not a phrase: only phrases are looked for by line level");
      } else if (!used.contains(t)) {
        problem(path + "[" + i + "]", "'" + t + "' is not a token of this case's signatures");
      } else {
        out.add(t.value());
      }
    }
    return out;
  }

  private List<SignatureToken> tokens(JsonNode arr, String path) {
    List<SignatureToken> out = new ArrayList<>();
    if (arr == null || !arr.isArray()) {
      problem(path, "must be an array of 'type:value' tokens");
      return out;
    }
    for (int i = 0; i < arr.size(); i++) {
      SignatureToken t = token(arr.get(i), path + "[" + i + "]");
      if (t != null) {
        out.add(t);
      }
    }
    return out;
  }

  /** The token at {@code path}, or null with the problem reported. */
  private SignatureToken token(JsonNode t, String path) {
    if (!t.isTextual()) {
      problem(path, "must be a string 'type:value'");
      return null;
    }
    try {
      return SignatureToken.parse(t.textValue());
    } catch (IllegalArgumentException e) {
      problem(path, e.getMessage());
      return null;
    }
  }

  private String[] bilingual(JsonNode n, String path, String field) {
    JsonNode b = n.get(field);
    String p = path + "." + field;
    if (b == null || !b.isObject()) {
      problem(p, "missing: an object {\"en\": ..., \"zh\": ...}");
      return new String[] {null, null};
    }
    unknownFields(b, p, Set.of("en", "zh"));
    return new String[] {text(b, p, "en"), text(b, p, "zh")};
  }


  private List<String> strings(JsonNode arr, String path, boolean nonEmpty) {
    return json.strings(arr, path, nonEmpty);
  }

  private String text(JsonNode n, String path, String field) {
    return json.text(n, path, field);
  }

  private void unknownFields(JsonNode n, String path, Set<String> allowed) {
    json.unknownFields(n, path, allowed);
  }

  private void problem(String path, String reason) {
    json.problem(path, reason);
  }
}
