// Writes the SBOM (CycloneDX JSON) of a release image to standard output: the CLI jar's SBOM (the
// library and the libraries the jar bundles) as the image's, with the image as the described
// component and its Java runtime (jlink'ed; its version, vendor and modules read from the image's
// runtime/release file) added. Run by build-image.sh with the Java source launcher and the CLI jar
// on the class path (its Jackson):
//   java -cp ascend-triage-VERSION-cli.jar ImageSbom.java JAR_SBOM IMAGE NAME VERSION PLATFORM
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

public class ImageSbom {
  public static void main(String[] args) throws Exception {
    if (args.length != 5) {
      System.err.println("usage: ImageSbom JAR_SBOM IMAGE NAME VERSION PLATFORM");
      System.exit(2);
    }
    ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode bom = (ObjectNode) json.readTree(Path.of(args[0]).toFile());
    Path image = Path.of(args[1]);
    String name = args[2];
    String version = args[3];
    String platform = args[4];
    Map<String, String> release = new LinkedHashMap<>();
    for (String line : Files.readAllLines(image.resolve("runtime/release"))) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        release.put(line.substring(0, eq), line.substring(eq + 1).replaceAll("^\"|\"$", ""));
      }
    }
    String javaVersion = release.getOrDefault("JAVA_VERSION", "");
    if (javaVersion.isEmpty()) {
      System.err.println("ImageSbom: " + image.resolve("runtime/release") + " names no JAVA_VERSION");
      System.exit(1);
    }
    bom.put("serialNumber", "urn:uuid:" + UUID.randomUUID());
    ObjectNode metadata = (ObjectNode) bom.get("metadata");
    ObjectNode jarComponent = (ObjectNode) metadata.get("component");
    String jarRef = jarComponent.path("bom-ref").asText();
    ObjectNode imageComponent = json.createObjectNode();
    imageComponent.put("type", "application");
    imageComponent.put("bom-ref", name);
    imageComponent.put("name", "ascend-triage-image");
    imageComponent.put("version", version);
    imageComponent.put("description", "the ascend-triage release image for " + platform
        + ": the CLI jar, its bundled libraries and a Java runtime made by jlink");
    imageComponent.set("licenses", jarComponent.get("licenses"));
    ArrayNode imageProperties = imageComponent.putArray("properties");
    imageProperties.addObject().put("name", "ascend-triage:platform").put("value", platform);
    metadata.set("component", imageComponent);

    ArrayNode components = (ArrayNode) bom.withArray("components");
    ObjectNode jar = jarComponent.deepCopy();
    jar.put("description", "lib/ascend-triage-cli.jar: " + jarComponent.path("description").asText());
    components.insert(0, jar);
    ObjectNode runtime = json.createObjectNode();
    runtime.put("type", "platform");
    runtime.put("bom-ref", "java-runtime");
    runtime.put("name", "openjdk-runtime");
    runtime.put("version", release.getOrDefault("JAVA_RUNTIME_VERSION", javaVersion));
    String implementor = release.get("IMPLEMENTOR");
    if (implementor != null) {
      runtime.putObject("supplier").put("name", implementor);
    }
    runtime.put("description", "runtime/: a Java " + javaVersion + " runtime for " + platform
        + " linked by jlink from the modules " + release.getOrDefault("MODULES", "?"));
    runtime.putArray("licenses").addObject().put("expression", "GPL-2.0-only WITH Classpath-exception-2.0");
    components.add(runtime);

    ArrayNode dependencies = (ArrayNode) bom.withArray("dependencies");
    ObjectNode top = dependencies.addObject();
    top.put("ref", name);
    top.putArray("dependsOn").add(jarRef).add("java-runtime");
    System.out.println(json.writeValueAsString(bom));
  }
}
