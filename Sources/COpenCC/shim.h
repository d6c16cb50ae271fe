// OpenCC's C API (opencc.h is C when __cplusplus is not defined). Its configurations (t2s.json, …)
// are in Debian's libopencc-data, under /usr/share/opencc.
#include <opencc/opencc.h>
