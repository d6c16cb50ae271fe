// Decodes an extract with libosmium (Debian libosmium2-dev; its reader inflates and parses PBF blocks
// on a pool of threads) and counts what it sees, as readosm-count.c does with readosm: the two
// decoders side by side on the same file, for scripts/bench-scale.py.
#include <cstdio>
#include <osmium/handler.hpp>
#include <osmium/io/pbf_input.hpp>
#include <osmium/visitor.hpp>

struct Counts : public osmium::handler::Handler {
  long nodes = 0, ways = 0, relations = 0, tags = 0, refs = 0;
  void node(const osmium::Node& n) { nodes++; tags += n.tags().size(); }
  void way(const osmium::Way& w) { ways++; tags += w.tags().size(); refs += w.nodes().size(); }
  void relation(const osmium::Relation& r) { relations++; tags += r.tags().size(); }
};

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: osmium-count IN.osm.pbf\n");
    return 2;
  }
  try {
    osmium::io::Reader reader{argv[1]};
    Counts counts;
    osmium::apply(reader, counts);
    reader.close();
    std::printf("%ld nodes %ld ways %ld relations %ld tags %ld refs\n", counts.nodes, counts.ways,
                counts.relations, counts.tags, counts.refs);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "osmium-count: %s\n", error.what());
    return 2;
  }
  return 0;
}
