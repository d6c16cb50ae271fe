#include <SDL2/SDL.h>

// Swift does not import function-like or cast macros; these re-export the ones SDLHost needs.

// SDL's window-position macros.
static const int HAIL_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;

// The left button's bit in a motion event's button state: SDL_BUTTON(SDL_BUTTON_LEFT).
static const Uint32 HAIL_SDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
