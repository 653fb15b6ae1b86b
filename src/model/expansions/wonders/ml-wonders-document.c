/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's edits of who holds which wonder and what lies on it: a wonder laid with an
 * owner, its owner, slots and port changed. */
#include "config.h"
#include "ml-document-private.h"
#include "wonders/ml-wonders.h"
#include "ml-wonders-document.h"
#include "wonders/ml-wonders-scenario.h"

#include <glib/gi18n-lib.h>

/* ---- who holds which wonder ------------------------------------------------------------ */

/* @strv without @id; NULL when nothing is left. */
static void
strv_remove (char ***strv, const char *id)
{
  if (*strv == NULL)
    return;
  guint n = 0;
  for (guint i = 0; (*strv)[i]; i++)
    {
      if (g_str_equal ((*strv)[i], id))
        g_free ((*strv)[i]);
      else
        (*strv)[n++] = (*strv)[i];
    }
  (*strv)[n] = NULL;
  if (n == 0)
    g_clear_pointer (strv, g_strfreev);
}

static void
strv_add (char ***strv, const char *id)
{
  if (*strv && g_strv_contains ((const char *const *) *strv, id))
    return;
  guint n = *strv ? g_strv_length (*strv) : 0;
  *strv = g_renew (char *, *strv, n + 2);
  (*strv)[n] = g_strdup (id);
  (*strv)[n + 1] = NULL;
}

/* Whether @player may take @id besides the wonders they hold: two at most. */
static gboolean
can_hold (const MlScenario *scenario, int player, const char *id, GError **error)
{
  const MlScenarioPlayer *p = g_ptr_array_index (scenario->players, player);
  g_auto (GStrv) held = ml_wonders_scenario_held (scenario, (guint) player);
  guint others = 0;
  for (guint i = 0; held && held[i]; i++)
    others += !g_str_equal (held[i], id);
  if (others < 2)
    return TRUE;
  g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_HOLDS_ENOUGH,
               _("%s already holds two wonders, the most a player may hold."), p->name);
  return FALSE;
}

/* Moves wonder @id from @from's wonders (or from none) to @to's (or to none), taking it out
 * of the wonders still to take, or putting it back among them when it has no owner any more
 * and the file lists them. */
static void
hand_over (MlScenario *scenario, const char *id, int from, int to)
{
  if (from >= 0)
    {
      g_auto (GStrv) held = ml_wonders_scenario_held (scenario, (guint) from);
      strv_remove (&held, id);
      ml_wonders_scenario_set_held (scenario, (guint) from, (const char *const *) held);
    }
  g_auto (GStrv) left = ml_wonders_scenario_left (scenario);
  if (to >= 0)
    {
      g_auto (GStrv) held = ml_wonders_scenario_held (scenario, (guint) to);
      strv_add (&held, id);
      ml_wonders_scenario_set_held (scenario, (guint) to, (const char *const *) held);
      if (left == NULL)
        return;
      strv_remove (&left, id);
    }
  else if (left)
    strv_add (&left, id);
  else
    return;
  ml_wonders_scenario_set_left (scenario, (const char *const *) left);
}

void
_ml_document_lay_owned (MlScenario *scenario, MlScenarioPiece *p, const MlTileDef *def, int owner)
{
  if (!ml_tile_is_wonder (def) || !can_hold (scenario, owner, def->id, NULL))
    return;
  p->owner = owner;
  hand_over (scenario, def->id, -1, owner);
}

/* Whether @tile can take @owner, @slots and @port: ml_wonders_state_ok(), rule by rule, so
 * that the refusal says which. */
static gboolean
wonder_state_ok (const MlTileDef *tile, const MlReadings *readings, int owner, guint slots, guint port, GError **error)
{
  if (owner < 0 && (slots > 0 || port > 0))
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_OWNER,
                           _("A wonder without an owner has no meeples in its slots or its port."));
      return FALSE;
    }
  if (port > 0 && !tile->port)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PORT, _("This wonder has no port."));
      return FALSE;
    }
  for (guint k = 1; k <= slots; k++)
    if (ml_wonders_slot_points (readings, tile, k) == 0)
      {
        g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_SLOT,
                     _("This wonder has no slot %u for a meeple."), k);
        return FALSE;
      }
  return TRUE;
}

gboolean
ml_document_set_wonder (MlDocument *self, guint piece, int owner, guint slots, guint port, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  int si = _ml_document_scenario_piece_or_error (self, piece, error);
  if (si < 0 || (owner != -1 && !_ml_document_player_ok (self, owner, error)))
    return FALSE;
  if (port > ML_MAX_PORT)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                   _("A port holds 0 to 99 meeples, not %u."), port);
      return FALSE;
    }
  const MlPiece *bp = ml_board_piece (self->layout->game->board, piece);
  const MlTileDef *tile = bp->tile;
  if (!ml_tile_is_wonder (tile))
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NOT_ITS_PIECE, _("Tile %s is not a wonder."), tile->id);
      return FALSE;
    }
  if (!wonder_state_ok (tile, &self->layout->game->readings, owner, slots, port, error))
    return FALSE;
  if (bp->owner == owner && bp->slots == slots && bp->port == port)
    return TRUE;
  if (owner >= 0 && owner != bp->owner && !can_hold (self->scenario, owner, tile->id, error))
    return FALSE;

  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  MlScenarioPiece *p = g_ptr_array_index (edit.scenario->pieces, si);
  if (owner != p->owner)
    {
      hand_over (edit.scenario, tile->id, p->owner, owner);
      /* Its effects waited for the old owner's next turn: the new owner's have started. */
      p->inactive = FALSE;
    }
  p->owner = owner;
  p->slots = (int) slots;
  p->port = (int) port;
  return _ml_document_edit_commit (self, &edit, error);
}
