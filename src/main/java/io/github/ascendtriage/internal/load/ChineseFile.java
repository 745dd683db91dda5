package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.ChineseTexts;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import io.github.ascendtriage.internal.codes.LauncherVariables;
import io.github.ascendtriage.Layer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code casebase/zh.json}, the Chinese of the case base's prose, and checks it against the
 * case base it translates: a rule id must name a rule, an English text must occur in the case base
 * (so an English text that changed cannot keep a stale Chinese), nothing twice, nothing blank, and
 * the Chinese keeps every command, code, path, variable, name and number of its English as written
 * ({@link VerbatimParts}).
 * Read only when a Chinese report is asked for, so an English run pays nothing for it.
 */
public final class ChineseFile {
  /** The file's name in the case base folder. */
  public static final String NAME = "zh.json";

  private ChineseFile() {}

  /**
   * The built-in Chinese texts, checked against the built-in case base (whatever cases a caller
   * loads, the file translates the built-in ones).
   *
   * @throws CaseBaseException naming each problem when the file does not fit the case base
   */
  public static ChineseTexts builtIn() {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content c = BuiltInCaseBase.read(problems);
    java.util.Optional<JsonNode> n = c.topLevel(NAME, problems);
    ChineseTexts t = ChineseTexts.none();
    if (n.isPresent()) {
      Knowledge k = CaseBaseLoader.builtInKnowledge();
      t = read(n.get(), "casebase/" + NAME, withRuleSteps(c, k, problems), k, c.cases(k, problems), problems);
    }
    if (!problems.isEmpty()) {
      throw new CaseBaseException(problems);
    }
    return t;
  }

  /**
   * The built-in rules with their fix steps ({@code rule-steps.json}), whose explanations a case-less
   * answer shows and the file may translate (branch fixes29; before, only cases', layers' and next
   * checks' prose could have Chinese).
   */
  static Reasoning withRuleSteps(BuiltInCaseBase.Content c, Knowledge k, List<String> problems) {
    return c.reasoning().withSteps(RuleStepsFile.read(c.topLevel(RuleStepsFile.NAME, problems), c.reasoning(),
        k.placeholderClasses(), problems));
  }

  /** Reads {@code n}; every problem is added to {@code problems}, naming {@code file} and the JSON path. */
  static ChineseTexts read(JsonNode n, String file, Reasoning reasoning, Knowledge k, List<CaseDefinition> cases,
      List<String> problems) {
    Json json = new Json(file, problems);
    if (n == null || !n.isObject()) {
      json.problem("$", "must be an object {rules, text}");
      return ChineseTexts.none();
    }
    json.unknownFields(n, "$", Set.of("notes", "rules", "text"));
    Map<String, String> whyById = new java.util.HashMap<>();
    for (ReasoningRule r : reasoning.rules()) {
      whyById.put(r.id(), r.why());
    }
    Set<String> ruleIds = whyById.keySet();
    Set<String> commandWords = commandWords(k, cases);
    Set<String> english = englishProse(k, cases);
    for (ReasoningRule r : reasoning.rules()) {
      for (Knowledge.LayerStep s : reasoning.steps(r.id())) {
        english.add(s.step().explanation());
        commandWords.addAll(List.of(s.step().command().text().split("\\s+")));
      }
    }
    for (LauncherVariables.Launcher l : LauncherVariables.builtIn().launchers()) {
      for (LauncherVariables.Step s : l.instead().values()) {
        english.add(s.explanation()); // a launcher's own step replaces a fix step (engine.LauncherSteps)
        commandWords.addAll(List.of(s.command().split("\\s+")));
      }
    }
    Map<String, String> rulesEnglish = new LinkedHashMap<>();
    Map<String, String> rules = new LinkedHashMap<>();
    JsonNode rn = n.get("rules");
    if (rn != null) {
      if (!rn.isObject()) {
        json.problem("$.rules", "must be an object {rule id: Chinese}");
      } else {
        rn.fields().forEachRemaining(e -> {
          String p = "$.rules." + e.getKey();
          if (!ruleIds.contains(e.getKey())) {
            json.problem(p, "no rule of reasoning.json has this id");
          } else if (!e.getValue().isTextual() || e.getValue().textValue().isBlank()) {
            json.problem(p, "must be a non-empty string");
          } else {
            keeps(json, p, whyById.get(e.getKey()), e.getValue().textValue(), commandWords);
            rules.put(e.getKey(), e.getValue().textValue());
            rulesEnglish.put(e.getKey(), whyById.get(e.getKey()));
          }
        });
      }
    }
    Map<String, String> text = new LinkedHashMap<>();
    JsonNode tn = n.get("text");
    if (tn != null) {
      for (Json.Element o : json.objects(tn, "$.text", "{en, zh}", Set.of("en", "zh"))) {
        String en = json.text(o.node(), o.path(), "en");
        String zh = json.text(o.node(), o.path(), "zh");
        if (en == null || zh == null) {
          continue;
        }
        if (!english.contains(en)) {
          json.problem(o.path() + ".en", "no case, layer step, rule step or next check of the case base has this text (changed or removed?)");
        } else if (text.putIfAbsent(en, zh) != null) {
          json.problem(o.path() + ".en", "given twice");
        } else {
          keeps(json, o.path() + ".zh", en, zh, commandWords);
        }
      }
    }
    return new ChineseTexts(rules, rulesEnglish, text);
  }

