/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders in game records (docs/scenario-format.md, "record"): the members of a move
 * beyond its piece and meeples, read and checked, turned into the turn's choices and back;
 * and the wonders left to take when a record began, for a start written without them. A
 * move's members, in the order the record writes them:
 *   "action"          "slot" or "unslot": a meeple into the Taj Mahal's next slot, or the
 *                     last one back, instead of meeples on the tile;
 *   "from_port"       {"x", "y", "at"}: the Cothon's port meeple onto a feature instead;
 *   "cothon_port"     meeples put into the Cothon's port as it is taken (0 to 2);
 *   "to_port"         true: the Cothon owner's meeples that come home go to its port;
 *   "cothon_meeples"  meeples put on the Cothon's features as it is taken;
 *   "wonder_for"      [{"player": P, "wonder": ID}, …] and "order" [P, …]: who takes
 *   "order"           which wonder when several reach the pairs on one turn, in which order;
 *   "slots"           meeples put into the Taj Mahal's slots as it is laid (0 to 2);
 *   "wonder"          the wonder taken on reaching the pairs;
 *   "keep"            Abu Simbel: the tile kept face down for the next turn. */
#include "config.h"
#include "ml-wonders-members.h"
#include "ml-wonders-state.h"
#include "ml-wonders.h"
#include "ml-json.h"
#include "ml-limits.h"
#include "ml-record-members.h"

#include <glib/gi18n-lib.h>
#include <string.h>

const char *const _ml_wonders_move_members[] = {
  "action", "from_port", "cothon_port", "to_port", "cothon_meeples", "wonder_for", "order", "slots",
  "wonder", "keep", NULL
};

/* ---- reading a move --------------------------------------------------------------------- */

/* What the members of one move say, as read: the record writes them from here. */
typedef struct {
  char *action;                       /* "slot", "unslot" or NULL */
  gboolean from_port;
  MlRecordMeeple port;                /* from_port: where the port meeple goes */
  gint64 cothon_port;
  gboolean to_port;
  guint n_cothon;
  MlRecordMeeple cothon[2];
  char *wonder_for[ML_MAX_PLAYERS];
  guint n_order;
  guint8 order[ML_MAX_PLAYERS];
  gint64 slots;
  char *wonder;
  char *keep;
} Move;

static void
move_clear (Move *m)
{
  g_free (m->action);
  g_free (m->port.at);
  for (guint i = 0; i < G_N_ELEMENTS (m->cothon); i++)
    g_free (m->cothon[i].at);
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    g_free (m->wonder_for[p]);
  g_free (m->wonder);
  g_free (m->keep);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Move, move_clear)

/* "wonder_for" and "order", the choices when players reach the pairs on one turn. */
static gboolean
read_wonder_choices (MlFieldCtx *ctx, JsonObject *obj, const char *path, Move *m)
{
  JsonNode *wonder_for = ml_json_member (obj, "wonder_for");
  JsonNode *order = ml_json_member (obj, "order");
  /* Nearly every move has neither: then no path is made for errors it cannot have. */
  if (wonder_for == NULL && order == NULL)
    return TRUE;
  g_autofree char *where = g_strdup_printf ("%s.wonder_for", path);
  if (wonder_for && !JSON_NODE_HOLDS_ARRAY (wonder_for))
    return ml_field_invalid (ctx, where, _("must be a list"));
  JsonArray *array = wonder_for ? json_node_get_array (wonder_for) : NULL;
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    {
      static const char *const known[] = { "player", "wonder", NULL };
      g_autofree char *item = g_strdup_printf ("%s[%u]", where, i);
      JsonNode *node = json_array_get_element (array, i);
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return ml_field_invalid (ctx, item, _("must be an object"));
      gint64 player = 0;
      g_autofree char *wonder = NULL;
      if (!ml_field_only_known (ctx, json_node_get_object (node), item, known)
          || !ml_field_int (ctx, json_node_get_object (node), "player", item, TRUE, 0, ML_MAX_PLAYERS - 1, &player)
          || !ml_field_string (ctx, json_node_get_object (node), "wonder", item, TRUE, &wonder))
        return FALSE;
      if (m->wonder_for[player])
        return ml_field_invalid (ctx, item, _("player %lld's wonder is given twice"), (long long) player);
      m->wonder_for[player] = g_steal_pointer (&wonder);
    }
  g_autofree char *owhere = g_strdup_printf ("%s.order", path);
  if (order && (!JSON_NODE_HOLDS_ARRAY (order) || json_array_get_length (json_node_get_array (order)) > ML_MAX_PLAYERS))
    return ml_field_invalid (ctx, owhere, _("must be a list of players"));
  array = order ? json_node_get_array (order) : NULL;
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 player = -1;
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        player = json_node_get_int (node);
      gboolean twice = FALSE;
      for (guint k = 0; k < m->n_order; k++)
        twice |= m->order[k] == player;
      if (player < 0 || player >= ML_MAX_PLAYERS || twice)
        return ml_field_invalid (ctx, owhere, _("must be a list of players"));
      m->order[m->n_order++] = (guint8) player;
    }
  return TRUE;
}

