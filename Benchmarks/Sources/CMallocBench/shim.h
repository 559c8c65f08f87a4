// glibc's heap statistics (mallinfo2), for the memory figures of EngineBenchmark.
#include <malloc.h>
