/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-turn-choices.h"

G_DEFINE_INTERFACE (MlTurnChoices, ml_turn_choices, G_TYPE_OBJECT)

static void
ml_turn_choices_default_init (MlTurnChoicesInterface *iface)
{
}

void
ml_turn_choices_fill (MlTurnChoices *self, MlTurnOptions *options)
{
  g_return_if_fail (ML_IS_TURN_CHOICES (self));
  g_return_if_fail (options != NULL);
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  if (iface->fill)
    iface->fill (self, options);
}

void
ml_turn_choices_played (MlTurnChoices *self, const MlGame *game)
{
  g_return_if_fail (ML_IS_TURN_CHOICES (self));
  g_return_if_fail (game != NULL);
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  if (iface->played)
    iface->played (self, game);
}

void
ml_turn_choices_apply_advice (MlTurnChoices *self, const MlAdviseMove *move, int mover)
{
  g_return_if_fail (ML_IS_TURN_CHOICES (self));
  g_return_if_fail (move != NULL);
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  if (iface->apply_advice)
    iface->apply_advice (self, move, mover);
}
