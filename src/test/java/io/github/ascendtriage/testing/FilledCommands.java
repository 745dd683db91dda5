package io.github.ascendtriage.testing;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that the {@code {device}} of every filled command and verification of a diagnosis is the
 * root-cause process's device: the case's template is turned into a pattern in which {@code
 * {device}} must be that number (or stay {@code {device}} when the root's device is unknown) and
 * every other placeholder may be anything.
 */
public final class FilledCommands {
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_+]*)\\}");

  private FilledCommands() {}

  /** One line per filled command whose device is not the root cause's; empty when all agree. */
  public static List<String> deviceMismatches(AscendTriage triage, Diagnosis d) {
    List<String> out = new ArrayList<>();
    RootCause rc = d.rootCause().orElseThrow(() -> new AssertionError("no root cause"));
    for (CaseMatch m : d.matches()) {
      CaseInfo c = triage.findCase(m.caseId()).orElseThrow();
      for (int i = 0; i < c.remediation().size(); i++) {
        check(c.id(), c.remediation().get(i).command(), m.remediation().get(i).command(), rc.device(), out);
      }
      check(c.id() + " verification", c.verification(), m.verification(), rc.device(), out);
    }
    return out;
  }

  /** How many filled commands of the diagnosis used a {@code {device}}. */
  public static long devicePlaceholders(AscendTriage triage, Diagnosis d) {
    long n = 0;
    for (CaseMatch m : d.matches()) {
      CaseInfo c = triage.findCase(m.caseId()).orElseThrow();
      n += c.remediation().stream().filter(s -> s.command().contains("{device}")).count();
      n += c.verification().contains("{device}") ? 1 : 0;
    }
    return n;
  }

  private static void check(String what, String template, String filled, OptionalInt device, List<String> out) {
    if (!template.contains("{device}")) {
      return;
    }
    StringBuilder re = new StringBuilder();
    Matcher m = PLACEHOLDER.matcher(template);
    int last = 0;
    while (m.find()) {
      re.append(Pattern.quote(template.substring(last, m.start())));
      if (m.group(1).equals("device")) {
        re.append(device.isPresent() ? "'?" + device.getAsInt() + "'?" : Pattern.quote("{device}"));
      } else {
        re.append(".*?");
      }
      last = m.end();
    }
    re.append(Pattern.quote(template.substring(last)));
    if (!Pattern.compile(re.toString(), Pattern.DOTALL).matcher(filled).matches()) {
      out.add(what + ": '" + filled + "' from '" + template + "' does not use device "
          + (device.isPresent() ? device.getAsInt() : "{device} (unknown)"));
    }
  }
}
