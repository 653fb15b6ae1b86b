/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-random.h"

void
ml_rand_set_seed (MlRand *self, guint32 seed)
{
  /* GRand's seeding (its default since GLib 2.2): Knuth's multiplier, words untwisted. */
  self->mt[0] = seed;
#pragma GCC unroll 8
  for (guint i = 1; i < ML_RAND_WORDS; i++)
    self->mt[i] = 1812433253u * (self->mt[i - 1] ^ (self->mt[i - 1] >> 30)) + i;
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
