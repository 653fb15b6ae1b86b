/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-random.h"

#include <string.h>

enum { N = ML_RAND_WORDS, M = 397, STEP = 48 };
G_STATIC_ASSERT (N % STEP == 0 && STEP % 8 == 0 && STEP <= N - M);

void
ml_rand_set_seed (MlRand *self, guint32 seed)
{
  /* GRand's seeding (its default since GLib 2.2): Knuth's multiplier, words untwisted. */
  self->mt[0] = seed;
#pragma GCC unroll 8
  for (guint i = 1; i < N; i++)
    self->mt[i] = 1812433253u * (self->mt[i - 1] ^ (self->mt[i - 1] >> 30)) + i;
  self->next = self->end = 0;
}

/* One vector of words, a generator's in each lane. */
typedef guint32 Lanes __attribute__ ((vector_size (4 * ML_RAND_BATCH)));

/* ml_rand_set_seed() of each generator, the seedings side by side: each is a chain of 624
 * steps, each waiting for the last, so they run eight at a time. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__ ((target_clones ("avx2", "default")))
#endif
void
ml_rand_set_seeds (MlRand *const rands[ML_RAND_BATCH], const guint32 seeds[ML_RAND_BATCH])
{
  Lanes x;
  guint32 *mt[ML_RAND_BATCH];
#pragma GCC unroll 8
  for (guint k = 0; k < ML_RAND_BATCH; k++)
    {
      mt[k] = rands[k]->mt;
      mt[k][0] = x[k] = seeds[k];
      rands[k]->next = rands[k]->end = 0;
    }
  for (guint i = 1; i < N; i++)
    {
      x = 1812433253u * (x ^ (x >> 30)) + i;
#pragma GCC unroll 8
      for (guint k = 0; k < ML_RAND_BATCH; k++)
        mt[k][i] = x[k];
    }
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

/* Twists the next STEP words: word N + i is word i twisted with words i + 1 and i + 397,
 * the latter itself a twisted word from i = 227 on, twisted 227 words before, so in an
 * earlier step, none being longer. Built also for AVX2, chosen when the processor has it:
 * eight words a step instead of four. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__ ((target_clones ("avx2", "default")))
#endif
void
_ml_rand_twist (MlRand *self)
{
  /* All N twisted: they are the state of the next round. */
  if (self->end == N)
    {
      memcpy (self->mt, self->mt + N, sizeof (guint32) * N);
      self->next = self->end = 0;
    }
  guint32 *mt = self->mt + self->end, *out = self->out + self->end;
  for (guint i = 0; i < STEP; i++)
    {
      mt[N + i] = twist (mt[i], mt[i + 1], mt[i + M]);
      out[i] = temper (mt[N + i]);
    }
  self->end += STEP;
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
