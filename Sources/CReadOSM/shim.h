#include <readosm.h>
