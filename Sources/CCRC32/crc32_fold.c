#include "CCRC32.h"

#include <zlib.h>

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

/* Whether this processor has PCLMULQDQ and SSE4.1 (CPUID leaf 1, ECX). Asked on each call of 64
   bytes or more: a few hundred cycles beside the tens of thousands the call takes. */
static int can_fold(void) {
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
  return (ecx & bit_PCLMUL) != 0 && (ecx & bit_SSE4_1) != 0;
}

/* CRC-32 (ISO-HDLC, zlib's) of whole 16-byte blocks by carry-less multiplication: V. Gopal et al.,
   "Fast CRC Computation for Generic Polynomials Using PCLMULQDQ Instruction" (Intel, 2009), with
   the bit-reflected constants given at the end of that paper (k1 ... k5, the polynomial and
   Barrett's mu), as zlib's own x86 port (Chromium's crc32_simd.c) uses them. `crc` and the result
   are the running register (not inverted). `length` is a multiple of 16, at least 64. */
__attribute__((target("pclmul,sse4.1")))
static uint32_t fold(const uint8_t *bytes, size_t length, uint32_t crc) {
  const __m128i k1k2 = _mm_set_epi64x(0x01c6e41596, 0x0154442bd4);
  const __m128i k3k4 = _mm_set_epi64x(0x00ccaa009e, 0x01751997d0);
  const __m128i k5k0 = _mm_set_epi64x(0, 0x0163cd6124);
  const __m128i poly = _mm_set_epi64x(0x01f7011641, 0x01db710641);
  __m128i x0, x1, x2, x3, x4, x5, x6, x7, x8;

  x1 = _mm_loadu_si128((const __m128i *)(bytes + 0x00));
  x2 = _mm_loadu_si128((const __m128i *)(bytes + 0x10));
  x3 = _mm_loadu_si128((const __m128i *)(bytes + 0x20));
  x4 = _mm_loadu_si128((const __m128i *)(bytes + 0x30));
  x1 = _mm_xor_si128(x1, _mm_cvtsi32_si128((int)crc));
  x0 = k1k2;
  bytes += 64;
  length -= 64;
  /* Four 128-bit lanes folded forward 512 bits at a time. */
  while (length >= 64) {
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x6 = _mm_clmulepi64_si128(x2, x0, 0x00);
    x7 = _mm_clmulepi64_si128(x3, x0, 0x00);
    x8 = _mm_clmulepi64_si128(x4, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x2 = _mm_clmulepi64_si128(x2, x0, 0x11);
    x3 = _mm_clmulepi64_si128(x3, x0, 0x11);
    x4 = _mm_clmulepi64_si128(x4, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x5), _mm_loadu_si128((const __m128i *)(bytes + 0x00)));
    x2 = _mm_xor_si128(_mm_xor_si128(x2, x6), _mm_loadu_si128((const __m128i *)(bytes + 0x10)));
    x3 = _mm_xor_si128(_mm_xor_si128(x3, x7), _mm_loadu_si128((const __m128i *)(bytes + 0x20)));
    x4 = _mm_xor_si128(_mm_xor_si128(x4, x8), _mm_loadu_si128((const __m128i *)(bytes + 0x30)));
    bytes += 64;
    length -= 64;
  }
  /* The four lanes into one. */
  x0 = k3k4;
  x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
  x1 = _mm_xor_si128(_mm_xor_si128(x1, x2), x5);
  x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
  x1 = _mm_xor_si128(_mm_xor_si128(x1, x3), x5);
  x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
  x1 = _mm_xor_si128(_mm_xor_si128(x1, x4), x5);
  /* The remaining 16-byte blocks. */
  while (length >= 16) {
    x2 = _mm_loadu_si128((const __m128i *)bytes);
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x2), x5);
    bytes += 16;
    length -= 16;
  }
  /* 128 bits to 64. */
  x2 = _mm_clmulepi64_si128(x1, x0, 0x10);
  x3 = _mm_setr_epi32(~0, 0, ~0, 0);
  x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), x2);
  x0 = k5k0;
  x2 = _mm_srli_si128(x1, 4);
  x1 = _mm_and_si128(x1, x3);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_xor_si128(x1, x2);
  /* Barrett reduction to 32 bits. */
  x0 = poly;
  x2 = _mm_and_si128(x1, x3);
  x2 = _mm_clmulepi64_si128(x2, x0, 0x10);
  x2 = _mm_and_si128(x2, x3);
  x2 = _mm_clmulepi64_si128(x2, x0, 0x00);
  x1 = _mm_xor_si128(x1, x2);
  return (uint32_t)_mm_extract_epi32(x1, 1);
}
#endif

uint32_t hail_crc32(uint32_t crc, const void *bytes, size_t length) {
  const uint8_t *next = bytes;
#if defined(__x86_64__)
  if (length >= 64 && can_fold()) {
    size_t blocks = length & ~(size_t)15;
    crc = ~fold(next, blocks, ~crc);
    next += blocks;
    length -= blocks;
  }
#endif
  return (uint32_t)crc32_z(crc, next, length);
}
