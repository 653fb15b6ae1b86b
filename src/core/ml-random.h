/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The random numbers of random games: the Mersenne Twister (MT19937) with GRand's seeding,
 * so a seed gives the very numbers g_rand_new_with_seed() gives, but drawn inline. Words
 * are twisted and tempered 48 at a time, in a loop the compiler vectorises: a draw is then
 * a load, where twisting each word as drawn cost several times as much, and a game of
 * about 213 draws (a shuffle, then a placement and a meeple a turn) twists 240 words, not
 * all 624. A range is mapped by a multiplication rather than g_rand_int_range()'s
 * divisions. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ML_RAND_WORDS 624
#define ML_RAND_BATCH 8         /* generators ml_rand_set_seeds() seeds at once */

/* Plain data: a copy draws the same numbers as the original from there on. */
typedef struct {
  guint32 mt[2 * ML_RAND_WORDS];  /* the state, then the words twisted from it so far */
  guint32 out[ML_RAND_WORDS];     /* those words, tempered: the numbers */
  guint next;                     /* out's next number */
  guint end;                      /* past out's last number twisted yet */
} MlRand;

MlRand *ml_rand_new_with_seed (guint32 seed);
void    ml_rand_free          (MlRand *self);
void    ml_rand_set_seed      (MlRand *self, guint32 seed);
void    ml_rand_set_seeds     (MlRand *const rands[ML_RAND_BATCH], const guint32 seeds[ML_RAND_BATCH]);
void    _ml_rand_twist        (MlRand *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlRand, ml_rand_free)

/* The next 32 random bits: g_rand_int()'s number for the same seed and draw. */
static inline guint32
ml_rand_int (MlRand *self)
{
  if (G_UNLIKELY (self->next == self->end))
    _ml_rand_twist (self);
  return self->out[self->next++];
}

/* Whether @self has given no number since it was seeded. */
static inline gboolean
ml_rand_untouched (const MlRand *self)
{
  return self->end == 0;
}

/* A number in [0, n), n > 0; the bias is below n / 2^32, nothing for ranges of a few hundred. */
static inline guint
ml_random_below (MlRand *rand, guint n)
{
  return (guint) (((guint64) ml_rand_int (rand) * n) >> 32);
}

G_END_DECLS