static gboolean
read_members (MlFieldCtx *ctx, JsonObject *obj, const char *path, Move *m)
{
  if (!ml_field_string (ctx, obj, "wonder", path, FALSE, &m->wonder)
      || !ml_field_string (ctx, obj, "keep", path, FALSE, &m->keep)
      || !ml_field_int (ctx, obj, "slots", path, FALSE, 0, 2, &m->slots)
      || !ml_field_int (ctx, obj, "cothon_port", path, FALSE, 0, 2, &m->cothon_port)
      || !ml_field_string (ctx, obj, "action", path, FALSE, &m->action))
    return FALSE;
  JsonNode *to_port = ml_json_member (obj, "to_port");
  if (to_port && (!JSON_NODE_HOLDS_VALUE (to_port) || json_node_get_value_type (to_port) != G_TYPE_BOOLEAN))
    {
      g_autofree char *where = g_strdup_printf ("%s.to_port", path);
      return ml_field_invalid (ctx, where, _("must be true or false"));
    }
  m->to_port = to_port && json_node_get_boolean (to_port);
  JsonNode *from_port = ml_json_member (obj, "from_port");
  if (from_port)
    {
      g_autofree char *where = g_strdup_printf ("%s.from_port", path);
      if (!ml_record_read_meeple (ctx, from_port, where, &m->port))
        return FALSE;
      m->from_port = TRUE;
    }
  if (m->action && from_port)
    return ml_field_invalid (ctx, path, _("meeples and an action are one choice each: choose one"));
  if (m->action && !g_str_equal (m->action, "slot") && !g_str_equal (m->action, "unslot"))
    {
      g_autofree char *where = g_strdup_printf ("%s.action", path);
      return ml_field_invalid (ctx, where, _("must be \"slot\" or \"unslot\""));
    }
  if (!read_wonder_choices (ctx, obj, path, m))
    return FALSE;
  JsonNode *cothon = ml_json_member (obj, "cothon_meeples");
  if (cothon)
    {
      g_autofree char *where = g_strdup_printf ("%s.cothon_meeples", path);
      if (!JSON_NODE_HOLDS_ARRAY (cothon) || json_array_get_length (json_node_get_array (cothon)) > 2)
        return ml_field_invalid (ctx, where, _("must be a list of at most 2 meeples"));
      JsonArray *array = json_node_get_array (cothon);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *mpath = g_strdup_printf ("%s[%u]", where, i);
          m->n_cothon = i + 1;
          if (!ml_record_read_meeple (ctx, json_array_get_element (array, i), mpath, &m->cothon[i]))
            return FALSE;
        }
    }
  return TRUE;
}

static void
set_meeples (JsonObject *out, const char *key, const MlRecordMeeple *meeples, guint n)
{
  JsonArray *array = json_array_new ();
  for (guint i = 0; i < n; i++)
    json_array_add_element (array, ml_record_meeple_node (&meeples[i]));
  json_object_set_array_member (out, key, array);
}

/* The members of @m into @out as the record writes them: only those that say something,
 * in the order of the record's files. */
