package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * tenthd40: an exception that ends a traceback is a fault of its writer when the traceback's innermost frame is the
 * job's own code, not a file of the interpreter's installation (sysconfig's standard library, site-packages,
 * dist-packages and scripts paths). Tracebacks in CPython's format, the paths made up.
 */
class OwnCodeExceptionTest {
  private static List<String> read(String innermostFile, String last) {
    String text = "Traceback (most recent call last):\n"
        + "  File \"/home/work/job/train.py\", line 212, in <module>\n"
        + "    main()\n"
        + "  File \"" + innermostFile + "\", line 88, in step\n"
        + "    x = f(y)\n"
        + last;
    List<String> out = new ArrayList<>();
    FeatureSink sink = new FeatureSink() {
      @Override
      public void feature(FeatureType t, String value) {
        if (t == FeatureType.TOOL_STATUS) {
          out.add(value);
        }
      }

      @Override
      public void event(EventKind kind) {
        out.add(kind.name());
      }
    };
    LineScanner scanner = new LineScanner("<test>", List.of(new ExceptionRecognizer()), null);
    long no = 1;
    for (String line : text.split("\n", -1)) {
      scanner.scan(line, no++, sink);
    }
    return out;
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
    // the job's own code raised: a fault of the process
    "/home/work/job/data/loader.py | KeyError: 'input_ids' | true",
    "/home/work/job/data/loader.py | ZeroDivisionError: division by zero | true",
    "train_net.py | ModuleNotFoundError: No module named 'mindformers' | true",
    "/home/work/job/model.py | mypkg.errors.ShapeMismatchError: bad shape | true",
    "C:\\work\\job\\loader.py | IndexError: list index out of range | true",
    // raised inside an installed package, the standard library or a console script: not the job's own code
    "/usr/local/lib/python3.9/site-packages/mindspore/train/model.py | RuntimeError: The state of the cluster is error | false",
    "/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py | RuntimeError: HCCL error | false",
    "/usr/lib64/python3.11/json/decoder.py | json.decoder.JSONDecodeError: Expecting value | false",
    "/usr/local/bin/msrun | RuntimeError: Distributed job exited with exception. | false",
    "<frozen importlib._bootstrap> | ImportError: cannot import name 'x' | false",
    "C:\\Python311\\Lib\\site-packages\\torch\\nn\\modules\\module.py | RuntimeError: shape | false",
    // a native extension's error shows the caller's frame last: torch_npu's device report, torch's c10d error
    "/job/code/megatron/training/training.py | RuntimeError: synchronize:compiler_depend.ts:413 NPU function error: call aclrtSynchronizeStreamWithTimeout failed, error code is 507048 | false",
    "/home/work/job/train.py | torch.distributed.DistBackendError: HCCL error | false",
    "/home/work/job/train.py | MemoryError | false",
    // a stop request is not a fault
    "/home/work/job/train.py | KeyboardInterrupt | false",
  })
  void anExceptionRaisedInTheJobsOwnCodeIsAFault(String file, String last, boolean fault) {
    List<String> expected = fault ? List.of("python_exception=raised_in_own_code", "FAULT") : List.of();
    assertEquals(expected, read(file, last));
  }
}
