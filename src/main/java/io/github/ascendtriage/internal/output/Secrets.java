package io.github.ascendtriage.internal.output;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks credentials that logs and pasted environments carry, as {@code <secret>}: the value of an
 * {@code Authorization:} header; bearer and basic tokens; AWS access key ids ({@code AKIA...},
 * {@code ASIA...}); Hugging Face ({@code hf_...}) and GitHub ({@code ghp_}, {@code gho_},
 * {@code ghu_}, {@code ghs_}, {@code ghr_}, {@code github_pat_}) tokens; and the value of any
 * {@code key=value} or {@code key: value} whose key ends in a secret word ({@code password},
 * {@code passwd}, {@code pwd}, {@code secret}, {@code token}, {@code api_key}, {@code apikey},
 * {@code access_key}, {@code private_key}, {@code credentials}): {@code HF_TOKEN=},
 * {@code aws_secret_access_key =}, {@code "password": "..."}. Every pattern starts only at the start
 * of a run and repeats possessively, so a line costs linear time. Stateless and thread-safe.
 */
final class Secrets {
  private Secrets() {}

  static final String MASK = "<secret>";

  private static final Pattern AUTHORIZATION =
      Pattern.compile("(?i)(?<![\\w-])((?:proxy-)?authorization\"?\\s*+[:=]\\s*+)[^\\r\\n\"]++");
  private static final Pattern BEARER =
      Pattern.compile("(?i)(?<![\\w-])(bearer|basic)(\\s++)([A-Za-z0-9._~+/=-]{8,4096}+)");
  private static final Pattern TOKEN =
      Pattern.compile("(?<![A-Za-z0-9_])(?:AKIA[0-9A-Z]{16}|ASIA[0-9A-Z]{16}|hf_[A-Za-z0-9]{20,128}|gh[pousr]_[A-Za-z0-9]{20,255}"
          + "|github_pat_[A-Za-z0-9_]{20,255})(?![A-Za-z0-9_])");
  private static final Pattern KEY_VALUE =
      Pattern.compile("(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]{1,64}+)(\"?\\s*+[:=]\\s*+[\"']?)([^\\s\"',;&]{1,4096}+)");
  private static final String[] WORDS = {
    "password", "passwd", "pwd", "secret", "token", "api_key", "apikey", "api-key", "access_key", "accesskey",
    "private_key", "credentials", "credential"
  };

  static String mask(String s) {
    if (s == null || s.isEmpty()) {
      return s;
    }
    String r = s;
    if (containsIgnoreCase(r, "authoriz")) {
      r = AUTHORIZATION.matcher(r).replaceAll("$1" + MASK);
    }
    r = BEARER.matcher(r).replaceAll("$1$2" + MASK);
    r = TOKEN.matcher(r).replaceAll(MASK);
    if (r.indexOf('=') >= 0 || r.indexOf(':') >= 0) {
      r = keyValues(r);
    }
    return r;
  }

  private static String keyValues(String s) {
    Matcher m = KEY_VALUE.matcher(s);
    StringBuilder b = null;
    int last = 0;
    while (m.find()) {
      if (isSecretKey(m.group(1)) && !m.group(3).equals(MASK)) {
        if (b == null) {
          b = new StringBuilder(s.length());
        }
        b.append(s, last, m.start(3)).append(MASK);
        last = m.end(3);
      }
    }
    return b == null ? s : b.append(s, last, s.length()).toString();
  }

  static boolean isSecretKey(String key) {
    String k = key.toLowerCase(Locale.ROOT);
    for (String w : WORDS) {
      if (k.endsWith(w)) {
        return true;
      }
    }
    return false;
  }

  private static boolean containsIgnoreCase(String s, String lowerNeedle) {
    return s.toLowerCase(Locale.ROOT).contains(lowerNeedle);
  }
}
