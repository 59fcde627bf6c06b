// A C target needs one translation unit; compiling the header here also makes a missing
// libncurses-dev stop the build at its #error, before any Swift module tries to import it.
#include "CNcursesw.h"
