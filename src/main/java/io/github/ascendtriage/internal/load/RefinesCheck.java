package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.Sources;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * The check of every case's {@code refines}: it must name an official case (an id of the form
 * {@code sources.json} gives the Ascend case library's ids) that the case base holds, so that an
 * answer never names an official case the reader cannot look up. Stateless and thread-safe.
 */
final class RefinesCheck {
  private RefinesCheck() {}

  /**
   * Adds one problem per case whose {@code refines} is not an official case among {@code ids}.
   *
   * @param ids the ids of the whole case base (built-in, site and imported cases)
   */
  static void check(Collection<CaseDefinition> cases, Set<String> ids, Sources sources, List<String> problems) {
    for (CaseDefinition c : cases) {
      if (c.refines().isEmpty()) {
        continue;
      }
      String r = c.refines().get();
      String why = sources.officialCase(c.id()) ? "is refused: an official case is its own official case and refines none"
          : !sources.officialCase(r) ? "is not an official case id (the case library's form, e.g. ptacase_0043)"
          : !ids.contains(r) ? "names no case of the case base"
          : null;
      if (why != null) {
        problems.add(c.origin() + ": $.refines: case '" + c.id() + "' refines '" + r + "', which " + why);
      }
    }
  }

  /**
   * Adds one problem per reasoning rule whose {@code officialCase} is not an official case id, or,
   * when {@code ids} is given (the built-in cases are loaded), names no case among them.
   *
   * @param ids the ids of the whole case base; null when the built-in cases are left out (a rule
   *     may then name an official case the site does not hold; its page is still in the library)
   */
  static void checkRules(Reasoning reasoning, Set<String> ids, Sources sources, List<String> problems) {
    for (ReasoningRule r : reasoning.rules()) {
      if (r.officialCase().isEmpty()) {
        continue;
      }
      String o = r.officialCase().get();
      String why = !sources.officialCase(o) ? "is not an official case id (the case library's form, e.g. ptacase_0043)"
          : ids != null && !ids.contains(o) ? "names no case of the case base"
          : null;
      if (why != null) {
        problems.add("casebase/" + ReasoningFile.NAME + ": $.rules[id=" + r.id() + "].officialCase: '" + o + "', which " + why);
      }
    }
  }
}
