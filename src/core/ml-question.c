/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A lesson's question: the "question" member read strictly (every fault named by its JSON
 * path), its answer computed from the rules, and both put in words. The member stays among
 * the scenario's extra members, so a file saved again writes it back as it was read. */
#include "config.h"
#include "ml-question.h"
#include "ml-catalogue.h"
#include "ml-json.h"
#include "ml-score.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>

static const char *const kind_ids[] = { "score", "who", "where" };

const char *
ml_question_kind_id (MlQuestionKind kind)
{
  return kind < G_N_ELEMENTS (kind_ids) ? kind_ids[kind] : "?";
}

MlQuestion *
ml_question_new (MlQuestionKind kind)
{
  MlQuestion *self = g_new0 (MlQuestion, 1);
  self->kind = kind;
  self->squares = g_array_new (FALSE, FALSE, sizeof (MlQuestionSquare));
  return self;
}

MlQuestion *
ml_question_copy (const MlQuestion *self)
{
  MlQuestion *copy = ml_question_new (self->kind);
  copy->text = g_strdup (self->text);
  copy->player = self->player;
  copy->x = self->x;
  copy->y = self->y;
  copy->at = g_strdup (self->at);
  copy->tile = g_strdup (self->tile);
  copy->score = self->score;
  copy->players = self->players;
  g_array_append_vals (copy->squares, self->squares->data, self->squares->len);
  return copy;
}

void
ml_question_free (MlQuestion *self)
{
  if (self == NULL)
    return;
  g_free (self->text);
  g_free (self->at);
  g_free (self->tile);
  g_array_unref (self->squares);
  g_free (self);
}

/* ---- reading ---------------------------------------------------------------------------- */

static gboolean G_GNUC_PRINTF (4, 5)
invalid (GError **error, const char *name, const char *path, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID, "%s: $.question%s: %s", name, path, msg);
  return FALSE;
}

static gboolean
is_int (JsonNode *node)
{
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

/* The integer member @key of @obj, within [@min, @max]. */
static gboolean
int_member (JsonObject *obj, const char *key, int min, int max, int *out, const char *name, GError **error)
{
  JsonNode *node = ml_json_member (obj, key);
  g_autofree char *path = g_strdup_printf (".%s", key);
  if (node == NULL)
    return invalid (error, name, path, _("is missing"));
  if (!is_int (node))
    return invalid (error, name, path, _("must be a whole number"));
  gint64 v = json_node_get_int (node);
  if (v < min || v > max)
    return invalid (error, name, path, _("must be between %d and %d"), (int) min, (int) max);
  *out = (int) v;
  return TRUE;
}

static gboolean
string_member (JsonObject *obj, const char *key, gboolean required, char **out, const char *name, GError **error)
{
  JsonNode *node = ml_json_member (obj, key);
  g_autofree char *path = g_strdup_printf (".%s", key);
  if (node == NULL)
    return required ? invalid (error, name, path, _("is missing")) : TRUE;
  const char *text = ml_json_string (node);
  if (text == NULL || *text == '\0')
    return invalid (error, name, path, _("must be a text that is not empty"));
  *out = g_strdup (text);
  return TRUE;
}

static gint
square_order (gconstpointer a, gconstpointer b)
{
  const MlQuestionSquare *s = a, *t = b;
  return s->y != t->y ? (s->y < t->y ? -1 : 1) : (s->x > t->x) - (s->x < t->x);
}

/* "answer" of a who question: a list of player numbers, each once. */
static gboolean
read_players (JsonArray *list, guint n_players, guint *out, const char *name, GError **error)
{
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      g_autofree char *path = g_strdup_printf (".answer[%u]", i);
      if (!is_int (node) || json_node_get_int (node) < 0 || json_node_get_int (node) >= (gint64) n_players)
        return invalid (error, name, path, _("must be a player's number, from 0 to %u"), n_players - 1);
      guint bit = 1u << json_node_get_int (node);
      if (*out & bit)
        return invalid (error, name, path, _("names a player twice"));
      *out |= bit;
    }
  return TRUE;
}

