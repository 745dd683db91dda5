package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One official code of the built-in catalogue (or a site's code files), as {@code explain} shows
 * it: the facts copied from the official sources (code, name, module, message templates, alias
 * forms, source) and the product's own reading of it (meaning, layer, first step).
 *
 * @param family the code family, e.g. {@code acl-runtime}, {@code hccl-result}; never null
 * @param code the code as the family writes it ({@code 107002}, {@code 0x07030010},
 *     {@code EI0006}); never null
 * @param name the constant or message title, when the source has one; never null
 * @param module the owning component, when known; never null
 * @param messages the templates the software prints for it, verbatim; never null
 * @param aliases other literal forms under which the code appears in logs; never null
 * @param meaning what went wrong, one line, English; never null
 * @param meaningZh the same in Chinese; never null
 * @param layer the layer the code points at; {@link Layer#UNKNOWN} when it points at none of the
 *     five (a symptom, or a fault outside the multi-card ladder such as an operator compile error);
 *     never null
 * @param symptom true when the code only reports that something below failed (its layer is then
 *     {@link Layer#UNKNOWN}); never the root cause
 * @param firstStep the first command to run, placeholders such as {@code {device}} unfilled and
 *     listed in {@link RemediationStep#unfilled()}; empty when there is no safe first command
 * @param mapsTo codes of other families this one stands for, as {@code family/code (relation)};
 *     never null
 * @param source where the facts were read ({@code owner/repo@commit:path#Lline}); never null
 * @param scope whom the code concerns, when its record states it: {@code process} (one process's
 *     own call, printed the same by a single-card program) or {@code ranks} (a call among the ranks
 *     of a job); empty when the record states none (a code of another layer than script, outside
 *     the ladder, or a site's record that leaves it out); never null
 *     <p>Immutable and thread-safe.
 */
public record CodeEntry(
    String family,
    String code,
    Optional<String> name,
    Optional<String> module,
    List<String> messages,
    List<String> aliases,
    String meaning,
    String meaningZh,
    Layer layer,
    boolean symptom,
    Optional<RemediationStep> firstStep,
    List<String> mapsTo,
    String source,
    Optional<String> scope) {
  public CodeEntry {
    Objects.requireNonNull(family, "family");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(module, "module");
    messages = List.copyOf(messages);
    aliases = List.copyOf(aliases);
    Objects.requireNonNull(meaning, "meaning");
    Objects.requireNonNull(meaningZh, "meaningZh");
    Objects.requireNonNull(layer, "layer");
    if (symptom && layer != Layer.UNKNOWN) {
      throw new IllegalArgumentException("a symptom code has no layer, was " + layer);
    }
    Objects.requireNonNull(firstStep, "firstStep");
    mapsTo = List.copyOf(mapsTo);
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(scope, "scope");
  }

  /** An entry whose record states no scope (the form before scopes were shown). */
  public CodeEntry(String family, String code, Optional<String> name, Optional<String> module, List<String> messages,
      List<String> aliases, String meaning, String meaningZh, Layer layer, boolean symptom,
      Optional<RemediationStep> firstStep, List<String> mapsTo, String source) {
    this(family, code, name, module, messages, aliases, meaning, meaningZh, layer, symptom, firstStep, mapsTo, source,
        Optional.empty());
  }

  /**
   * The layer as the code files and the JSON write it: a ladder layer's id, {@code symptom}, or
   * {@code none} for a fault outside the ladder.
   */
  public String layerName() {
    return symptom ? "symptom" : layer == Layer.UNKNOWN ? "none" : layer.id();
  }

  /** {@code family/code}, e.g. {@code hccl-result/9}. */
  public String key() {
    return family + "/" + code;
  }
}
