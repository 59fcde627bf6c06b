// A C target needs one translation unit; the wrappers are all inline in the header.
#include "CPseudoTerminal.h"