/* "answer" of a where question: a list of [x, y], each square once. */
static gboolean
read_squares (JsonArray *list, GArray *out, const char *name, GError **error)
{
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      g_autofree char *path = g_strdup_printf (".answer[%u]", i);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      if (pair == NULL || json_array_get_length (pair) != 2
          || !is_int (json_array_get_element (pair, 0)) || !is_int (json_array_get_element (pair, 1)))
        return invalid (error, name, path, _("must be a square as [x, y]"));
      gint64 x = json_array_get_int_element (pair, 0), y = json_array_get_int_element (pair, 1);
      if (x < -ML_MAX_COORD || x > ML_MAX_COORD || y < -ML_MAX_COORD || y > ML_MAX_COORD)
        return invalid (error, name, path, _("lies beyond the board's limits (±%d)"), ML_MAX_COORD);
      MlQuestionSquare sq = { (int) x, (int) y };
      for (guint j = 0; j < out->len; j++)
        if (square_order (&g_array_index (out, MlQuestionSquare, j), &sq) == 0)
          return invalid (error, name, path, _("names a square twice"));
      g_array_append_val (out, sq);
    }
  g_array_sort (out, square_order);
  return TRUE;
}

MlQuestion *
ml_question_from_scenario (const MlScenario *scenario, const char *name, GError **error)
{
  JsonNode *node = scenario->extra ? ml_json_member (scenario->extra, "question") : NULL;
  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      invalid (error, name, "", _("must be an object"));
      return NULL;
    }
  JsonObject *obj = json_node_get_object (node);
  const char *kind_text = ml_json_string (ml_json_member (obj, "kind"));
  guint kind = 0;
  while (kind < G_N_ELEMENTS (kind_ids) && g_strcmp0 (kind_text, kind_ids[kind]) != 0)
    kind++;
  if (kind == G_N_ELEMENTS (kind_ids))
    {
      invalid (error, name, ".kind", _("must be “score”, “who” or “where”"));
      return NULL;
    }
  static const char *const known[][7] = {
    { "kind", "text", "player", "answer", NULL },
    { "kind", "text", "x", "y", "at", "answer", NULL },
    { "kind", "text", "tile", "answer", NULL },
  };
  g_autoptr (GList) keys = ml_json_members (obj);
  for (GList *k = keys; k; k = k->next)
    if (!g_strv_contains (known[kind], k->data))
      {
        g_autofree char *path = g_strdup_printf (".%s", (const char *) k->data);
        g_autofree char *kind_name = ml_json_printable (k->data, ML_MAX_SHOWN_CHARS);
        invalid (error, name, path, _("a “%s” question has no member “%s”"), kind_ids[kind], kind_name);
        return NULL;
      }

  g_autoptr (MlQuestion) q = ml_question_new ((MlQuestionKind) kind);
  guint n_players = scenario->players->len;
  if (!string_member (obj, "text", FALSE, &q->text, name, error))
    return NULL;
  JsonNode *answer = ml_json_member (obj, "answer");
  if (answer == NULL)
    {
      invalid (error, name, ".answer", _("is missing"));
      return NULL;
    }
  switch (q->kind)
    {
    case ML_QUESTION_SCORE:
      if (n_players == 0)
        {
          invalid (error, name, ".player", _("the scenario has no players"));
          return NULL;
        }
      if (!int_member (obj, "player", 0, (int) n_players - 1, &q->player, name, error)
          || !int_member (obj, "answer", -ML_MAX_SCORE, ML_MAX_SCORE, &q->score, name, error))
        return NULL;
      break;
    case ML_QUESTION_WHO:
      if (!int_member (obj, "x", -ML_MAX_COORD, ML_MAX_COORD, &q->x, name, error)
          || !int_member (obj, "y", -ML_MAX_COORD, ML_MAX_COORD, &q->y, name, error)
          || !string_member (obj, "at", TRUE, &q->at, name, error))
        return NULL;
      if (!JSON_NODE_HOLDS_ARRAY (answer))
        {
          invalid (error, name, ".answer", _("must be a list of players’ numbers ([] for nobody)"));
          return NULL;
        }
      if (!read_players (json_node_get_array (answer), n_players, &q->players, name, error))
        return NULL;
      break;
    case ML_QUESTION_WHERE:
      if (!string_member (obj, "tile", TRUE, &q->tile, name, error))
        return NULL;
      if (ml_catalogue_lookup (ml_catalogue_get_default (), q->tile) == NULL)
        {
          g_autofree char *shown = ml_json_printable (q->tile, ML_MAX_SHOWN_CHARS);
          invalid (error, name, ".tile", _("unknown tile “%s”"), shown);
          return NULL;
        }
      if (!JSON_NODE_HOLDS_ARRAY (answer))
        {
          invalid (error, name, ".answer", _("must be a list of squares as [x, y]"));
          return NULL;
        }
      if (!read_squares (json_node_get_array (answer), q->squares, name, error))
        return NULL;
      break;
    }
  return g_steal_pointer (&q);
}

