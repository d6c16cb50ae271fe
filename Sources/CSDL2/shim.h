#include <SDL2/SDL.h>

// SDL's window-position macros are not imported by Swift.
static const int HAIL_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
