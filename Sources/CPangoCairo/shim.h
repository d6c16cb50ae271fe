#include <pango/pangocairo.h>

// Pango's unit conversion is a macro, which Swift does not import.
static const int HAIL_PANGO_SCALE = PANGO_SCALE;
