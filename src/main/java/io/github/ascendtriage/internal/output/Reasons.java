package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.FeatureType;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Says a match's reasons in words for people. The scorer writes one reason per signature token
 * ({@code required code:EJ0003 found}, {@code supporting phrase:... found}, {@code excluding
 * ...: demoted}); the JSON keeps that form, the text report says "the log has error code EJ0003;
 * it also has ...". A reason of any other form is shown as it is. Stateless and thread-safe.
 */
final class Reasons {
  private static final Pattern TOKEN =
      Pattern.compile("(required|supporting|excluding) ([a-z-]+):(.+?) found(?:: demoted)?");

  /** One reason read back: its role in the signature and the token it names. */
  record Term(String role, FeatureType type, String value) {}

  private Reasons() {}

  /** The reasons that name a token, in order; others are left out. */
  static List<Term> terms(List<String> reasons) {
    List<Term> out = new ArrayList<>();
    for (String r : reasons) {
      Matcher m = TOKEN.matcher(r);
      if (m.matches()) {
        try {
          out.add(new Term(m.group(1), FeatureType.fromId(m.group(2)), m.group(3)));
        } catch (IllegalArgumentException e) {
          // not a feature type: the reason is shown as written
        }
      }
    }
    return out;
  }

  /** The values of the tokens found: what to look for in an evidence line. */
  static List<String> foundValues(List<String> reasons) {
    return terms(reasons).stream().filter(t -> !t.role().equals("excluding")).map(Term::value).toList();
  }

  /** All reasons as one sentence in words. */
  static String words(List<String> reasons) {
    return words(reasons, Lang.EN);
  }

  /** All reasons as one sentence in words of {@code lang}. */
  static String words(List<String> reasons, Lang lang) {
    List<String> required = new ArrayList<>();
    List<String> supporting = new ArrayList<>();
    List<String> against = new ArrayList<>();
    List<String> other = new ArrayList<>();
    for (String r : reasons) {
      List<Term> t = terms(List.of(r));
      if (t.isEmpty()) {
        other.add(r);
        continue;
      }
      Term term = t.get(0);
      String w = describe(term.type(), term.value(), lang);
      switch (term.role()) {
        case "required" -> required.add(w);
        case "supporting" -> supporting.add(w);
        default -> against.add(w);
      }
    }
    List<String> parts = new ArrayList<>();
    String comma = lang.t("why.comma", ", ");
    if (!required.isEmpty()) {
      parts.add(lang.t("why.has", "the log has ") + String.join(comma, required));
    }
    if (!supporting.isEmpty()) {
      parts.add((required.isEmpty() ? lang.t("why.has", "the log has ") : lang.t("why.alsoHas", "it also has "))
          + String.join(comma, supporting));
    }
    if (!against.isEmpty()) {
      parts.add(lang.t("why.against", "against it (confidence lowered): ") + String.join(comma, against));
    }
    parts.addAll(other);
    return String.join(lang.t("why.semicolon", "; "), parts);
  }

  /** A token in words: {@code error code EJ0003}, {@code the words "socket type[2]"}. */
  static String describe(FeatureType type, String value) {
    return describe(type, value, Lang.EN);
  }

  /** {@link #describe(FeatureType, String)} in words of {@code lang} (the bundle's {@code token.<type>}). */
  static String describe(FeatureType type, String value, Lang lang) {
    String label =
        switch (type) {
          case CODE -> "error code";
          case PTA_CODE -> "torch_npu error code";
          case HCCL_RET -> "HCCL return value";
          case ACL_CODE -> "ACL error code";
          case ERRNO -> "errno";
          case PORT -> "port";
          case FUNCTION -> "call";
          case SOURCE_FILE -> "source file";
          case EXCEPTION -> "exception";
          case ENV_VAR -> "variable";
          case SETTING -> "setting";
          case TOOL_STATUS -> "tool result";
          case MODULE -> "ERROR lines from module";
          case SIGNAL -> "signal";
          case DEVICE_ERROR -> "device fault";
          case HCCL_STAGE -> "HCCL stage";
          case PHRASE -> "the words";
          case PATTERN -> "knowledge-base pattern";
          case NIC -> "NIC";
          case TIMEOUT -> "timeout";
          case REMOTE_IP -> "address";
          case DEVICE -> "device";
          case RANK -> "rank";
          case HOST -> "host";
          case TIMESTAMP -> "time";
        };
    label = lang.t("token." + type.id(), label);
    if (type == FeatureType.PHRASE) {
      return lang == Lang.EN ? label + " \"" + value + "\"" : label + "“" + value + "”";
    }
    return label + " " + value;
  }
}
