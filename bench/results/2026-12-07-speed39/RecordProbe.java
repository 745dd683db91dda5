import java.util.*;
public class RecordProbe {
  record R(String a, Optional<String> b, Optional<String> c, Optional<String> d, Optional<String> e, Optional<String> f,
      Set<String> g, Optional<String> h, Map<String, String> i, Set<String> j, List<String> k) {}
  public static void main(String[] args) {
    R r = new R("x", Optional.of("1"), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Set.of(), Optional.empty(), Map.of(), Set.of("s"), List.of());
    int h = args.length > 0 ? r.hashCode() : Objects.hash(r.a(), r.b());
    System.out.println(h);
  }
}
