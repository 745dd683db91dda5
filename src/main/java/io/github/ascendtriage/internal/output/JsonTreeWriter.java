package io.github.ascendtriage.internal.output;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * Writes a JSON tree as indented text with jackson-core's generator alone: the characters an
 * {@code ObjectMapper} with {@code INDENT_OUTPUT} writes for the same tree (its default pretty
 * printer, no empty arrays or null fields left out), without making a mapper, whose configuration,
 * serializers and type factory cost a {@code --format json} start some 400 classes. Only the node
 * types the reports build (objects, arrays, strings, numbers, booleans, nulls) are written; any
 * other is a programming error. {@code JsonTreeWriterTest} compares the text with the mapper's.
 * Stateless and thread-safe.
 */
final class JsonTreeWriter {
  private static final JsonFactory FACTORY = new JsonFactory();

  private JsonTreeWriter() {}

  /**
   * {@code n} as indented JSON.
   *
   * @throws IllegalArgumentException if the tree holds a node of another type (binary, POJO,
   *     missing)
   */
  static String indented(JsonNode n) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      g.setPrettyPrinter(new DefaultPrettyPrinter());
      write(g, n);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return w.toString();
  }

  private static void write(JsonGenerator g, JsonNode n) throws IOException {
    switch (n.getNodeType()) {
      case OBJECT -> {
        g.writeStartObject();
        for (Map.Entry<String, JsonNode> e : n.properties()) {
          g.writeFieldName(e.getKey());
          write(g, e.getValue());
        }
        g.writeEndObject();
      }
      case ARRAY -> {
        g.writeStartArray();
        for (JsonNode c : n) {
          write(g, c);
        }
        g.writeEndArray();
      }
      case STRING -> g.writeString(n.textValue());
      case NUMBER -> number(g, n);
      case BOOLEAN -> g.writeBoolean(n.booleanValue());
      case NULL -> g.writeNull();
      default -> throw new IllegalArgumentException("cannot write a " + n.getNodeType() + " node");
    }
  }

  /** As each numeric node writes itself. */
  private static void number(JsonGenerator g, JsonNode n) throws IOException {
    switch (n.numberType()) {
      case INT -> g.writeNumber(n.intValue());
      case LONG -> g.writeNumber(n.longValue());
      case BIG_INTEGER -> g.writeNumber(n.bigIntegerValue());
      case FLOAT -> g.writeNumber(n.floatValue());
      case DOUBLE -> g.writeNumber(n.doubleValue());
      case BIG_DECIMAL -> g.writeNumber(n.decimalValue());
      default -> throw new IllegalArgumentException("cannot write a number of type " + n.numberType());
    }
  }
}
