package io.github.ascendtriage.internal.codes;

import java.util.List;
import java.util.Objects;

/**
 * One family of codes (one code file, possibly extended by site files).
 *
 * <p>Immutable and thread-safe; no component is null.
 *
 * @param id family id, e.g. {@code hccl-result}
 * @param titleEn one-line description, English
 * @param titleZh one-line description, Chinese
 * @param codes the records in file order (site records that add codes come last)
 */
public record CodeFamily(String id, String titleEn, String titleZh, List<CodeRecord> codes) {
  public CodeFamily {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(titleEn, "titleEn");
    Objects.requireNonNull(titleZh, "titleZh");
    codes = List.copyOf(codes);
  }
}
