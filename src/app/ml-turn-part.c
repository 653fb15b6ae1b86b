/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-turn-part.h"

G_DEFINE_INTERFACE (MlTurnPart, ml_turn_part, GTK_TYPE_WIDGET)

static void
ml_turn_part_default_init (MlTurnPartInterface *iface)
{
}

void
ml_turn_part_update (MlTurnPart *self, MlDocument *document, MlBoardView *view, MlTurn *turn, GString *title)
{
  g_return_if_fail (ML_IS_TURN_PART (self));
  g_return_if_fail (title != NULL);
  MlTurnPartInterface *iface = ML_TURN_PART_GET_IFACE (self);
  if (iface->update)
    iface->update (self, document, view, turn, title);
}

void
ml_turn_part_played (MlTurnPart *self)
{
  g_return_if_fail (ML_IS_TURN_PART (self));
  MlTurnPartInterface *iface = ML_TURN_PART_GET_IFACE (self);
  if (iface->played)
    iface->played (self);
}