static void
write_members (const Move *m, JsonObject *out)
{
  if (m->action)
    json_object_set_string_member (out, "action", m->action);
  if (m->from_port)
    {
      /* The port meeple is an ordinary meeple: no role. */
      MlRecordMeeple port = m->port;
      port.figure = ML_FIGURE_MEEPLE;
      json_object_set_member (out, "from_port", ml_record_meeple_node (&port));
    }
  if (m->cothon_port)
    json_object_set_int_member (out, "cothon_port", m->cothon_port);
  if (m->to_port)
    json_object_set_boolean_member (out, "to_port", TRUE);
  if (m->n_cothon)
    set_meeples (out, "cothon_meeples", m->cothon, m->n_cothon);
  JsonArray *wonder_for = NULL;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    if (m->wonder_for[p])
      {
        if (wonder_for == NULL)
          wonder_for = json_array_new ();
        JsonObject *one = json_object_new ();
        json_object_set_int_member (one, "player", p);
        json_object_set_string_member (one, "wonder", m->wonder_for[p]);
        json_array_add_object_element (wonder_for, one);
      }
  if (wonder_for)
    json_object_set_array_member (out, "wonder_for", wonder_for);
  if (m->n_order)
    {
      JsonArray *order = json_array_new ();
      for (guint k = 0; k < m->n_order; k++)
        json_array_add_int_element (order, m->order[k]);
      json_object_set_array_member (out, "order", order);
    }
  if (m->slots)
    json_object_set_int_member (out, "slots", m->slots);
  if (m->wonder)
    json_object_set_string_member (out, "wonder", m->wonder);
  if (m->keep)
    json_object_set_string_member (out, "keep", m->keep);
}

gboolean
_ml_wonders_read_move (MlFieldCtx *ctx, JsonObject *move, const char *path, JsonObject *out, gboolean *action)
{
  g_auto (Move) m = { 0 };
  if (!read_members (ctx, move, path, &m))
    return FALSE;
  write_members (&m, out);
  *action = m.action != NULL || m.from_port;
  return TRUE;
}

/* ---- a move played ---------------------------------------------------------------------- */

/* The meeple @node (as the record writes one) on the board: its piece, cell and feature, or
 * FALSE when there is no feature at its location, or none of a piece with @effect when
 * @effect is not ML_EFFECT_NONE. */
static gboolean
meeple_on_board (const MlGame *game, JsonNode *node, MlEffect effect, MlRecordMeeple *m, int *piece, guint *cell,
                 guint8 *feature)
{
  JsonObject *obj = json_node_get_object (node);
  *m = (MlRecordMeeple) { (int) json_object_get_int_member (obj, "x"), (int) json_object_get_int_member (obj, "y"),
                          (char *) json_object_get_string_member (obj, "at"), ML_FIGURE_MEEPLE };
  *piece = ml_board_piece_at (game->board, m->x, m->y, cell);
  const MlPiece *p = *piece == ML_NO_PIECE ? NULL : ml_board_piece (game->board, (guint) *piece);
  *feature = p && (effect == ML_EFFECT_NONE || p->tile->effect == effect) ? ml_tile_feature_at (p->tile, p->rot, *cell, m->at)
                                                                          : ML_NO_FEATURE;
  return *feature != ML_NO_FEATURE;
}

static gboolean
lookup (const char *id, const MlTileDef **out, char **refusal)
{
  if ((*out = ml_catalogue_lookup (ml_catalogue_get_default (), id)) != NULL)
    return TRUE;
  g_autofree char *shown = ml_json_printable (id, ML_MAX_SHOWN_CHARS);
  *refusal = g_strdup_printf (_("unknown tile \"%s\""), shown);
  return FALSE;
}

