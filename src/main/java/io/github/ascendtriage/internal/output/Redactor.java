package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.KnowledgeBaseHit;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TriageWarning;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks secrets ({@link Secrets}: access keys, tokens, passwords) and what identifies people and
 * machines: IP addresses (v4 and v6), e-mail addresses, user names in home paths and shell prompts,
 * and host names (dotted names under a common suffix, values of {@code host:}/{@code hostname=}/
 * {@code MASTER_ADDR=} fields, and every host name the input itself revealed, such as the per-host
 * folders of a tree or a {@code hostname=} on another line: learned once, masked in every field).
 * Codes, ports, function names and file names stay, so the output can still be searched and acted on.
 *
 * <p>Every pattern starts only at the beginning of a run (a look-behind) and uses possessive
 * quantifiers, so a line is scanned in linear time whatever it holds. Stateless apart from the
 * names an instance was given; immutable and thread-safe.
 */
public final class Redactor {
  static final String IP = "<ip>";
  static final String HOST = "<host>";
  static final String USER = "<user>";
  static final String EMAIL_MASK = "<email>";

  private static final Pattern EMAIL =
      Pattern.compile("(?<![\\w.+%-])[\\w.+%-]++@[\\w-]++(?:\\.[\\w-]++)++");
  /** {@code user@host:} as in shell prompts and scp targets (no dot in the host, so not an e-mail). */
  private static final Pattern USER_AT_HOST =
      Pattern.compile("(?<![\\w.+%-])[A-Za-z_][\\w.-]*+@[A-Za-z][\\w-]*+(?![\\w.@-])");
  private static final Pattern IPV4 =
      Pattern.compile("(?<![\\d.])(?:\\d{1,3}\\.){3}\\d{1,3}(?![\\d.]*+\\d)");
  /** Candidates only; {@link #isIpv6} decides (it accepts {@code ::} compression, rejects times). */
  private static final Pattern IPV6_CANDIDATE = Pattern.compile("(?<![\\w:.])[0-9A-Fa-f]*+:[0-9A-Fa-f:]*+(?![\\w:])");
  private static final Pattern HOME =
      Pattern.compile("(/home/|/Users/|/data/home/|/export/home/|\\\\Users\\\\)([^/\\\\\\s\"'\\]\\)]++)");
  private static final Pattern HOSTNAME =
      Pattern.compile(
          "(?<![\\w.-])(?:[A-Za-z0-9][\\w-]*+\\.)++"
              + "(?:com|net|org|cn|local|localdomain|lan|internal|intranet|intra|corp|io|cloud|cluster|svc|edu|gov|huawei|huaweicloud)"
              + "(?![\\w-])",
          Pattern.CASE_INSENSITIVE);
  private static final Pattern HOST_FIELD =
      Pattern.compile(
          "(?i)(?<![\\w-])((?:host|hostname|host_name|host-name|server|nodename|node_name|master_addr|master_address)\\s*+[:=]\\s*+\\[?)(?!<)([^\\s,;\\]\\)\"']++)");

  private static final Redactor PLAIN = new Redactor(List.of());

  /** Names the input revealed, matched in one pass per string (see {@link KnownNames}). */
  private final KnownNames known;

  private Redactor(List<String> names) {
    this.known = new KnownNames(names);
  }

  /**
   * The text with identifying parts replaced by {@code <ip>}, {@code <email>}, {@code <user>},
   * {@code <host>}.
   *
   * @param s the text; null is returned as is
   */
  public static String redact(String s) {
    return PLAIN.apply(s);
  }

  /** Masks one tagged line of a stream. */
  public static TaggedLine redact(TaggedLine t) {
    // a stream line is redacted alone: names learned on other lines are not known here
    LineSource src = t.source();
    LineSource masked = new LineSource(PLAIN.apply(src.file()), src.host().map(h -> HOST), src.pid());
    return new TaggedLine(t.lineNumber(), PLAIN.apply(t.text()), t.caseId(), t.layer(), t.error().map(PLAIN::apply),
        masked, t.sourceLine(), t.title(), t.confidence(), t.references(), t.codes(), t.cascade(), t.timestamp());
  }

