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
G_STATIC_ASSERT (ML_RAND_BATCH == 8);

#ifdef __clang__
#define SHUFFLE(a, b, ...) __builtin_shufflevector (a, b, __VA_ARGS__)
#else
#define SHUFFLE(a, b, ...) __builtin_shuffle (a, b, (Lanes) { __VA_ARGS__ })
#endif

/* Eight steps of the seeding from @from on, one word of every generator each, into @v. */
G_ALWAYS_INLINE static inline void
seed_steps (Lanes *x, Lanes *i, Lanes v[8], guint from)
{
  const Lanes one = { 1, 1, 1, 1, 1, 1, 1, 1 };
#pragma GCC unroll 8
  for (guint k = from; k < 8; k++)
    {
      *x = 1812433253u * (*x ^ (*x >> 30)) + *i;
      *i += one;
      v[k] = *x;
    }
}

/* Words @at to @at + 7 of each generator: @v holds them word by word, a generator's in each
 * lane; the matrix is transposed in registers (pairs of words, then of pairs, then halves),
 * so each generator's eight are one store. */
G_ALWAYS_INLINE static inline void
store_words (guint32 *const mt[8], guint at, const Lanes v[8])
{
  Lanes t[8], u[8];
#pragma GCC unroll 8
  for (guint k = 0; k < 8; k += 2)
    {
      t[k] = SHUFFLE (v[k], v[k + 1], 0, 8, 1, 9, 4, 12, 5, 13);
      t[k + 1] = SHUFFLE (v[k], v[k + 1], 2, 10, 3, 11, 6, 14, 7, 15);
    }
#pragma GCC unroll 8
  for (guint k = 0; k < 8; k += 4)
    {
      u[k] = SHUFFLE (t[k], t[k + 2], 0, 1, 8, 9, 4, 5, 12, 13);
      u[k + 1] = SHUFFLE (t[k], t[k + 2], 2, 3, 10, 11, 6, 7, 14, 15);
      u[k + 2] = SHUFFLE (t[k + 1], t[k + 3], 0, 1, 8, 9, 4, 5, 12, 13);
      u[k + 3] = SHUFFLE (t[k + 1], t[k + 3], 2, 3, 10, 11, 6, 7, 14, 15);
    }
#pragma GCC unroll 8
  for (guint l = 0; l < 4; l++)
    {
      Lanes low = SHUFFLE (u[l], u[l + 4], 0, 1, 2, 3, 8, 9, 10, 11);
      Lanes high = SHUFFLE (u[l], u[l + 4], 4, 5, 6, 7, 12, 13, 14, 15);
      memcpy (mt[l] + at, &low, sizeof low);
      memcpy (mt[l + 4] + at, &high, sizeof high);
    }
}

/* ml_rand_set_seed() of each generator, the seedings side by side: each is a chain of 624
 * steps, each waiting for the last, so they run eight at a time. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__ ((target_clones ("avx2", "default")))
#endif
void
ml_rand_set_seeds (MlRand *const rands[ML_RAND_BATCH], const guint32 seeds[ML_RAND_BATCH])
{
  Lanes x, v[8], i = { 1, 1, 1, 1, 1, 1, 1, 1 };
  guint32 *mt[ML_RAND_BATCH];
#pragma GCC unroll 8
  for (guint k = 0; k < ML_RAND_BATCH; k++)
    {
      mt[k] = rands[k]->mt;
      x[k] = seeds[k];
      rands[k]->next = rands[k]->end = 0;
    }
  v[0] = x;
  seed_steps (&x, &i, v, 1);
  store_words (mt, 0, v);
  for (guint at = 8; at < N; at += 8)
    {
      seed_steps (&x, &i, v, 0);
      store_words (mt, at, v);
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
