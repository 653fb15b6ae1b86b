/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's edits of the game's setting: its expansions, the players and whose turn
 * it is, its title and description. */
#include "config.h"
#include "ml-document-private.h"
#include "ml-colours.h"

#include <glib/gi18n-lib.h>

gboolean
ml_document_set_expansions (MlDocument *self, guint expansions, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (expansions & ~ml_expansions_all ())
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE, _("There is no expansion %#x."),
                   expansions & ~ml_expansions_all ());
      return FALSE;
    }
  if (expansions == self->scenario->expansions)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  edit.scenario->expansions = expansions;
  return _ml_document_edit_commit (self, &edit, error);
}

/* NULL for NULL, an empty or a blank string. */
static char *
dup_nonblank (const char *text)
{
  if (text == NULL)
    return NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  return *stripped ? g_strdup (text) : NULL;
}

gboolean
ml_document_set_player (MlDocument *self, guint player, const char *name, const char *color, int score, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_autofree char *new_name = dup_nonblank (name);
  g_autofree char *new_color = dup_nonblank (color);
  if (!_ml_document_player_ok (self, player, error))
    return FALSE;
  if (new_name == NULL)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_BLANK_NAME, _("A player needs a name."));
      return FALSE;
    }
  if (score < 0 || score > MAX_SCORE)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                   _("A score on the track goes from 0 to %d, not %d."), MAX_SCORE, score);
      return FALSE;
    }
  const MlScenarioPlayer *p = g_ptr_array_index (self->scenario->players, player);
  if (g_strcmp0 (p->name, new_name) == 0 && g_strcmp0 (p->color, new_color) == 0 && p->score == score)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  MlScenarioPlayer *q = g_ptr_array_index (edit.scenario->players, player);
  g_free (q->name);
  q->name = g_steal_pointer (&new_name);
  g_free (q->color);
  q->color = g_steal_pointer (&new_color);
  q->score = score;
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_set_computer (MlDocument *self, guint player, MlSeat seat, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!_ml_document_player_ok (self, player, error))
    return FALSE;
  if (seat >= ML_N_SEATS)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE, _("No such computer player."));
      return FALSE;
    }
  if (((const MlScenarioPlayer *) g_ptr_array_index (self->scenario->players, player))->computer == seat)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  ((MlScenarioPlayer *) g_ptr_array_index (edit.scenario->players, player))->computer = seat;
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_add_player (MlDocument *self, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  GPtrArray *players = self->scenario->players;
  if (players->len >= ML_MAX_PLAYERS)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FULL, _("A game has %d players at most."), ML_MAX_PLAYERS);
      return FALSE;
    }
  /* The first default colour no player wears yet, with its name. */
  guint which = 0;
  for (; which < ML_MAX_PLAYERS; which++)
    {
      gboolean taken = FALSE;
      for (guint i = 0; i < players->len && !taken; i++)
        taken = ml_player_color_find (((MlScenarioPlayer *) g_ptr_array_index (players, i))->color) == (int) which;
      if (!taken)
        break;
    }
  if (which == ML_MAX_PLAYERS)
    which = players->len;
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  _ml_document_add_default_player (edit.scenario, which);
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_remove_player (MlDocument *self, guint player, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  guint n = self->scenario->players->len;
  if (!_ml_document_player_ok (self, player, error))
    return FALSE;
  if (n <= 2)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FEW_PLAYERS, _("A game needs two players at least."));
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  MlScenario *s = edit.scenario;
  g_ptr_array_remove_index (s->players, player);
  for (guint i = s->meeples->len; i-- > 0;)
    {
      MlScenarioMeeple *m = g_ptr_array_index (s->meeples, i);
      if (m->player == (int) player)
        g_ptr_array_remove_index (s->meeples, i);
      else if (m->player > (int) player)
        m->player--;
    }
  for (guint i = 0; i < s->pieces->len; i++)
    {
      MlScenarioPiece *p = g_ptr_array_index (s->pieces, i);
      if (p->owner == (int) player)
        p->owner = -1;
      else if (p->owner > (int) player)
        p->owner--;
    }
  /* The turn stays with the same player, or passes to the next one when it was the removed
   * player's. */
  if (s->turn > player)
    s->turn--;
  else if (s->turn == player && s->turn >= s->players->len)
    s->turn = 0;
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_set_turn (MlDocument *self, guint player, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!_ml_document_player_ok (self, player, error))
    return FALSE;
  if (player == self->scenario->turn)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  edit.scenario->turn = player;
  return _ml_document_edit_commit (self, &edit, error);
}

