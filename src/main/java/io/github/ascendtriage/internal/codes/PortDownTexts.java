package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The messages by which a process says a network port of its own device is down, from {@code
 * casebase/port-down.json} (nic32, port33): EI0009 with HCCL's reason "The network port is down",
 * HCCP's EJ0002, HCCL's plog line beside them. An entry with a catalogue code must fit one of that
 * record's templates (a placeholder kept or filled with the text the source passes) and is read only
 * on a line that holds the code, so the catalogue record keys it. Lines are matched by the message's
 * literal parts in order, ignoring case; no regular expression runs on a line. Immutable and
 * thread-safe; validated on load.
 */
public final class PortDownTexts {
  private static final Set<String> FIELDS = Set.of("code", "message", "device", "why", "source");
  private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9-]*/[A-Za-z0-9_]+");
  private static final String SLOT = "%s";
  /** The longest device id read from a line (a physical id is a small number). */
  private static final int MAX_DEVICE_DIGITS = 5;

  /**
   * One message.
   *
   * @param code the code as printed ({@code EI0009}), which the line must hold; empty for a line without one
   * @param parts the message's literal parts between its placeholders, lower-case
   * @param device the 1-based place of the placeholder holding the device's physical id, 0 when none
   */
  record Text(Optional<String> code, List<String> parts, int device) {
    Text {
      parts = List.copyOf(parts);
    }
  }

  private final List<Text> texts;

  private PortDownTexts(List<Text> texts) {
    this.texts = List.copyOf(texts);
  }

  private static final class BuiltIn {
    static final PortDownTexts TABLE =
        BuiltInTable.read("port-down.json", (root, label) -> read(root, label, CodeCatalogLoader.builtIn()));
  }

  /**
   * The shipped list, checked against the built-in code catalogue.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static PortDownTexts builtIn() {
    return BuiltIn.TABLE;
  }

  /** The codes that key a message, as printed ({@code EI0009}), in the file's order. */
  public List<String> codes() {
    return texts.stream().flatMap(t -> t.code().stream()).toList();
  }

  /** Whether {@code line} says a port of its writer's own device is down. */
  public boolean says(String line) {
    String low = line.toLowerCase(Locale.ROOT);
    return texts.stream().anyMatch(t -> slots(t, line, low) != null);
  }

  /** The physical id of the device whose port {@code line} says is down; empty when it names none. */
  public Optional<String> device(String line) {
    String low = line.toLowerCase(Locale.ROOT);
    for (Text t : texts) {
      List<String> values = t.device() == 0 ? null : slots(t, line, low);
      if (values != null) {
        String d = values.get(t.device() - 1).strip();
        if (!d.isEmpty() && d.length() <= MAX_DEVICE_DIGITS && d.chars().allMatch(c -> c >= '0' && c <= '9')) {
          return Optional.of(d);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The texts in {@code low} ({@code line} lower-cased) at the placeholders of {@code t} when the line
   * holds its code and its parts in order (each value the shortest: between a part and the last copy
   * of the one before it); null when it does not.
   */
  private static List<String> slots(Text t, String line, String low) {
    if (t.code().isPresent() && !line.contains(t.code().get())) {
      return null;
    }
    List<String> parts = t.parts();
    int[] start = new int[parts.size()];
    int from = 0;
    for (int i = 0; i < parts.size(); i++) {
      int at = low.indexOf(parts.get(i), from);
      if (at < 0) {
        return null;
      }
      start[i] = at;
      from = at + parts.get(i).length();
    }
    List<String> values = new ArrayList<>(parts.size() - 1);
    for (int i = 0; i + 1 < parts.size(); i++) {
      String before = parts.get(i);
      int end = start[i + 1];
      int at = before.isEmpty() ? start[i] : low.lastIndexOf(before, end - before.length());
      values.add(low.substring(at + before.length(), end));
    }
    return values;
  }

  /**
   * The list of {@code root}'s {@code messages}, each checked against {@code catalog}.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static PortDownTexts read(JsonNode root, String label, CodeCatalog catalog) {
    List<String> problems = new ArrayList<>();
    List<Text> out = new ArrayList<>();
    JsonNode list = root == null ? null : root.get("messages");
    if (root != null) {
      root.fieldNames().forEachRemaining(f -> {
        if (!f.equals("doc") && !f.equals("messages")) {
          problems.add(label + ": $." + f + ": unknown field (expected doc, messages)");
        }
      });
    }
    if (list == null || !list.isArray() || list.isEmpty()) {
      problems.add(label + ": $.messages: must be a non-empty array");
    } else {
      for (int i = 0; i < list.size(); i++) {
        String path = label + ": $.messages[" + i + "]";
        JsonNode e = list.get(i);
        HdkRequirements.unknown(e, FIELDS, path, problems);
        for (String field : List.of("message", "why", "source")) {
          String v = HdkRequirements.text(e, field);
          if (v == null || v.isBlank()) {
            problems.add(path + "." + field + ": a non-empty text");
          }
        }
        String message = HdkRequirements.text(e, "message");
        if (message != null && !message.isBlank()) {
          entry(e, message, path, catalog, problems).ifPresent(out::add);
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new PortDownTexts(out);
  }

  private static Optional<Text> entry(JsonNode e, String message, String path, CodeCatalog catalog, List<String> problems) {
    List<String> parts = List.of(message.toLowerCase(Locale.ROOT).split(Pattern.quote(SLOT), -1));
    if (parts.stream().allMatch(String::isBlank)) {
      problems.add(path + ".message: holds no literal text");
      return Optional.empty();
    }
    int device = 0;
    JsonNode d = e.get("device");
    if (d != null && (!d.canConvertToInt() || !d.isIntegralNumber() || d.asInt() < 1 || d.asInt() > parts.size() - 1)) {
      problems.add(path + ".device: the place of one of the message's " + (parts.size() - 1) + " placeholders");
    } else if (d != null) {
      device = d.asInt();
    }
    Optional<String> code = Optional.empty();
    String key = HdkRequirements.text(e, "code");
    if (key != null) {
      code = catalogued(key, message, path, catalog, problems);
      if (code.isEmpty()) {
        return Optional.empty();
      }
    }
    return Optional.of(new Text(code, parts, device));
  }

  /** The code of catalogue key {@code key} when its record holds a template {@code message} fits. */
  private static Optional<String> catalogued(String key, String message, String path, CodeCatalog catalog, List<String> problems) {
    if (!KEY.matcher(key).matches()) {
      problems.add(path + ".code: a code key family/code, e.g. cann-message/EI0009");
      return Optional.empty();
    }
    int slash = key.indexOf('/');
    Optional<CodeRecord> r = catalog.find(key.substring(0, slash), key.substring(slash + 1));
    if (r.isEmpty()) {
      problems.add(path + ".code: " + key + " is no record of the code catalogue");
      return Optional.empty();
    }
    if (r.get().messages().stream().noneMatch(template -> fits(message, template))) {
      problems.add(path + ".message: fits none of " + key + "'s templates " + r.get().messages());
      return Optional.empty();
    }
    return Optional.of(r.get().code());
  }

  /** Whether {@code message} is {@code template} with some placeholders filled (each with text, or kept). */
  static boolean fits(String message, String template) {
    StringBuilder re = new StringBuilder();
    String[] parts = template.split(Pattern.quote(SLOT), -1);
    for (int i = 0; i < parts.length; i++) {
      re.append(i == 0 ? "" : "(?:.+)").append(Pattern.quote(parts[i]));
    }
    return Pattern.compile(re.toString(), Pattern.DOTALL).matcher(message).matches();
  }
}