  /**
   * Masks every text field of a diagnosis that can carry input: evidence, feature values, remediation
   * commands (which are filled from the log), reasons, root cause, search tokens and warnings. Host
   * names the diagnosis itself found (host features, the root cause's host) are masked wherever they
   * appear, e.g. in file names like {@code node-7/plog/plog-1.log}. Case ids, titles and layers come
   * from the case base and stay.
   */
  public static Diagnosis redact(Diagnosis d) {
    Set<String> names = new LinkedHashSet<>();
    for (Feature f : d.features()) {
      if (f.type() == FeatureType.HOST) {
        addName(names, f.value());
      }
      learn(names, f.evidence().text());
    }
    d.rootCause().flatMap(RootCause::host).ifPresent(h -> addName(names, h));
    for (CaseMatch m : d.matches()) {
      m.evidence().forEach(e -> learn(names, e.text()));
    }
    d.warnings().forEach(w -> learn(names, w.message()));
    d.codes().forEach(c -> c.evidence().forEach(e -> learn(names, e.text())));
    d.reasoning().ifPresent(x -> x.steps().forEach(st -> learn(names, st.evidence().text())));
    d.knowledgeBaseHits().forEach(h -> learn(names, h.evidence().text()));
    d.rootCause().ifPresent(rc -> {
      rc.roots().forEach(p -> p.host().ifPresent(h -> addName(names, h)));
      rc.cascadePlaces().forEach(p -> p.host().ifPresent(h -> addName(names, h)));
    });
    Redactor r = new Redactor(List.copyOf(names));
    List<CaseMatch> matches = new ArrayList<>();
    for (CaseMatch m : d.matches()) {
      matches.add(
          new CaseMatch(
              m.caseId(), m.title(), m.titleZh(), m.layer(), m.confidence(), m.knowledgeBase(),
              m.remediation().stream().map(st -> new RemediationStep(r.apply(st.command()), st.explanation(), st.unfilled(),
                  redactValues(st.unfilledReasons(), r))).toList(),
              r.apply(m.verification()), m.evidence().stream().map(r::apply).toList(),
              m.reasons().stream().map(r::apply).toList(), m.references(), m.verificationUnfilled()));
    }
    List<Feature> features = new ArrayList<>();
    for (Feature f : d.features()) {
      String v =
          switch (f.type()) {
            case REMOTE_IP -> IP;
            case HOST -> HOST;
            default -> r.apply(f.value());
          };
      features.add(new Feature(f.type(), v, r.apply(f.evidence())));
    }
    List<CodeFinding> codes = d.codes().stream().map(c -> r.apply(c)).toList();
    Optional<CodeFinding> answer = d.catalogAnswer().map(c -> codes.get(d.codes().indexOf(c)));
    return new Diagnosis(
        d.toolVersion(), d.caseBaseVersion(), d.layer(), d.confidence(), d.answer(), matches, features, codes, answer,
        d.reasoning().map(x -> reasoning(x, r)),
        d.similar(),
        d.rootCause().map(rc -> rootCause(rc, r)),
        d.nextChecks(),
        d.searchTokens().stream().map(r::apply).toList(),
        d.warnings().stream().map(w -> new TriageWarning(r.apply(w.source()), w.line(), r.apply(w.message()), w.count())).toList(),
        d.filesRead(), d.linesRead(),
        d.knowledgeBaseHits().stream().map(h -> new KnowledgeBaseHit(
            h.entryId(), h.caseId(), h.kind(), r.apply(h.evidence()), h.occurrences(), h.entryClass(), h.component(),
            h.layer(), h.claimed())).toList(),
        d.remediation().stream().map(x -> new FixStep(
            new RemediationStep(r.apply(x.step().command()), x.step().explanation(), x.step().unfilled(),
                redactValues(x.step().unfilledReasons(), r)),
            x.origin(), x.ref(), x.similarity(), x.host().map(h -> HOST))).toList(),
        d.officialCase());
  }

  private static Map<String, String> redactValues(Map<String, String> m, Redactor r) {
    Map<String, String> out = new LinkedHashMap<>();
    m.forEach((k, v) -> out.put(k, r.apply(v)));
    return out;
  }

  /** Adds the values of {@code host:}, {@code hostname=}, {@code MASTER_ADDR=} fields of a line. */
  private static void learn(Set<String> names, String line) {
    if (line == null || line.isEmpty()) {
      return;
    }
    Matcher m = HOST_FIELD.matcher(line);
    while (m.find()) {
      addName(names, m.group(2));
    }
  }

  /** The reasoning's lines and tokens are input; its rules and reasons are case-base text and stay. */
  private static LayerReasoning reasoning(LayerReasoning x, Redactor r) {
    return new LayerReasoning(x.layer(), x.confidence(), x.stage(),
        x.steps().stream().map(st -> new ReasoningStep(r.apply(st.evidence()), r.apply(st.token()), st.layer(), st.role(),
            st.rule(), st.why())).toList(), r.apply(x.summary()));
  }

