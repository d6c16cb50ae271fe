#ifndef HAIL_CCRC32_H
#define HAIL_CCRC32_H

#include <stddef.h>
#include <stdint.h>

/// zlib's CRC-32 (the ISO-HDLC polynomial, `crc32_z`'s value) of `length` bytes, continuing `crc`
/// (0 to start). On x86-64 processors with PCLMULQDQ the 16-byte blocks are folded by carry-less
/// multiplication, about ten times fewer instructions than zlib's tables; elsewhere, and for the
/// last few bytes, zlib computes it.
uint32_t hail_crc32(uint32_t crc, const void *bytes, size_t length);

#endif
