/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The random numbers of random games: the Mersenne Twister (MT19937) with GRand's seeding,
 * so a seed gives the very numbers g_rand_new_with_seed() gives, but drawn inline and
 * twisted one word at a time as drawn: a game of about 200 draws no longer pays for a
 * library call per draw and a twist of all 624 words. A range is mapped by a
 * multiplication rather than g_rand_int_range()'s divisions. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ML_RAND_WORDS 624

typedef struct {
  guint32 mt[ML_RAND_WORDS + 1];   /* the last: word 0 once twisted, for the last word's twist */
  guint next;          /* the word drawn next; words from it on are not twisted yet */
} MlRand;

MlRand *ml_rand_new_with_seed (guint32 seed);
void    ml_rand_free          (MlRand *self);
void    ml_rand_set_seed      (MlRand *self, guint32 seed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlRand, ml_rand_free)

/* The next 32 random bits: g_rand_int()'s number for the same seed and draw. */
static inline guint32
ml_rand_int (MlRand *self)
{
  enum { M = 397 };
  guint k = self->next;
  guint32 *mt = self->mt;
  /* Word k's twist reads word k + 1 (still old, or word 0 already new for the last word)
   * and word k + 397 (old below 227, already new above): in draw order, as a whole-array
   * twist would. */
  guint32 y = (mt[k] & 0x80000000u) | (mt[k + 1] & 0x7fffffffu);
  guint32 far = mt[k + M < ML_RAND_WORDS ? k + M : k + M - ML_RAND_WORDS];
  y = mt[k] = far ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
  if (G_UNLIKELY (k == 0))
    mt[ML_RAND_WORDS] = y;
  self->next = k + 1 < ML_RAND_WORDS ? k + 1 : 0;
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

/* A number in [0, n), n > 0; the bias is below n / 2^32, nothing for ranges of a few hundred. */
static inline guint
ml_random_below (MlRand *rand, guint n)
{
  return (guint) (((guint64) ml_rand_int (rand) * n) >> 32);
}

G_END_DECLS
