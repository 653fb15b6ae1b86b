/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-random.h"

enum { N = ML_RAND_WORDS, M = 397 };

void
ml_rand_set_seed (MlRand *self, guint32 seed)
{
  /* GRand's seeding (its default since GLib 2.2): Knuth's multiplier, words untwisted. */
  self->mt[0] = seed;
#pragma GCC unroll 8
  for (guint i = 1; i < N; i++)
    self->mt[i] = 1812433253u * (self->mt[i - 1] ^ (self->mt[i - 1] >> 30)) + i;
  self->next = N;
}

static inline guint32
twist (guint32 word, guint32 after, guint32 far)
{
  guint32 y = (word & 0x80000000u) | (after & 0x7fffffffu);
  return far ^ (y >> 1) ^ (-(after & 1u) & 0x9908b0dfu);
}

static inline guint32
temper (guint32 y)
{
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}

/* Word i's twist reads word i + 1, still old, and word i + 397, old below 227 and new from
 * there on (already twisted 227 words earlier, farther than a vector reaches); the last
 * word reads word 0, new. Built also for AVX2, chosen when the processor has it: eight
 * words a step instead of four. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__ ((target_clones ("avx2", "default")))
#endif
void
_ml_rand_twist (MlRand *self)
{
  guint32 *mt = self->mt, *out = self->out;
  for (guint i = 0; i < N - M; i++)
    {
      mt[i] = twist (mt[i], mt[i + 1], mt[i + M]);
      out[i] = temper (mt[i]);
    }
  for (guint i = N - M; i < N - 1; i++)
    {
      mt[i] = twist (mt[i], mt[i + 1], mt[i + M - N]);
      out[i] = temper (mt[i]);
    }
  mt[N - 1] = twist (mt[N - 1], mt[0], mt[M - 1]);
  out[N - 1] = temper (mt[N - 1]);
  self->next = 0;
}

MlRand *
ml_rand_new_with_seed (guint32 seed)
{
  MlRand *self = g_new (MlRand, 1);
  ml_rand_set_seed (self, seed);
  return self;
}

void
ml_rand_free (MlRand *self)
{
  g_free (self);
}