gboolean
_ml_wonders_move_to_options (const MlGame *game, JsonObject *members, MlTurnOptions *opt, char **refusal)
{
  MlRecordMeeple m;
  int piece;
  guint cell;
  guint8 feature;
  JsonNode *from_port = ml_json_member (members, "from_port");
  if (from_port)
    {
      /* A port meeple goes to a square of the board, whatever piece lies there. */
      if (!meeple_on_board (game, from_port, ML_EFFECT_NONE, &m, &piece, &cell, &feature))
        {
          g_autofree char *shown = ml_json_printable (m.at, ML_MAX_SHOWN_CHARS);
          *refusal = g_strdup_printf (_("no feature at %s of (%d, %d) for the port meeple"), shown, m.x, m.y);
          return FALSE;
        }
      ml_wonders_turn (opt)->port_piece = (guint) piece;
      opt->meeples[0] = (MlMeepleChoice) { TRUE, cell, feature, FALSE };
      opt->action = ML_WONDERS_ACTION_FROM_PORT;
    }
  JsonNode *cothon = ml_json_member (members, "cothon_meeples");
  JsonArray *array = cothon ? json_node_get_array (cothon) : NULL;
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    {
      if (!meeple_on_board (game, json_array_get_element (array, i), ML_EFFECT_COTHON, &m, &piece, &cell, &feature))
        {
          g_autofree char *shown = ml_json_printable (m.at, ML_MAX_SHOWN_CHARS);
          *refusal = g_strdup_printf (_("no feature of the Cothon at %s of (%d, %d)"), shown, m.x, m.y);
          return FALSE;
        }
      ml_wonders_turn (opt)->cothon_meeples[ml_wonders_turn (opt)->n_cothon_meeples++] = (MlMeepleChoice) { TRUE, cell, feature, FALSE };
    }
  JsonNode *wonder_for = ml_json_member (members, "wonder_for");
  array = wonder_for ? json_node_get_array (wonder_for) : NULL;
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    {
      JsonObject *one = json_array_get_object_element (array, i);
      gint64 player = json_object_get_int_member (one, "player");
      if (!lookup (json_object_get_string_member (one, "wonder"), &ml_wonders_turn (opt)->choose_for[player], refusal))
        return FALSE;
    }
  JsonNode *order = ml_json_member (members, "order");
  array = order ? json_node_get_array (order) : NULL;
  for (guint k = 0; array && k < json_array_get_length (array); k++)
    ml_wonders_turn (opt)->order[ml_wonders_turn (opt)->n_order++] = (guint8) json_array_get_int_element (array, k);
  const char *action = ml_json_string (ml_json_member (members, "action"));
  if (action)
    opt->action = g_str_equal (action, "slot") ? ML_WONDERS_ACTION_SLOT : ML_WONDERS_ACTION_UNSLOT;
  if (json_object_has_member (members, "slots"))
    opt->slots = (guint) json_object_get_int_member (members, "slots");
  if (json_object_has_member (members, "cothon_port"))
    ml_wonders_turn (opt)->cothon_port = (guint) json_object_get_int_member (members, "cothon_port");
  ml_wonders_turn (opt)->port_mask = json_object_has_member (members, "to_port") ? ml_wonders_port_mask (game) : 0;
  const char *wonder = ml_json_string (ml_json_member (members, "wonder"));
  const char *keep = ml_json_string (ml_json_member (members, "keep"));
  return (wonder == NULL || lookup (wonder, &ml_wonders_turn (opt)->choose, refusal)) && (keep == NULL || lookup (keep, &ml_wonders_turn (opt)->keep, refusal));
}

/* Where @choice, on @p, stands as a record names it. */
static MlRecordMeeple
record_meeple (const MlPiece *p, const MlMeepleChoice *choice)
{
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][choice->cell];
  return (MlRecordMeeple) { p->x + cell->dx, p->y + cell->dy,
                            (char *) ml_record_feature_location (p->tile, p->rot, choice->cell, choice->feature),
                            ML_FIGURE_MEEPLE };
}

