/**
 * ascend-triage: finds the failing layer, the known case and the fix in the logs of failed Huawei
 * Ascend NPU multi-card jobs. The API is the package {@code io.github.ascendtriage}; everything
 * under {@code io.github.ascendtriage.internal} and the command line in {@code
 * io.github.ascendtriage.cli} are not exported. picocli is needed only by the command line.
 */
module io.github.ascendtriage {
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.databind;
  requires org.apache.lucene.core;
  requires org.apache.lucene.analysis.common;
  requires org.slf4j;
  requires static info.picocli;
  // archives: read when these are present (the CLI bundles them), refused with a message otherwise
  requires static org.apache.commons.compress;
  requires static org.tukaani.xz; // zstd (aircompressor, an automatic module) is found by reflection

  exports io.github.ascendtriage;

  // picocli reads the commands' annotated fields by reflection
  opens io.github.ascendtriage.cli to info.picocli;
}
