package io.github.ascendtriage.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Reads a size option: a positive whole number of bytes, or of KiB, MiB or GiB with the suffix
 * {@code k}, {@code m} or {@code g} (either case, optionally followed by {@code b} or {@code ib}:
 * {@code 200m}, {@code 200MiB}, {@code 1g}, {@code 4096b}). Anything else, zero and sizes past
 * what a {@code long} holds are refused with a message that quotes the text and says what is
 * expected. Stateless and thread-safe.
 */
final class ByteSize implements CommandLine.ITypeConverter<Long> {
  private static final Pattern SIZE = Pattern.compile("(\\d{1,12})([kmg]?)(?:i?b)?");

  @Override
  public Long convert(String text) {
    Matcher m = SIZE.matcher(text.strip().toLowerCase(Locale.ROOT));
    if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
      throw invalid(text);
    }
    int shift = switch (m.group(2)) {
      case "k" -> 10;
      case "m" -> 20;
      case "g" -> 30;
      default -> 0;
    };
    long n = Long.parseLong(m.group(1));
    if (n > Long.MAX_VALUE >> shift) {
      throw invalid(text);
    }
    return n << shift;
  }

  private static CommandLine.TypeConversionException invalid(String text) {
    return new CommandLine.TypeConversionException(
        "'" + text + "' is not a size: a positive number of bytes, or with k, m or g (KiB, MiB, GiB), e.g. 200m");
  }
}
