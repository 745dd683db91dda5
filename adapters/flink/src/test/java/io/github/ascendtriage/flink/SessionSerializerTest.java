package io.github.ascendtriage.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.StreamSession;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The serializer of sessions carries the job's case folders into its snapshot (a restored job
 * opens sessions with the same cases), reads the snapshots of earlier versions, which had none, and
 * opens sessions that use a site case.
 */
class SessionSerializerTest {
  static final Path CASEBASE = Path.of(System.getProperty("corpus.dir", "../../corpus")).resolveSibling("casebase");
  static final String BIND = "EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. "
      + "Reason: The IP address and port have been bound already.";
  @TempDir Path dir;

  private static TypeSerializer<StreamSession> roundTrip(TypeSerializerSnapshot<StreamSession> s, int version)
      throws IOException {
    DataOutputSerializer out = new DataOutputSerializer(64);
    s.writeSnapshot(out);
    SessionSerializer.Snapshot read = new SessionSerializer.Snapshot();
    read.readSnapshot(version, new DataInputDeserializer(out.getCopyOfBuffer()), SessionSerializerTest.class.getClassLoader());
    return read.restoreSerializer();
  }

  @Test
  void theSnapshotKeepsTheCaseFolders() throws IOException {
    SessionSerializer s = new SessionSerializer(List.of("/etc/cases/a", "/srv/b"));
    assertEquals(s, roundTrip(s.snapshotConfiguration(), s.snapshotConfiguration().getCurrentVersion()));
    assertNotEquals(new SessionSerializer(), s);
  }

  @Test
  void aSnapshotOfAnEarlierVersionReadsAsTheBuiltInCases() throws IOException {
    // versions up to 3 (Flink's SimpleTypeSerializerSnapshot) wrote nothing
    SessionSerializer.Snapshot read = new SessionSerializer.Snapshot();
    read.readSnapshot(3, new DataInputDeserializer(new byte[0]), SessionSerializerTest.class.getClassLoader());
    assertEquals(new SessionSerializer(), read.restoreSerializer());
  }

  @Test
  void sessionsUseTheSiteCases() throws IOException {
    ObjectMapper json = new ObjectMapper();
    ObjectNode c = (ObjectNode) json.readTree(CASEBASE.resolve("cases/link-setup/ptacase_0043.json").toFile());
    ((ObjectNode) c.get("title")).put("en", "Port taken by our monitoring agent");
    Files.writeString(dir.resolve("ptacase_0043.json"), json.writeValueAsString(c));
    SessionSerializer site = new SessionSerializer(List.of(dir.toString()));
    try (StreamSession s = site.createInstance()) {
      s.accept(BIND);
      assertEquals("Port taken by our monitoring agent", s.flush().get(0).title().orElseThrow());
    }
    try (StreamSession s = new SessionSerializer().createInstance()) {
      s.accept(BIND);
      assertNotEquals("Port taken by our monitoring agent", s.flush().get(0).title().orElseThrow());
    }
  }
}