/* ---- writing ---------------------------------------------------------------------------- */

void
ml_question_add_answer (JsonBuilder *b, const MlQuestion *q)
{
  switch (q->kind)
    {
    case ML_QUESTION_SCORE:
      json_builder_add_int_value (b, q->score);
      break;
    case ML_QUESTION_WHO:
      json_builder_begin_array (b);
      for (int p = 0; p < ML_MAX_PLAYERS; p++)
        if ((q->players >> p) & 1)
          json_builder_add_int_value (b, p);
      json_builder_end_array (b);
      break;
    case ML_QUESTION_WHERE:
      json_builder_begin_array (b);
      for (guint i = 0; i < q->squares->len; i++)
        {
          const MlQuestionSquare *sq = &g_array_index (q->squares, MlQuestionSquare, i);
          json_builder_begin_array (b);
          json_builder_add_int_value (b, sq->x);
          json_builder_add_int_value (b, sq->y);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      break;
    }
}

void
ml_question_to_scenario (MlScenario *scenario, const MlQuestion *q)
{
  if (q == NULL)
    {
      if (scenario->extra)
        json_object_remove_member (scenario->extra, "question");
      return;
    }
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, ml_question_kind_id (q->kind));
  if (q->text)
    {
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, q->text);
    }
  switch (q->kind)
    {
    case ML_QUESTION_SCORE:
      json_builder_set_member_name (b, "player");
      json_builder_add_int_value (b, q->player);
      break;
    case ML_QUESTION_WHO:
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, q->x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, q->y);
      json_builder_set_member_name (b, "at");
      json_builder_add_string_value (b, q->at);
      break;
    case ML_QUESTION_WHERE:
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, q->tile);
      break;
    }
  json_builder_set_member_name (b, "answer");
  ml_question_add_answer (b, q);
  json_builder_end_object (b);
  if (scenario->extra == NULL)
    scenario->extra = json_object_new ();
  json_object_set_member (scenario->extra, "question", json_builder_get_root (b));
}

/* ---- the rules' answer ------------------------------------------------------------------ */

MlQuestion *
ml_question_answer_from_game (const MlQuestion *self, const MlGame *game, GError **error)
{
  g_autoptr (MlQuestion) out = ml_question_copy (self);
  g_autoptr (MlGame) copy = ml_game_copy (game);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  switch (self->kind)
    {
    case ML_QUESTION_SCORE:
      if (self->player < 0 || (guint) self->player >= copy->n_players)
        {
          g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID,
                       _("the question asks about player %d, the board has %u players"), self->player, copy->n_players);
          return NULL;
        }
      ml_game_settle_now (copy, items, finals);
      out->score = finals[self->player];
      break;
    case ML_QUESTION_WHO:
      {
        guint cell;
        int at = ml_board_piece_at (copy->board, self->x, self->y, &cell);
        const MlPiece *piece = at == ML_NO_PIECE ? NULL : ml_board_piece (copy->board, (guint) at);
        guint8 feature = piece ? ml_tile_feature_at (piece->tile, piece->rot, cell, self->at) : ML_NO_FEATURE;
        if (feature == ML_NO_FEATURE)
          {
            g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID,
                         _("the question asks about the feature at (%d, %d) “%s”, and there is none there"),
                         self->x, self->y, self->at);
            return NULL;
          }
        guint root = ml_board_find (copy->board, ml_board_feature_id (copy->board, (guint) at, feature));
        ml_game_settle_now (copy, items, finals);
        out->players = 0;
        /* The feature's own items: a module's items (a wonder's bonus) score something else. */
        for (guint i = 0; i < items->len; i++)
          {
            const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
            if (item->kind != ML_SCORE_MODULE && ml_board_find (copy->board, item->feat) == root)
              out->players |= item->winners;
          }
        break;
      }
    case ML_QUESTION_WHERE:
      {
        const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), self->tile);
        if (tile == NULL)
          {
            g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID, _("unknown tile “%s”"), self->tile);
            return NULL;
          }
        g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
        ml_game_turn_placements (copy, tile, placements);
        g_array_set_size (out->squares, 0);
        for (guint i = 0; i < placements->len; i++)
          {
            const MlPlacement *p = &g_array_index (placements, MlPlacement, i);
            MlQuestionSquare sq = { p->x, p->y };
            gboolean seen = FALSE;
            for (guint j = 0; j < out->squares->len && !seen; j++)
              seen = square_order (&g_array_index (out->squares, MlQuestionSquare, j), &sq) == 0;
            if (!seen)
              g_array_append_val (out->squares, sq);
          }
        g_array_sort (out->squares, square_order);
        break;
      }
    }
  return g_steal_pointer (&out);
}

