package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * A parsed JSON tree as compact bytes and back, node type for node type: an int stays an
 * {@code IntNode}, a long a {@code LongNode}, a double a {@code DoubleNode}, and object fields keep
 * their order, so a reader given the decoded tree sees exactly what the JSON parser gave it. Only
 * the nodes a JSON text parses into are written; any other node fails the encoding.
 *
 * <p>Stateless and thread-safe; a {@link Decoder} is one cursor, not thread-safe.
 */
final class TreeCodec {
  private static final int NULL = 0;
  private static final int TRUE = 1;
  private static final int FALSE = 2;
  private static final int INT = 3;
  private static final int LONG = 4;
  private static final int BIG_INTEGER = 5;
  private static final int DOUBLE = 6;
  private static final int FLOAT = 7;
  private static final int DECIMAL = 8;
  private static final int TEXT = 9;
  private static final int ARRAY = 10;
  private static final int OBJECT = 11;

  private TreeCodec() {}

  /** The bytes of {@code n}. */
  static byte[] encode(JsonNode n) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(b);
    write(n, out);
    out.flush();
    return b.toByteArray();
  }

  private static void write(JsonNode n, DataOutputStream out) throws IOException {
    switch (n.getNodeType()) {
      case NULL -> out.writeByte(NULL);
      case BOOLEAN -> out.writeByte(n.booleanValue() ? TRUE : FALSE);
      case STRING -> {
        out.writeByte(TEXT);
        string(n.textValue(), out);
      }
      case NUMBER -> number(n, out);
      case ARRAY -> {
        out.writeByte(ARRAY);
        out.writeInt(n.size());
        for (JsonNode e : n) {
          write(e, out);
        }
      }
      case OBJECT -> {
        out.writeByte(OBJECT);
        out.writeInt(n.size());
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext();) {
          Map.Entry<String, JsonNode> e = it.next();
          string(e.getKey(), out);
          write(e.getValue(), out);
        }
      }
      default -> throw new IOException("a parsed JSON text has no " + n.getNodeType() + " node");
    }
  }

  private static void number(JsonNode n, DataOutputStream out) throws IOException {
    switch (n.numberType()) {
      case INT -> {
        out.writeByte(INT);
        out.writeInt(n.intValue());
      }
      case LONG -> {
        out.writeByte(LONG);
        out.writeLong(n.longValue());
      }
      case BIG_INTEGER -> {
        out.writeByte(BIG_INTEGER);
        string(n.bigIntegerValue().toString(), out);
      }
      case DOUBLE -> {
        out.writeByte(DOUBLE);
        out.writeDouble(n.doubleValue());
      }
      case FLOAT -> {
        out.writeByte(FLOAT);
        out.writeFloat(n.floatValue());
      }
      case BIG_DECIMAL -> {
        out.writeByte(DECIMAL);
        string(n.decimalValue().toString(), out);
      }
    }
  }

  /**
   * Writes {@code s} as {@link Decoder#string} reads it: its UTF-8 length, then the bytes; the
   * length's complement when every byte is ASCII, so that the reader can take the bytes as they
   * are (most strings of the case base are ASCII).
   */
  static void string(String s, DataOutputStream out) throws IOException {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    boolean ascii = true;
    for (byte x : b) {
      ascii &= x >= 0;
    }
    out.writeInt(ascii ? ~b.length : b.length);
    out.write(b);
  }

  /** Reads trees from a byte array, from an offset on. */
  static final class Decoder {
    private final byte[] b;
    private int at;

    Decoder(byte[] b, int at) {
      this.b = b;
      this.at = at;
    }

    /**
     * The next tree.
     *
     * @throws IllegalArgumentException if the bytes are not a tree (then the resource is damaged)
     */
    JsonNode tree() {
      int tag = b[at++];
      return switch (tag) {
        case NULL -> NullNode.getInstance();
        case TRUE -> BooleanNode.TRUE;
        case FALSE -> BooleanNode.FALSE;
        case INT -> JsonNodeFactory.instance.numberNode(readInt());
        case LONG -> JsonNodeFactory.instance.numberNode(readLong());
        case BIG_INTEGER -> JsonNodeFactory.instance.numberNode(new BigInteger(string()));
        case DOUBLE -> JsonNodeFactory.instance.numberNode(Double.longBitsToDouble(readLong()));
        case FLOAT -> JsonNodeFactory.instance.numberNode(Float.intBitsToFloat(readInt()));
        case DECIMAL -> DecimalNode.valueOf(new BigDecimal(string()));
        case TEXT -> TextNode.valueOf(string());
        case ARRAY -> {
          int n = count();
          ArrayNode a = JsonNodeFactory.instance.arrayNode(n);
          for (int i = 0; i < n; i++) {
            a.add(tree());
          }
          yield a;
        }
        case OBJECT -> {
          int n = count();
          ObjectNode o = JsonNodeFactory.instance.objectNode();
          for (int i = 0; i < n; i++) {
            String k = string();
            o.set(k, tree());
          }
          yield o;
        }
        default -> throw new IllegalArgumentException("unknown node tag " + tag + " at byte " + (at - 1));
      };
    }

    String string() {
      int n = readInt();
      boolean ascii = n < 0;
      n = ascii ? ~n : n;
      if (n > b.length - at) {
        throw new IllegalArgumentException("string of " + n + " bytes past the end at byte " + at);
      }
      // ASCII bytes are their own Latin-1 text: copied as they are, with no scan for UTF-8
      String s = new String(b, at, n, ascii ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
      at += n;
      return s;
    }

    int readInt() {
      int v = ((b[at] & 0xFF) << 24) | ((b[at + 1] & 0xFF) << 16) | ((b[at + 2] & 0xFF) << 8) | (b[at + 3] & 0xFF);
      at += 4;
      return v;
    }

    int readByte() {
      if (at >= b.length) {
        throw new IllegalArgumentException("past the end at byte " + at);
      }
      return b[at++];
    }

    long readLong() {
      return ((long) readInt() << 32) | (readInt() & 0xFFFFFFFFL);
    }

    /** A non-negative int. */
    int count() {
      int n = readInt();
      if (n < 0) {
        throw new IllegalArgumentException("negative count at byte " + (at - 4));
      }
      return n;
    }

    int position() {
      return at;
    }
  }
}
