package io.github.ascendtriage.internal.fd;

import io.github.ascendtriage.internal.casebase.ValueClass;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import java.util.Map;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders ascend-fd entry text for our output. ascend-fd fills {@code {}} (and sometimes {@code
 * {name}}) slots with values it parsed; we have no such value, so a slot is shown as {@code
 * <value>} (or {@code <name>}) instead of being left as a template, and can never be taken for one
 * of our own remediation placeholders. Stateless.
 */
final class EntryText {
  private EntryText() {}

  private static final Pattern SLOT = Pattern.compile("(?<!\\$)\\{([A-Za-z_][A-Za-z0-9_]*)?}");
  private static final Pattern NUMBERING = Pattern.compile("^\\s*(?:\\d{1,2}[.)、]|[(（]\\d{1,2}[)）])\\s*");

  /** First words of a suggestion line that is a command to run rather than advice. */
  private static final Set<String> COMMANDS =
      Set.of(
          "hccn_tool", "npu-smi", "export", "unset", "ps", "kill", "pkill", "cat", "ls", "ll", "chmod",
          "chown", "pip", "pip3", "python", "python3", "sysctl", "ulimit", "echo", "grep", "rm", "mkdir",
          "source", "ifconfig", "ip", "ping", "dmesg", "lspci", "systemctl", "docker", "kubectl",
          "msnpureport", "ascend-dmi", "cd", "sed", "find", "df", "du", "free", "netstat", "ss",
          "lsof", "mount", "ethtool", "ascend-fd", "tail", "head", "sudo", "bash", "sh", "./");

  /** The text with its value slots rendered; null and blank give "". */
  static String render(String s) {
    if (s == null) {
      return "";
    }
    Matcher m = SLOT.matcher(s.strip());
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      String name = m.group(1) == null ? "value" : m.group(1);
      m.appendReplacement(b, Matcher.quoteReplacement("<" + name + ">"));
    }
    m.appendTail(b);
    return b.toString();
  }

  /**
   * The suggestion lines as steps: advice becomes a step's explanation, and a line that is a
   * command to run becomes the command of the advice before it (or a step of its own).
   */
  static List<StepTemplate> steps(List<String> lines, Map<String, ValueClass> placeholders) {
    List<String> cmds = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (String raw : lines) {
      String line = render(raw);
      if (line.isEmpty()) {
        continue;
      }
      if (isCommand(line)) {
        int last = cmds.size() - 1;
        if (last >= 0 && cmds.get(last).isEmpty()) {
          cmds.set(last, line);
        } else {
          cmds.add(line);
          texts.add("");
        }
      } else {
        cmds.add("");
        texts.add(line);
      }
    }
    List<StepTemplate> out = new ArrayList<>();
    for (int i = 0; i < cmds.size(); i++) {
      out.add(new StepTemplate(command(cmds.get(i), placeholders), texts.get(i)));
    }
    return out;
  }

  /** Compiles a command; braces our templates would reject are shown as parentheses. */
  private static PlaceholderTemplate command(String text, Map<String, ValueClass> placeholders) {
    try {
      return PlaceholderTemplate.compile(text, placeholders);
    } catch (IllegalArgumentException e) {
      return PlaceholderTemplate.compile(text.replaceAll("(?<!\\$)\\{", "(").replace('}', ')'), placeholders);
    }
  }

  static boolean isCommand(String line) {
    String s = NUMBERING.matcher(line).replaceFirst("").trim();
    if (s.startsWith("./")) {
      return true;
    }
    int sp = s.indexOf(' ');
    String first = (sp < 0 ? s : s.substring(0, sp)).toLowerCase(Locale.ROOT);
    return COMMANDS.contains(first) && sp > 0;
  }
}