  /** Records a problem at {@code path} for each part of {@code en} that {@code zh} does not keep as written. */
  private static void keeps(Json json, String path, String en, String zh, Set<String> commandWords) {
    List<String> lost = VerbatimParts.missing(en, zh, commandWords);
    if (!lost.isEmpty()) {
      json.problem(path, "leaves out " + String.join(", ", lost.stream().map(x -> "'" + x + "'").toList())
          + " of the English (commands, codes, paths, variables, names and numbers stay as written)");
    }
  }

  /** The words of every command of the case base (fix steps, verifications, layer steps, next checks). */
  static Set<String> commandWords(Knowledge k, List<CaseDefinition> cases) {
    Set<String> words = new HashSet<>();
    for (CaseDefinition c : cases) {
      for (StepTemplate s : c.remediation()) {
        words.addAll(List.of(s.command().text().split("\\s+")));
      }
      String v = c.verification();
      int at = v == null ? -1 : v.indexOf(VERIFY_JOIN);
      if (at >= 0) {
        words.addAll(List.of(v.substring(0, at).split("\\s+")));
      }
    }
    for (Layer l : Layer.values()) {
      for (Knowledge.LayerStep s : k.layerSteps(l)) {
        words.addAll(List.of(s.step().command().text().split("\\s+")));
      }
    }
    for (io.github.ascendtriage.NextCheck c : k.nextChecks()) {
      words.addAll(List.of(c.command().split("\\s+")));
    }
    return words;
  }

  /**
   * Every English prose text of {@code cases} (fix steps and verifications), layer step and next
   * check that {@code zh} has no Chinese for, in case base order: shown in English.
   */
  static List<String> untranslated(Knowledge k, List<CaseDefinition> cases, ChineseTexts zh) {
    java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
    for (String en : englishProseInOrder(k, cases)) {
      if (!zh.text().containsKey(en)) {
        out.add(en);
      }
    }
    return List.copyOf(out);
  }

  /** Every English prose text of {@code base} that a report shows and {@code text} may translate. */
  static Set<String> englishProse(Knowledge k, List<CaseDefinition> cases) {
    return new HashSet<>(englishProseInOrder(k, cases));
  }

  private static List<String> englishProseInOrder(Knowledge k, List<CaseDefinition> cases) {
    List<String> all = new ArrayList<>();
    for (CaseDefinition c : cases) {
      for (StepTemplate s : c.remediation()) {
        all.add(s.explanation());
      }
      String v = c.verification();
      int at = v == null ? -1 : v.indexOf(VERIFY_JOIN);
      if (at >= 0) {
        all.add(v.substring(at + VERIFY_JOIN.length()));
      }
    }
    for (Layer l : Layer.values()) {
      for (Knowledge.LayerStep s : k.layerSteps(l)) {
        all.add(s.step().explanation());
      }
    }
    for (io.github.ascendtriage.NextCheck c : k.nextChecks()) {
      all.add(c.expect());
    }
    return all;
  }

  /** How a case file's verification command and expectation are joined into one line. */
  public static final String VERIFY_JOIN = "  =>  ";
}
