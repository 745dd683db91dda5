package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The Chinese bundle names every layer, code layer, role and token type; English is the code's own word. */
class LangTest {
  @Test
  void theBundleNamesEveryLayerTokenTypeAndRole() {
    Properties p = Lang.chineseWords();
    for (Layer l : Layer.values()) {
      assertTrue(p.containsKey("layer." + l.id()), l.id());
    }
    for (String l : new String[] {"device", "network", "link-setup", "collective", "script", "symptom", "none"}) {
      assertTrue(p.containsKey("codeLayer." + l), l); // the words of the code files
    }
    for (FeatureType t : FeatureType.values()) {
      assertTrue(p.containsKey("token." + t.id()), t.id());
    }
    for (String role : new String[] {"fault", "symptom", "wrapper", "context", "outside"}) {
      assertTrue(p.containsKey("role." + role), role);
    }
    for (String k : p.stringPropertyNames()) {
      assertTrue(!p.getProperty(k).isBlank(), k);
    }
  }

  @Test
  void englishWordsAreTheCallersAndChineseLabelsKeepTheColumn() {
    assertEquals("Layer:      ", Lang.EN.label("layer", "Layer:      "));
    assertEquals("link-setup", Lang.EN.layer(Layer.LINK_SETUP));
    String label = Lang.ZH.label("layer", "Layer:      ");
    assertEquals(12, Columns.width(label), label);
    assertEquals(Lang.chineseWords().getProperty("layer.link-setup"), Lang.ZH.layer(Layer.LINK_SETUP));
    assertEquals("fallback", Lang.ZH.t("no.such.key", "fallback"));
  }

  @Test
  void namesAndLocales() {
    assertEquals(Lang.ZH, Lang.parse("zh"));
    assertEquals(Lang.ZH, Lang.parse("zh-CN"));
    assertEquals(Lang.EN, Lang.parse("EN"));
    assertThrows(IllegalArgumentException.class, () -> Lang.parse("fr"));
    assertEquals(Lang.ZH, Lang.of(Locale.SIMPLIFIED_CHINESE));
    assertEquals(Lang.EN, Lang.of(Locale.GERMANY));
  }
}
