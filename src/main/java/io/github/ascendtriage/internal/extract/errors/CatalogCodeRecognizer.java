package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.codes.CodeHit;
import io.github.ascendtriage.internal.codes.CodeLookup;
import io.github.ascendtriage.internal.codes.CodeRecognizer;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;

/**
 * Every code of the official catalogue, in every printed form the catalogue knows, reported as a
 * {@link FeatureSink#code code hit}. A hit of an ACL family (reasoning.json {@code codeFamilies}
 * of {@code acl-code}) is also the {@link FeatureType#ACL_CODE} token, so that every form in
 * which torch_npu, op-plugin, hccl_test or the runtime prints one ACL status (with or without
 * {@code NPU function error:} before it, {@code OPS function error:}, {@code NPU error,NPU error
 * code is:}, {@code runtime result =}, {@code retcode:}) is one token and the form has one home,
 * the catalogue's forms (the other feature types that case signatures use are reported by their
 * own recognisers). Success values ({@code ret[0]}, {@code runtime result = 0})
 * are not faults and are not reported. Plog lines below WARNING carry no fault codes and are not
 * scanned; other lines only when they hold a digit, an underscore (names such as
 * {@code HCCL_E_TIMEOUT}) or an {@code =} (descriptions such as {@code desc=[...]}). Immutable
 * and thread-safe.
 */
public final class CatalogCodeRecognizer implements Recognizer {
  /** The form of a hit made from a whole input that is one code or name ({@link #end}). */
  public static final String LONE_FORM = "{lone code}";

  private final CodeRecognizer codes;
  private final java.util.function.Supplier<CodeLookup> lookup;
  private final java.util.Set<String> aclFamilies;

  /**
   * @param codes the catalogue's recogniser of printed forms
   * @param lookup the catalogue's lookup, for an input that is one code or name alone (asked for
   *     only then: it is built on first use)
   */
  public CatalogCodeRecognizer(CodeRecognizer codes, java.util.function.Supplier<CodeLookup> lookup) {
    this(codes, lookup, List.of());
  }

  /**
   * As the other constructor, reporting a hit of one of {@code aclFamilies} as an {@link
   * FeatureType#ACL_CODE} token too.
   */
  public CatalogCodeRecognizer(
      CodeRecognizer codes, java.util.function.Supplier<CodeLookup> lookup, List<String> aclFamilies) {
    this.codes = codes;
    this.lookup = lookup;
    this.aclFamilies = java.util.Set.copyOf(aclFamilies);
  }

  @Override
  public boolean mayMatch(String body) {
    for (int i = 0, n = body.length(); i < n; i++) {
      char c = body.charAt(i);
      if ((c >= '0' && c <= '9') || c == '_' || c == '=') {
        return true;
      }
    }
    return codes.mayHoldMessage(body); // a documented message quoted without its code
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  /** The literals one of which each of the catalogue's forms needs ({@link CodeRecognizer#triggers}). */
  @Override
  public java.util.List<String> triggers() {
    return codes.triggers();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String level = ctx.level();
    if (level != null && (level.equals("INFO") || level.equals("DEBUG") || level.equals("TRACE")
        || level.equals("EVENT"))) {
      return;
    }
    for (CodeHit h : codes.scan(ctx.body())) {
      ctx.state(Seen.class, Seen::new).hit = true;
      if (!h.success()) {
        sink.code(h);
        aclTokens(h, sink);
      }
    }
  }

  /**
   * An input of one line that is a code or an official name alone ({@code 507011}, {@code
   * EI0006}, {@code Communication_Error_Bind_IP_Port}): a fragment pasted to ask what it is. It is
   * read as {@code explain} reads it, so a bare number or a name several records share is a hit of
   * those records (the reasoner uses it when their layers agree). Only for a whole input of one
   * line: in a log, a lone number is a count or a size.
   */
  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    if (ctx.lineNo() != 1 || ctx.body() == null || ctx.state(Seen.class, Seen::new).hit) {
      return;
    }
    String body = ctx.body();
    List<CodeRecord> records = lookup.get().lone(body);
    if (!records.isEmpty()) {
      int start = body.indexOf(body.strip());
      sink.code(new CodeHit(start, start + body.strip().length(), body.strip(), LONE_FORM, records, false));
    }
  }

  /**
   * The ACL status a hit is, as tokens: each code of its candidates of an ACL family, once (an
   * ambiguous hit between acl and acl-runtime is one number). Not for a whole input that is a lone
   * number ({@link #end}): that is a question, not a status printed in its place.
   */
  private void aclTokens(CodeHit h, FeatureSink sink) {
    if (aclFamilies.isEmpty()) {
      return;
    }
    String last = null;
    for (CodeRecord r : h.candidates()) {
      if (aclFamilies.contains(r.family()) && !r.code().equals(last)) {
        sink.feature(FeatureType.ACL_CODE, r.code());
        last = r.code();
      }
    }
  }

  /** Whether a line of the stream held a printed code. */
  private static final class Seen {
    boolean hit;
  }
}