gboolean
ml_question_same_answer (const MlQuestion *a, const MlQuestion *b)
{
  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case ML_QUESTION_SCORE:
      return a->score == b->score;
    case ML_QUESTION_WHO:
      return a->players == b->players;
    case ML_QUESTION_WHERE:
      if (a->squares->len != b->squares->len)
        return FALSE;
      for (guint i = 0; i < a->squares->len; i++)
        if (square_order (&g_array_index (a->squares, MlQuestionSquare, i),
                          &g_array_index (b->squares, MlQuestionSquare, i)) != 0)
          return FALSE;
      return TRUE;
    }
  return FALSE;
}

/* ---- words ------------------------------------------------------------------------------ */

char *
ml_question_text (const MlQuestion *self, const MlScenario *scenario)
{
  const char *translated = ml_scenario_localized (scenario, "question");
  if (translated && *translated)
    return g_strdup (translated);
  if (self->text)
    return g_strdup (self->text);
  const char *names[ML_MAX_PLAYERS];
  ml_scenario_player_names (scenario, names);
  switch (self->kind)
    {
    case ML_QUESTION_SCORE:
      return g_strdup_printf (_("What would %s score if the game ended now?"), names[self->player]);
    case ML_QUESTION_WHO:
      return g_strdup_printf (_("Who scores the feature at (%d, %d), %s?"), self->x, self->y, self->at);
    case ML_QUESTION_WHERE:
      return g_strdup_printf (_("Where may tile %s go?"), self->tile);
    }
  return g_strdup ("?");
}

char *
ml_question_answer_text (const MlQuestion *self, guint n_players, const char *const *names)
{
  switch (self->kind)
    {
    case ML_QUESTION_SCORE:
      /* Translators: the answer to "What would Alice score if the game ended now?" */
      return g_strdup_printf (_("%s would score %d"), names[self->player], self->score);
    case ML_QUESTION_WHO:
      {
        if (self->players == 0)
          return g_strdup (_("nobody scores it"));
        g_autofree char *who = ml_names_join (self->players, n_players, names);
        guint n = (guint) __builtin_popcount (self->players);
        /* Translators: the answer to "Who takes this field?": "Alice scores it", "Alice and
         * Bob score it" */
        return g_strdup_printf (ngettext ("%s scores it", "%s score it", n), who);
      }
    case ML_QUESTION_WHERE:
      {
        if (self->squares->len == 0)
          return g_strdup (_("the tile fits nowhere"));
        GString *list = g_string_new (NULL);
        for (guint i = 0; i < self->squares->len; i++)
          {
            const MlQuestionSquare *sq = &g_array_index (self->squares, MlQuestionSquare, i);
            g_string_append_printf (list, "%s(%d, %d)", i ? ", " : "", sq->x, sq->y);
          }
        g_autofree char *squares = g_string_free (list, FALSE);
        /* Translators: the answer to "Where may this tile go?", the squares listed */
        return g_strdup_printf (ngettext ("the tile may go on %u square: %s", "the tile may go on %u squares: %s",
                                          self->squares->len), self->squares->len, squares);
      }
    }
  return g_strdup ("?");
}
