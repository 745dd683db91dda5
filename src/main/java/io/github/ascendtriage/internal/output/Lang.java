package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TriageWarning;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;

/**
 * The language of a report's own words (labels, the layer names, the reasons said in words). English
 * is written where it is used, so an English report is exactly what it always was; the Chinese is
 * the resource bundle {@code report_zh.properties}, read on first use. A key the bundle lacks falls
 * back to the English. Immutable and thread-safe.
 */
public enum Lang {
  /** English, as every report was before there was a choice. */
  EN,
  /** Chinese, with the lesson's terms for the layers (设备层, 网络层, 建链层, 集合通信层, 脚本层). */
  ZH;

  /** The bundle's file name, next to this class. */
  static final String BUNDLE = "report_zh.properties";

  /** A language from its name: {@code en} or {@code zh} (a region such as {@code zh-CN} is allowed). */
  public static Lang parse(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT);
    if (n.equals("en") || n.startsWith("en-") || n.startsWith("en_")) {
      return EN;
    }
    if (n.equals("zh") || n.startsWith("zh-") || n.startsWith("zh_")) {
      return ZH;
    }
    throw new IllegalArgumentException("unknown language '" + name + "': use en or zh");
  }

  /** Chinese for a Chinese locale, else English. */
  public static Lang of(Locale locale) {
    return locale != null && locale.getLanguage().equals("zh") ? ZH : EN;
  }

  /** The word of {@code key}: {@code en} in English, the bundle's (or {@code en}) in Chinese. */
  String t(String key, String en) {
    return this == EN ? en : Zh.WORDS.getProperty(key, en);
  }

  /**
   * A label of the text report's left column, padded to its 12 columns: {@code en} as it is in
   * English (it carries its own padding), the bundle's word padded in Chinese.
   */
  String label(String key, String en) {
    if (this == EN) {
      return en;
    }
    String w = Zh.WORDS.getProperty(key, en.strip());
    int pad = Math.max(1, en.length() - Columns.width(w));
    return w + " ".repeat(pad);
  }

  /**
   * A warning as a report line: its place and message, then how many times the input showed it when
   * more than once, said once ({@code (seen 15526 times)}), never a line per occurrence.
   */
  String warning(TriageWarning w) {
    return w.count() > 1 ? w + t("warning.seen", " (seen ") + w.count() + t("warning.times", " times)") : w.toString();
  }

  /** The layer's name: its id in English ({@code link-setup}), the lesson's term in Chinese ({@code 建链层}). */
  public String layer(Layer l) {
    return this == EN ? l.id() : Zh.WORDS.getProperty("layer." + l.id(), l.id());
  }

  /** The keys and words of the Chinese bundle (for the test that every key used is there). */
  static Properties chineseWords() {
    Properties p = new Properties();
    p.putAll(Zh.WORDS);
    return p;
  }

  /** The Chinese bundle as a JSON object of key and word, for the serve page. */
  public static String chineseWordsJson() {
    com.fasterxml.jackson.databind.node.ObjectNode o = com.fasterxml.jackson.databind.json.JsonMapper.builder().build()
        .createObjectNode();
    new java.util.TreeSet<>(Zh.WORDS.stringPropertyNames()).forEach(k -> o.put(k, Zh.WORDS.getProperty(k)));
    return o.toString();
  }

  /** Holds the bundle, loaded the first time a Chinese word is asked for. */
  private static final class Zh {
    static final Properties WORDS = load();

    private static Properties load() {
      Properties p = new Properties();
      try (InputStream in = Lang.class.getResourceAsStream(BUNDLE)) {
        if (in == null) {
          throw new IllegalStateException(BUNDLE + " is not in the jar");
        }
        p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + BUNDLE, e);
      }
      return p;
    }
  }
}
