package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/release.sh refuses what it must not act on, with one line and no trace, before any build
 * or git change. (Its dry run, a whole release build in a throw-away clone with a throw-away key,
 * is a step of CI: .ci/run.)
 */
class ReleaseScriptTest {
  private record Run(int code, String out) {}

  private static Run run(Path checkout, String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of("bash", checkout.resolve("scripts/release.sh").toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(checkout.toFile()).redirectErrorStream(true);
    // a home of its own: no user's gpg keys are seen
    pb.environment().put("GNUPGHOME", checkout.resolve("no-gnupg").toString());
    Process p = pb.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "release.sh did not end");
    return new Run(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
  }

  /** A git checkout with the release script and an mvnw that records that it ran. */
  private static Path checkout(Path tmp) throws Exception {
    Path checkout = Files.createDirectories(tmp.resolve("checkout"));
    Files.createDirectories(checkout.resolve("scripts"));
    Files.copy(TestPaths.repo().resolve("scripts/release.sh"), checkout.resolve("scripts/release.sh"));
    Path mvnw = checkout.resolve("mvnw");
    Files.writeString(mvnw, "#!/bin/sh\necho \"$*\" >> mvnw-ran\n");
    Files.setPosixFilePermissions(mvnw, PosixFilePermissions.fromString("rwxr-xr-x"));
    Files.writeString(checkout.resolve("pom.xml"), "<project><version>0.1.0-SNAPSHOT</version></project>\n");
    for (String[] git : new String[][] {{"init", "-q", "-b", "main"}, {"add", "-A"},
        {"-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-q", "-m", "start"}}) {
      List<String> c = new java.util.ArrayList<>(List.of("git"));
      c.addAll(List.of(git));
      Process p = new ProcessBuilder(c).directory(checkout.toFile()).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0, out);
    }
    return checkout;
  }

  @Test
  void aVersionThatIsNotDigitsAndDotsIsRefusedBeforeAnythingRuns(@TempDir Path tmp) throws Exception {
    Path checkout = checkout(tmp);
    for (String bad : new String[] {"0.2.0; touch pwned", "v0.2.0", "0.2", "0.2.0-SNAPSHOT", "$(id)", ""}) {
      Run r = run(checkout, bad, "--dry-run");
      assertEquals(2, r.code(), r.out());
      assertTrue(r.out().contains("is not a version like 0.2.0"), r.out());
      assertFalse(r.out().contains("\tat ") || r.out().contains("Exception"), r.out());
    }
    assertFalse(Files.exists(checkout.resolve("pwned")));
    assertFalse(Files.exists(checkout.resolve("mvnw-ran")), "Maven ran for a refused version");
  }

  @Test
  void anUnknownOptionAndNoVersionAreRefused(@TempDir Path tmp) throws Exception {
    Path checkout = checkout(tmp);
    Run unknown = run(checkout, "0.2.0", "--push");
    assertEquals(2, unknown.code(), unknown.out());
    assertTrue(unknown.out().contains("unknown option '--push'"), unknown.out());
    Run none = run(checkout);
    assertEquals(2, none.code(), none.out());
    assertTrue(none.out().startsWith("usage: scripts/release.sh VERSION"), none.out());
    assertFalse(Files.exists(checkout.resolve("mvnw-ran")));
  }

  @Test
  void aRealReleaseRefusesAChangedCheckoutAndAnExistingTag(@TempDir Path tmp) throws Exception {
    Path checkout = checkout(tmp);
    Files.writeString(checkout.resolve("pom.xml"), "<project><version>changed</version></project>\n");
    Run changed = run(checkout, "0.2.0");
    assertEquals(1, changed.code(), changed.out());
    assertTrue(changed.out().contains("the checkout has changes"), changed.out());

    Process restore = new ProcessBuilder("git", "checkout", "-q", "pom.xml").directory(checkout.toFile()).start();
    assertTrue(restore.waitFor(30, TimeUnit.SECONDS) && restore.exitValue() == 0);
    Process tag = new ProcessBuilder("git", "tag", "v0.2.0").directory(checkout.toFile()).start();
    assertTrue(tag.waitFor(30, TimeUnit.SECONDS) && tag.exitValue() == 0);
    Run tagged = run(checkout, "0.2.0");
    assertEquals(1, tagged.code(), tagged.out());
    assertTrue(tagged.out().contains("tag v0.2.0 exists already"), tagged.out());
    assertFalse(Files.exists(checkout.resolve("mvnw-ran")), "Maven ran for a refused release");
  }
}
