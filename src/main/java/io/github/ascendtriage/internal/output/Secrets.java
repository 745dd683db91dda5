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
 * {@code aws_secret_access_key =}, {@code "password": "..."}; Huawei Cloud's access key pair
 * ({@code HUAWEICLOUD_SDK_AK=}, {@code _SK=}, {@code ak=}, {@code sk=}) and the {@code -i}, {@code -k},
 * {@code -t} options of {@code obsutil}; an option named so followed by its value
 * ({@code --password X}); a JSON web token; the body of a PEM private key and any long base64 run
 * that mixes upper case, lower case and digits; the user and password of a URL
 * ({@code https://user:pass@host}). Every pattern starts only at the start
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
    "private_key", "credentials", "credential", "access_key_id", "accesskeyid", "secret-key", "access-key"
  };
  /** Options of OBS's command-line tools ({@code obsutil config -i=AK -k=SK -t=TOKEN}). */
  private static final java.util.Set<String> OBS_OPTIONS = java.util.Set.of("-i", "-k", "-t", "--i", "--k", "--t");
  /** An option and its value as the next word: {@code --password X}, {@code --sk X}. */
  private static final Pattern OPTION =
      Pattern.compile("(?<![\\w-])(--?[A-Za-z][A-Za-z0-9_-]{0,63}+)([ \\t]++)([^\\s\"'-][^\\s\"']{0,4095}+)");
  /** A JSON web token: three base64url parts, the first two JSON objects ({@code eyJ}). */
  private static final Pattern JWT =
      Pattern.compile("(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{4,8192}+\\.eyJ[A-Za-z0-9_-]{2,8192}+\\.[A-Za-z0-9_-]{0,8192}+");
  /** A PEM private key's body after its BEGIN line (base64 holds no '-', so it ends at END). */
  private static final Pattern PEM_BODY =
      Pattern.compile("(-----BEGIN [A-Z0-9 ]{0,40}+PRIVATE KEY-----)[^-]++");
  /** A line of a PEM body, or another long base64 run standing alone. */
  private static final Pattern BASE64 =
      Pattern.compile("(?<![A-Za-z0-9+/=_.-])[A-Za-z0-9+/]{40,4096}+={0,2}+(?![A-Za-z0-9+/=_.-])");
  /** The user and password of a URL: {@code https://user:pass@host}. */
  private static final Pattern URL_USER =
      Pattern.compile("(?i)(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,15}+://)[^/\\s:@\"'<>]{1,256}+(?::[^/\\s@\"'<>]{0,1024}+)?@");

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
    if (r.contains("eyJ")) {
      r = JWT.matcher(r).replaceAll(MASK);
    }
    if (r.contains("PRIVATE KEY-----")) {
      r = PEM_BODY.matcher(r).replaceAll("$1" + MASK);
    }
    if (r.length() >= 40) {
      r = base64Runs(r);
    }
    if (r.contains("://")) {
      r = URL_USER.matcher(r).replaceAll("$1" + MASK + "@");
    }
    boolean obs = containsIgnoreCase(r, "obsutil") || containsIgnoreCase(r, "obsfs");
    if (r.indexOf('=') >= 0 || r.indexOf(':') >= 0) {
      r = keyValues(r, obs);
    }
    if (r.indexOf('-') >= 0) {
      r = options(r, obs);
    }
    return r;
  }

  /** Long base64 runs that mix upper case, lower case and digits (a PEM line, a key); hex digests and paths stay. */
  private static String base64Runs(String s) {
    Matcher m = BASE64.matcher(s);
    StringBuilder b = null;
    int last = 0;
    while (m.find()) {
      String run = m.group();
      if (looksRandom(run)) {
        if (b == null) {
          b = new StringBuilder(s.length());
        }
        b.append(s, last, m.start()).append(MASK);
        last = m.end();
      }
    }
    return b == null ? s : b.append(s, last, s.length()).toString();
  }

  private static boolean looksRandom(String run) {
    int upper = 0;
    int lower = 0;
    int digit = 0;
    for (int i = 0; i < run.length(); i++) {
      char c = run.charAt(i);
      if (c >= 'A' && c <= 'Z') {
        upper++;
      } else if (c >= 'a' && c <= 'z') {
        lower++;
      } else if (c >= '0' && c <= '9') {
        digit++;
      }
    }
    // a path has few upper-case letters and digits between its slashes; base64 has plenty
    return upper >= 4 && lower >= 4 && digit >= 2 && run.charAt(0) != '/';
  }

  private static String options(String s, boolean obs) {
    Matcher m = OPTION.matcher(s);
    StringBuilder b = null;
    int last = 0;
    while (m.find()) {
      String name = m.group(1);
      if ((isSecretKey(name) || (obs && OBS_OPTIONS.contains(name))) && !m.group(3).equals(MASK)) {
        if (b == null) {
          b = new StringBuilder(s.length());
        }
        b.append(s, last, m.start(3)).append(MASK);
        last = m.end(3);
      }
    }
    return b == null ? s : b.append(s, last, s.length()).toString();
  }

  private static String keyValues(String s, boolean obs) {
    Matcher m = KEY_VALUE.matcher(s);
    StringBuilder b = null;
    int last = 0;
    while (m.find()) {
      if ((isSecretKey(m.group(1)) || (obs && OBS_OPTIONS.contains(m.group(1)))) && !m.group(3).equals(MASK)) {
        if (b == null) {
          b = new StringBuilder(s.length());
        }
        b.append(s, last, m.start(3)).append(MASK);
        last = m.end(3);
      }
    }
    return b == null ? s : b.append(s, last, s.length()).toString();
  }

  /**
   * Whether a key or option names a secret: it ends in a secret word, or it is the name of
   * Huawei Cloud's access key pair ({@code ak}, {@code sk}), alone or after {@code _ - .}
   * ({@code HUAWEICLOUD_SDK_AK}, {@code --sk}).
   */
  static boolean isSecretKey(String key) {
    String k = key.toLowerCase(Locale.ROOT);
    if (k.endsWith("ak") || k.endsWith("sk")) {
      int n = k.length() - 2;
      if (n == 0 || "_.-".indexOf(k.charAt(n - 1)) >= 0) {
        return true;
      }
    }
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
