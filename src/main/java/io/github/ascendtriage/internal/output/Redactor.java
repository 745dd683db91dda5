package io.github.ascendtriage.internal.output;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks what identifies people and machines in evidence text: IP addresses, e-mail addresses, user
 * names in home paths and host names. Codes, ports and function names stay. Stateless and
 * thread-safe.
 */
public final class Redactor {
  private static final Pattern EMAIL = Pattern.compile("[\\w.+-]{1,64}@[\\w-]{1,63}(?:\\.[\\w-]{1,63}){1,8}");
  private static final Pattern IPV4 =
      Pattern.compile("(?<![\\d.])(?:\\d{1,3}\\.){3}\\d{1,3}(?![\\d.]*\\d)");
  private static final Pattern IPV6 =
      Pattern.compile("(?<![\\w:])(?:[0-9a-fA-F]{1,4}:){2,7}[0-9a-fA-F]{1,4}(?![\\w:])");
  private static final Pattern HOME = Pattern.compile("(/home/|/Users/|/data/home/)([^/\\s]{1,64})");
  private static final Pattern HOSTNAME =
      Pattern.compile("\\b(?:[a-zA-Z][\\w-]{0,62}\\.){1,6}(?:com|net|org|cn|local|lan|internal|corp|io)\\b");
  private static final Pattern HOST_FIELD = Pattern.compile("(\\bhost\\s*:\\s*)(\\S+)");

  private Redactor() {}

  /** The text with identifying parts replaced by {@code <ip>}, {@code <email>}, {@code <user>}, {@code <host>}. */
  public static String redact(String s) {
    if (s == null || s.isEmpty()) {
      return s;
    }
    String r = EMAIL.matcher(s).replaceAll("<email>");
    r = IPV4.matcher(r).replaceAll("<ip>");
    r = IPV6.matcher(r).replaceAll("<ip>");
    r = HOME.matcher(r).replaceAll("$1<user>");
    r = HOSTNAME.matcher(r).replaceAll("<host>");
    Matcher m = HOST_FIELD.matcher(r);
    r = m.replaceAll("$1<host>");
    return r;
  }
}
