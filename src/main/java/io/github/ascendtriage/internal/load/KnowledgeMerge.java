package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.Platform;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.ValueClass;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.TreeSet;

/** Lays site knowledge files over the built-in one (rules in KnowledgeFile's class comment). */
final class KnowledgeMerge {
  private KnowledgeMerge() {}

  /**
   * The knowledge of the built-in file with the site files laid over it, in order.
   *
   * @param problems where a missing part of the built-in file is reported
   */
  static Knowledge merge(KnowledgeFile builtIn, List<KnowledgeFile> sites, List<String> problems) {
    KnowledgeFile all = new KnowledgeFile("", problems);
    for (int i = sites.size() - 1; i >= 0; i--) {
      all.rules.addAll(sites.get(i).rules);
      all.symptoms.addAll(sites.get(i).symptoms);
    }
    all.rules.addAll(builtIn.rules);
    all.symptoms.addAll(builtIn.symptoms);
    List<KnowledgeFile> order = new ArrayList<>();
    order.add(builtIn);
    order.addAll(sites);
    for (KnowledgeFile k : order) {
      all.weights.putAll(k.weights);
      all.factors.putAll(k.factors);
      all.platform.foreign.addAll(k.platform.foreign);
      all.platform.ascend.addAll(k.platform.ascend);
      all.platform.absent.addAll(k.platform.absent);
      all.platform.foreignLoggers.addAll(k.platform.foreignLoggers);
      all.platform.ascendLoggers.addAll(k.platform.ascendLoggers);
      all.platform.statements.addAll(k.platform.statements);
      all.platform.ascendTypes.addAll(k.platform.ascendTypes);
      all.ladder.putAll(k.ladder);
      all.layerSteps.putAll(k.layerSteps); // a site's steps of a layer replace the built-in ones
      all.valueClasses.putAll(k.valueClasses);
      all.placeholders.putAll(k.placeholders);
    }
    List<Knowledge.Placeholder> placeholders = new ArrayList<>();
    for (KnowledgeFile.PlaceholderSpec p : all.placeholders.values()) {
      ValueClass c = all.valueClasses.get(p.valueClass());
      if (c == null) {
        p.json().problem(p.path(), "unknown value class '" + p.valueClass() + "' (known: "
            + String.join(", ", new TreeSet<>(all.valueClasses.keySet())) + ")");
      } else {
        placeholders.add(p.resolve(c));
      }
    }
    for (String f : KnowledgeFile.FACTORS) {
      if (!all.factors.containsKey(f)) {
        builtIn.json.problem("$.scoring." + f, "missing");
        all.factors.put(f, 1.0);
      }
    }
    java.util.Map<String, ValueClass> classes = new java.util.LinkedHashMap<>();
    placeholders.forEach(p -> classes.put(p.name(), p.valueClass()));
    List<Knowledge.LayerStep> steps = new ArrayList<>();
    for (Layer l : Layer.values()) {
      if (l != Layer.UNKNOWN && !all.layerSteps.containsKey(l)) {
        builtIn.json.problem("$.layerSteps", "no step for the layer '" + l.id() + "': every answer with a layer needs a fix");
      }
      for (KnowledgeFile.LayerStepSpec s : all.layerSteps.getOrDefault(l, List.of())) {
        try {
          steps.add(new Knowledge.LayerStep(l, new StepTemplate(PlaceholderTemplate.compile(s.command(), classes), s.explanation()),
              s.source()));
        } catch (IllegalArgumentException e) {
          s.json().problem(s.path() + ".command", e.getMessage());
        }
      }
    }
    List<NextCheck> ladder = new ArrayList<>();
    for (Layer l : Layer.values()) {
      if (all.ladder.containsKey(l)) {
        ladder.add(all.ladder.get(l));
      }
    }
    Knowledge.Scoring scoring =
        new Knowledge.Scoring(
            all.weights, all.factors.get("supportFactor"), all.factors.get("exclusionDivisor"),
            all.factors.get("cascadeFactor"), all.factors.get("outOfScopeFactor"),
            all.factors.get("foreignPlatformFactor"), all.factors.get("symptomVote"),
            all.factors.get("patternFullLength"));
    return new Knowledge(
        all.rules, all.symptoms, scoring,
        new Platform(distinct(all.platform.foreign), distinct(all.platform.ascend), all.platform.ascendTypes, distinct(all.platform.absent),
            distinct(all.platform.foreignLoggers), distinct(all.platform.ascendLoggers), distinct(all.platform.statements)),
        ladder, placeholders, steps);
  }

  private static List<String> distinct(List<String> l) {
    return List.copyOf(new LinkedHashSet<>(l));
  }

}
