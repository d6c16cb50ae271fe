#include <gif_lib.h>

// giflib's extension codes are macros, which Swift does not import.
static const int HAIL_GIF_GRAPHICS_EXT = GRAPHICS_EXT_FUNC_CODE;
static const int HAIL_GIF_APPLICATION_EXT = APPLICATION_EXT_FUNC_CODE;
static const int HAIL_GIF_ERROR = GIF_ERROR;
