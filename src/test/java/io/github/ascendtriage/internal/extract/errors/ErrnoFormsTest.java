package io.github.ascendtriage.internal.extract.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The printed forms of a failed call's errno, written for this test from the forms the C library,
 * Python and the Ascend components print, and the numbers that look like one and are not.
 */
class ErrnoFormsTest {
  private static List<String> errnos(String line) {
    return ExtractSupport.tokens(line).stream().filter(t -> t.startsWith("errno:")).toList();
  }

  static Stream<Arguments> forms() {
    return Stream.of(
        Arguments.of("[ERROR] HCCP(7311,python3):2026-06-01-11:02:03.004.005 [ra_hdc.c:412]qp create failed, ret(-12)",
            List.of("errno:ENOMEM")),
        Arguments.of("socket connect to peer failed, ret = -110", List.of("errno:ETIMEDOUT")),
        Arguments.of("alloc mr failed ret=-12 size 4096", List.of("errno:ENOMEM")),
        Arguments.of("listen returned return[-98]", List.of("errno:EADDRINUSE")),
        Arguments.of("bind port 60003 fail, errno: 98", List.of("errno:EADDRINUSE")),
        Arguments.of("connect to 10.4.0.7 fail, errno=111", List.of("errno:ECONNREFUSED")),
        Arguments.of("send failed (errno 113)", List.of("errno:EHOSTUNREACH")),
        Arguments.of("RuntimeError: The client socket has failed to connect to [node-b]:29511 (errno: 111 - Connection refused).",
            List.of("errno:ECONNREFUSED")),
        Arguments.of("OSError: [Errno 98] Address already in use", List.of("errno:EADDRINUSE")),
        Arguments.of("gloo connectFullMesh: Connection refused (111)", List.of("errno:ECONNREFUSED")),
        Arguments.of("route lookup: Network is unreachable (101)", List.of("errno:ENETUNREACH")),
        Arguments.of("open /dev/davinci3 failed, errno is 13", List.of("errno:EACCES")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("forms")
  void readsTheErrnoOfAFailedCall(String line, List<String> expected) {
    assertEquals(expected, errnos(line));
  }

  static Stream<String> nearMisses() {
    return Stream.of(
        "master port 12 in use? MASTER_PORT=29512",
        "process pid 110 exited; rank 111 waiting",
        "reshape to torch.Size([8, -12]) is invalid; view(-12, 64) failed",
        "[ERROR] HCCP(90,python3):2026-06-01-11:02:03.004.005 [ra.c:77]roce init failed, ret[328100]",
        "[ERROR] DRV(311,python3):2026-03-01-10:00:00.000.001 dcmi_get_device_info failed, ret is -8020",
        "call trace: hcclRet -> 9, errNo[0x0000000005010009], retcode: 7",
        "peer closed: Connection refused (98)",
        "syscall ok, errno: 0; secret=-12; exitcode : -15 (pid: 5121)",
        "hccp call failed, ret = -1",
        "tensor shape (-110, 4) from errno_table.py line 98");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("nearMisses")
  void aNumberThatIsNoErrnoIsNotRead(String line) {
    assertEquals(List.of(), errnos(line));
  }
}
