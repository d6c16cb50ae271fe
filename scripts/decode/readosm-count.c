/* Decodes an extract with readosm, as `hail import` reads it, and counts what it sees: nodes, ways,
 * relations, tags and way node references. No building: the decoder alone, for
 * scripts/bench-scale.py to time beside osmium-count.cpp (libosmium) on the same file. */
#include <readosm.h>
#include <stdio.h>

struct counts { long nodes, ways, relations, tags, refs; };

static int node(const void *user, const readosm_node *n) {
  struct counts *c = (struct counts *)user;
  c->nodes++;
  c->tags += n->tag_count;
  return READOSM_OK;
}

static int way(const void *user, const readosm_way *w) {
  struct counts *c = (struct counts *)user;
  c->ways++;
  c->tags += w->tag_count;
  c->refs += w->node_ref_count;
  return READOSM_OK;
}

static int relation(const void *user, const readosm_relation *r) {
  struct counts *c = (struct counts *)user;
  c->relations++;
  c->tags += r->tag_count;
  return READOSM_OK;
}

int main(int argc, char **argv) {
  const void *handle;
  struct counts c = {0};
  if (argc != 2) {
    fprintf(stderr, "usage: readosm-count IN.osm.pbf\n");
    return 2;
  }
  if (readosm_open(argv[1], &handle) != READOSM_OK) {
    fprintf(stderr, "readosm-count: cannot open %s\n", argv[1]);
    return 2;
  }
  int status = readosm_parse(handle, &c, node, way, relation);
  readosm_close(handle);
  if (status != READOSM_OK) {
    fprintf(stderr, "readosm-count: %s: readosm error %d\n", argv[1], status);
    return 2;
  }
  printf("%ld nodes %ld ways %ld relations %ld tags %ld refs\n", c.nodes, c.ways, c.relations, c.tags, c.refs);
  return 0;
}
