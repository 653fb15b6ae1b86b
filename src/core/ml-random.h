/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random choices for random games: GRand's numbers, mapped to a range by a multiplication
 * rather than g_rand_int_range()'s divisions, which were a tenth of a random game's time. */
#pragma once

#include <glib.h>

/* A number in [0, n), n > 0; the bias is below n / 2^32, nothing for ranges of a few hundred. */
static inline guint
ml_random_below (GRand *rand, guint n)
{
  return (guint) (((guint64) g_rand_int (rand) * n) >> 32);
}
