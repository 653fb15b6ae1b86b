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

const char *
ml_turn_choices_instruction (MlTurnChoices *self, const MlTileDef *hand, guint step, const MlTurnOptions *options)
{
  g_return_val_if_fail (ML_IS_TURN_CHOICES (self), NULL);
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  return iface->instruction ? iface->instruction (self, hand, step, options) : NULL;
}

void
ml_turn_choices_preview (MlTurnChoices *self, MlBoard *board, guint piece, const MlTileDef *hand, int player,
                         const MlTurnOptions *options)
{
  g_return_if_fail (ML_IS_TURN_CHOICES (self));
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  if (iface->preview)
    iface->preview (self, board, piece, hand, player, options);
}

gboolean
ml_turn_choices_check_meeple (MlTurnChoices *self, const MlTileDef *hand, guint feature, const MlTurnOptions *options,
                              guint left, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN_CHOICES (self), FALSE);
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  return iface->check_meeple ? iface->check_meeple (self, hand, feature, options, left, error) : TRUE;
}

int
ml_turn_choices_take_action (MlTurnChoices *self, const MlTileDef *hand, MlActionKind action, guint left,
                             MlTurnOptions *options, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN_CHOICES (self), ML_TURN_CHOICES_PLAY);
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  return iface->take_action ? iface->take_action (self, hand, action, left, options, error) : ML_TURN_CHOICES_PLAY;
}

void
ml_turn_choices_target (MlTurnChoices *self, guint piece, MlTurnOptions *options)
{
  g_return_if_fail (ML_IS_TURN_CHOICES (self));
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  if (iface->target)
    iface->target (self, piece, options);
}

guint
ml_turn_choices_advice_steps (MlTurnChoices *self, const MlTileDef *hand, const MlAdviseMove *move,
                              MlActionKind *action)
{
  g_return_val_if_fail (ML_IS_TURN_CHOICES (self), 0);
  g_return_val_if_fail (move != NULL && action != NULL, 0);
  MlTurnChoicesInterface *iface = ML_TURN_CHOICES_GET_IFACE (self);
  return iface->advice_steps ? iface->advice_steps (self, hand, move, action) : 0;
}