  private static RootCause rootCause(RootCause rc, Redactor r) {
    return new RootCause(
        rc.host().map(h -> HOST), rc.rank(), rc.device(), r.apply(rc.source()), r.apply(rc.reason()),
        rc.cascades().stream().map(r::apply).toList(), rc.pid(), places(rc.roots(), r),
        rc.chain().stream().map(r::apply).toList(), rc.chainEvidence().stream().map(r::apply).toList(),
        places(rc.cascadePlaces(), r), rc.known(), rc.cycle(), rc.decided(), rc.reportsGone().stream().map(r::apply).toList());
  }

  private static List<ProcessPlace> places(List<ProcessPlace> ps, Redactor r) {
    return ps.stream()
        .map(p -> new ProcessPlace(p.host().map(h -> HOST), p.rank(), p.device(), p.pid(), p.source().map(r::apply),
            r.apply(p.label()), p.known(), p.address().map(r::apply)))
        .toList();
  }

  private static void addName(Set<String> names, String n) {
    // very short or purely numeric names would mask line numbers and codes, not hosts
    if (n != null && n.length() >= 3 && !n.chars().allMatch(Character::isDigit) && !n.startsWith("<")) {
      names.add(n);
    }
  }

  /** A code finding with its evidence and its filled first step masked; the entry is catalogue text. */
  private CodeFinding apply(CodeFinding c) {
    return new CodeFinding(
        c.entry(), c.firstStep().map(st -> new RemediationStep(apply(st.command()), st.explanation(), st.unfilled(),
            redactValues(st.unfilledReasons(), this))),
        c.alternatives(), c.printed(), c.evidence().stream().map(this::apply).toList(), c.count());
  }

  private Evidence apply(Evidence e) {
    return new Evidence(apply(e.source()), e.line(), apply(e.text()));
  }

  String apply(String s) {
    if (s == null || s.isEmpty()) {
      return s;
    }
    String r = Secrets.mask(s);
    r = EMAIL.matcher(r).replaceAll(EMAIL_MASK);
    r = USER_AT_HOST.matcher(r).replaceAll(USER + "@" + HOST);
    r = known.mask(r, HOST);
    r = IPV4.matcher(r).replaceAll(IP);
    r = ipv6(r);
    r = HOME.matcher(r).replaceAll("$1" + USER);
    r = HOSTNAME.matcher(r).replaceAll(HOST);
    r = HOST_FIELD.matcher(r).replaceAll("$1" + HOST);
    return r;
  }

  private static String ipv6(String s) {
    if (s.indexOf(':') < 0) {
      return s;
    }
    Matcher m = IPV6_CANDIDATE.matcher(s);
    StringBuilder sb = null;
    int last = 0;
    while (m.find()) {
      if (isIpv6(m.group())) {
        if (sb == null) {
          sb = new StringBuilder(s.length());
        }
        sb.append(s, last, m.start()).append(IP);
        last = m.end();
      }
    }
    if (sb == null) {
      return s;
    }
    return sb.append(s, last, s.length()).toString();
  }

  /**
   * An IPv6 address: hex groups of 1-4 digits separated by colons, eight groups, or fewer with one
   * {@code ::}. Times ({@code 14:10:44}) and MAC addresses have too few groups and no {@code ::}.
   */
  static boolean isIpv6(String c) {
    String t = c;
    if (t.endsWith(":") && !t.endsWith("::")) {
      t = t.substring(0, t.length() - 1); // "fe80::1:" at the end of a sentence
    }
    int dbl = t.indexOf("::");
    if (dbl >= 0 && t.indexOf("::", dbl + 1) >= 0) {
      return false;
    }
    if (t.contains(":::")) {
      return false;
    }
    String[] groups = t.split(":", -1);
    int nonEmpty = 0;
    for (String g : groups) {
      if (g.length() > 4) {
        return false;
      }
      if (!g.isEmpty()) {
        nonEmpty++;
      }
    }
    if (dbl >= 0) {
      return nonEmpty <= 7 && (t.length() > 2 || t.equals("::")) && !t.equals("::");
    }
    return groups.length == 8 && nonEmpty == 8 && t.toLowerCase(Locale.ROOT).chars().anyMatch(ch -> ch != ':');
  }
}