/* @extra without the translations of the texts @stale names ("title", "description"): a
 * new text has none yet, and the old ones would be shown in its place in those languages
 * (ml_scenario_localized). A new object: copies of the scenario share their unknown
 * members, and the undo history keeps the old ones. NULL when nothing is left. */
static JsonObject *
without_translations (JsonObject *extra, const char *const *stale)
{
  JsonObject *kept = json_object_new ();
  JsonObjectIter iter;
  const char *name;
  JsonNode *node;
  json_object_iter_init (&iter, extra);
  while (json_object_iter_next (&iter, &name, &node))
    {
      if (!g_str_equal (name, "translations") || !JSON_NODE_HOLDS_OBJECT (node))
        {
          json_object_set_member (kept, name, json_node_copy (node));
          continue;
        }
      JsonObject *languages = json_object_new ();
      JsonObjectIter lang_iter;
      const char *lang;
      JsonNode *texts;
      json_object_iter_init (&lang_iter, json_node_get_object (node));
      while (json_object_iter_next (&lang_iter, &lang, &texts))
        {
          if (!JSON_NODE_HOLDS_OBJECT (texts))
            {
              json_object_set_member (languages, lang, json_node_copy (texts));
              continue;
            }
          JsonObject *left = json_object_new ();
          JsonObjectIter text_iter;
          const char *key;
          JsonNode *text;
          json_object_iter_init (&text_iter, json_node_get_object (texts));
          while (json_object_iter_next (&text_iter, &key, &text))
            if (!g_strv_contains (stale, key))
              json_object_set_member (left, key, json_node_copy (text));
          if (json_object_get_size (left) > 0)
            json_object_set_object_member (languages, lang, left);
          else
            json_object_unref (left);
        }
      if (json_object_get_size (languages) > 0)
        json_object_set_object_member (kept, name, languages);
      else
        json_object_unref (languages);
    }
  if (json_object_get_size (kept) > 0)
    return kept;
  json_object_unref (kept);
  return NULL;
}

/* A text that changes loses its translations (without_translations()). */
gboolean
ml_document_set_text (MlDocument *self, const char *title, const char *description, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_autofree char *new_title = dup_nonblank (title);
  g_autofree char *new_description = dup_nonblank (description);
  if (g_strcmp0 (new_title, self->scenario->title) == 0
      && g_strcmp0 (new_description, self->scenario->description) == 0)
    return TRUE;
  const char *stale[3] = { NULL };
  guint n_stale = 0;
  if (g_strcmp0 (new_title, self->scenario->title) != 0)
    stale[n_stale++] = "title";
  if (g_strcmp0 (new_description, self->scenario->description) != 0)
    stale[n_stale++] = "description";
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  if (edit.scenario->extra && json_object_has_member (edit.scenario->extra, "translations"))
    {
      JsonObject *extra = without_translations (edit.scenario->extra, stale);
      json_object_unref (edit.scenario->extra);
      edit.scenario->extra = extra;
    }
  g_free (edit.scenario->title);
  edit.scenario->title = g_steal_pointer (&new_title);
  g_free (edit.scenario->description);
  edit.scenario->description = g_steal_pointer (&new_description);
  return _ml_document_edit_commit (self, &edit, error);
}