void
_ml_wonders_move_from_options (const MlGame *game, const MlTurnOptions *opt, JsonObject *members)
{
  /* Move owns its strings; those of the catalogue and the board are copied in. */
  g_auto (Move) m = { .slots = opt->slots, .cothon_port = ml_wonders_turn_const (opt)->cothon_port, .to_port = ml_wonders_turn_const (opt)->port_mask != 0,
                      .wonder = g_strdup (ml_wonders_turn_const (opt)->choose ? ml_wonders_turn_const (opt)->choose->id : NULL),
                      .keep = g_strdup (ml_wonders_turn_const (opt)->keep ? ml_wonders_turn_const (opt)->keep->id : NULL) };
  if (opt->action == ML_WONDERS_ACTION_SLOT || opt->action == ML_WONDERS_ACTION_UNSLOT)
    m.action = g_strdup (opt->action == ML_WONDERS_ACTION_SLOT ? "slot" : "unslot");
  if (opt->action == ML_WONDERS_ACTION_FROM_PORT)
    {
      m.from_port = TRUE;
      m.port = record_meeple (ml_board_piece (game->board, ml_wonders_turn_const (opt)->port_piece), &opt->meeples[0]);
      m.port.at = g_strdup (m.port.at);
    }
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    m.wonder_for[p] = g_strdup (ml_wonders_turn_const (opt)->choose_for[p] ? ml_wonders_turn_const (opt)->choose_for[p]->id : NULL);
  m.n_order = MIN (ml_wonders_turn_const (opt)->n_order, ML_MAX_PLAYERS);
  memcpy (m.order, ml_wonders_turn_const (opt)->order, sizeof m.order);
  /* Meeples put on the Cothon as it is taken: it lies on the board, as the starting board. */
  for (guint i = 0; i < ml_board_n_pieces (game->board) && ml_wonders_turn_const (opt)->n_cothon_meeples; i++)
    {
      const MlPiece *p = ml_board_piece (game->board, i);
      if (p->tile->effect != ML_EFFECT_COTHON)
        continue;
      for (guint k = 0; k < ml_wonders_turn_const (opt)->n_cothon_meeples && k < 2; k++)
        {
          m.cothon[m.n_cothon] = record_meeple (p, &ml_wonders_turn_const (opt)->cothon_meeples[k]);
          m.cothon[m.n_cothon].at = g_strdup (m.cothon[m.n_cothon].at);
          m.n_cothon++;
        }
      break;
    }
  write_members (&m, members);
}

/* ---- the wonders left when a record began ---------------------------------------------- */

/* @obj's member @key when it is a list, else NULL. */
static JsonArray *
array_member (JsonObject *obj, const char *key)
{
  JsonNode *node = obj ? ml_json_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* @obj's member @key when it is an object, else NULL. */
static JsonObject *
object_member (JsonObject *obj, const char *key)
{
  JsonNode *node = obj ? ml_json_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonObject *
object_element (JsonArray *array, guint i)
{
  JsonNode *node = json_array_get_element (array, i);
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static void
add_id (GPtrArray *ids, const char *id)
{
  if (id && !g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
    g_ptr_array_add (ids, (gpointer) id);
}

/* Adds to @held the wonders that @obj (a scenario or a record's start, as JSON) shows taken:
 * its players' lists, then the owners of laid wonders. Members of another type are passed
 * over: the loader names them. */
static void
add_held (JsonObject *obj, GPtrArray *held)
{
  JsonArray *players = array_member (obj, "players");
  for (guint i = 0; players && i < json_array_get_length (players); i++)
    {
      JsonArray *list = array_member (object_element (players, i), "wonders");
      for (guint k = 0; list && k < json_array_get_length (list); k++)
        add_id (held, ml_json_string (json_array_get_element (list, k)));
    }
  JsonArray *pieces = array_member (obj, "pieces");
  for (guint i = 0; pieces && i < json_array_get_length (pieces); i++)
    {
      JsonObject *piece = object_element (pieces, i);
      const char *tile = piece ? ml_json_string (ml_json_member (piece, "tile")) : NULL;
      if (tile && ml_json_member (piece, "owner") && g_strv_contains (ml_wonders_table_ids (), tile))
        add_id (held, tile);
    }
}

/* The wonders left to take when the record of @root (a scenario as JSON) began at @start,
 * which lists none: NULL when the scenario names none either (then they are all those
 * nobody holds at the start); else the scenario's list, with the wonders held now that
 * nobody held at the start in front: they were taken since. */
JsonNode *
_ml_wonders_start_option (JsonObject *root, JsonObject *start, const char *key)
{
  JsonArray *left = array_member (object_member (root, "options"), key);
  if (left == NULL)
    return NULL;
  g_autoptr (GPtrArray) before = g_ptr_array_new ();
  g_autoptr (GPtrArray) now = g_ptr_array_new ();
  add_held (start, before);
  add_held (root, now);
  for (guint i = 0; i < json_array_get_length (left); i++)
    add_id (before, ml_json_string (json_array_get_element (left, i)));
  JsonArray *list = json_array_new ();
  for (guint i = 0; i < now->len; i++)
    if (!g_ptr_array_find_with_equal_func (before, now->pdata[i], g_str_equal, NULL))
      json_array_add_string_element (list, now->pdata[i]);
  for (guint i = 0; i < json_array_get_length (left); i++)
    json_array_add_element (list, json_node_copy (json_array_get_element (left, i)));
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, list);
  return node;
}
