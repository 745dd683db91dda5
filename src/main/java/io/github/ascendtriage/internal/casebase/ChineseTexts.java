package io.github.ascendtriage.internal.casebase;

import java.util.Map;
import java.util.Optional;

/**
 * The Chinese of the case base's English prose ({@code casebase/zh.json}): a reasoning rule's
 * {@code why} by rule id, and any other prose text (a remediation explanation, a verification's
 * expectation, a layer step, a next check) by its English. What has no Chinese here stays English.
 * Immutable and thread-safe.
 *
 * @param rules the Chinese {@code why} of a rule, by rule id; never null
 * @param rulesEnglish the English {@code why} of each rule that has a Chinese one, by rule id (a
 *     step's why is the rule's, sometimes with a reason appended); never null
 * @param text the Chinese of an English text, by that text; never null
 */
public record ChineseTexts(Map<String, String> rules, Map<String, String> rulesEnglish, Map<String, String> text) {
  public ChineseTexts {
    rules = Map.copyOf(rules);
    rulesEnglish = Map.copyOf(rulesEnglish);
    text = Map.copyOf(text);
  }

  /** No Chinese at all: everything stays English. */
  public static ChineseTexts none() {
    return new ChineseTexts(Map.of(), Map.of(), Map.of());
  }

  /** The English {@code why} of rule {@code id}, when the rule has a Chinese one. */
  public Optional<String> ruleEnglish(String id) {
    return Optional.ofNullable(rulesEnglish.get(id));
  }

  /** The Chinese {@code why} of rule {@code id}, if there is one. */
  public Optional<String> rule(String id) {
    return Optional.ofNullable(rules.get(id));
  }

  /** The Chinese of {@code english}, or {@code english} itself when there is none. */
  public String of(String english) {
    return text.getOrDefault(english, english);
  }
}
