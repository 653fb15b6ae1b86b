/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' events in words and their ids: taking a wonder, the marker, the Taj Mahal's
 * slots, the Cothon's port, the Nazca Lines' extra turn, making room, Abu Simbel's kept
 * tile, a wonder laid and a wonder's bonus. The engine asks through the module's hooks. */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-wonders-describe.h"
#include "ml-words.h"

#include <glib/gi18n-lib.h>

static const char *
own_event_id (const MlEvent *event)
{
  switch ((MlWondersEvent) event->code)
    {
    case ML_WONDERS_EVENT_TAKEN: return "wonder-taken";
    case ML_WONDERS_EVENT_MARKER: return "marker";
    case ML_WONDERS_EVENT_SLOT: return event->count ? "slot" : "unslot";
    case ML_WONDERS_EVENT_FROM_PORT: return "from-port";
    case ML_WONDERS_EVENT_KEEP: return "keep";
    default: return NULL;
    }
}

const char *
_ml_wonders_event_id (const MlEvent *event)
{
  if (event->module != ML_EXPANSION_WONDERS)
    return NULL;
  switch (event->kind)
    {
    case ML_EVENT_BONUS: return "wonder-bonus";
    case ML_EVENT_KEPT: return "port";
    case ML_EVENT_EXTRA_TURN: return "extra-turn";
    case ML_EVENT_ROOM: return "room";
    case ML_EVENT_MODULE: return own_event_id (event);
    case ML_EVENT_TILE:
    case ML_EVENT_MEEPLE:
    case ML_EVENT_SCORE:
    case ML_EVENT_RETURN:
    default: return NULL;
    }
}

void
_ml_wonders_event_members (const MlEvent *event, JsonBuilder *b)
{
  if (ml_wonders_event_of (event, ML_EVENT_BONUS))
    {
      /* The wonder that gave the bonus, whose effect it is under the readings in force. */
      json_builder_set_member_name (b, "wonder");
      json_builder_add_string_value (b, event->item.source ? event->item.source->id
                                                         : ml_effect_id (ml_wonders_item_effect (&event->item)));
    }
  else if (ml_wonders_event_is (event, ML_WONDERS_EVENT_TAKEN) || ml_wonders_event_is (event, ML_WONDERS_EVENT_MARKER))
    {
      json_builder_set_member_name (b, "wonder");
      json_builder_add_string_value (b, event->tile->id);
    }
  else if (ml_wonders_event_is (event, ML_WONDERS_EVENT_KEEP))
    {
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, event->tile->id);
    }
}

char *
_ml_wonders_tile_words (const MlTileDef *tile)
{
  return ml_tile_is_wonder (tile) ? g_strdup (ml_wonder_name (tile)) : NULL;
}

static char *
explain_own (const MlEvent *event, const char *who, const char *tile)
{
  switch ((MlWondersEvent) event->code)
    {
    case ML_WONDERS_EVENT_TAKEN:
      /* Translators: "Red reaches the pairs beside the score track and takes the Taj Mahal and two meeples." */
      return g_strdup_printf (_("%s reaches the meeples beside the score track and takes %s with them."), who,
                              ml_wonder_name (event->tile));
    case ML_WONDERS_EVENT_MARKER:
      /* Translators: "Red marks the Taj Mahal with the marker meeple." */
      return g_strdup_printf (_("%s marks %s with the marker meeple."), who, ml_wonder_name (event->tile));
    case ML_WONDERS_EVENT_SLOT:
      return g_strdup_printf (event->count ? _("%s puts a meeple into the next slot of the Taj Mahal.")
                                           : _("%s takes the last meeple of the Taj Mahal's slots back."), who);
    case ML_WONDERS_EVENT_FROM_PORT:
      /* Translators: "Red sends a meeple from the port: a knight in the city at (2, 0)." */
      return g_strdup_printf (_("%s sends a meeple from the port: %s at (%d, %d)."), who,
                              ml_words_role (event->role, event->figure), event->x, event->y);
    case ML_WONDERS_EVENT_KEEP:
      return g_strdup_printf (_("Abu Simbel: %s keeps tile %s face down for the next turn."), who, tile);
    default:
      return NULL;
    }
}

char *
_ml_wonders_explain_event (const MlEvent *event, guint n_players, const char *const *names)
{
  const char *who = ml_words_player (event->player, n_players, names);
  if (event->kind == ML_EVENT_TILE && ml_tile_is_wonder (event->tile))
    /* Translators: "Red lays the wonder Tikal at (1, 0), turned 90°." */
    return g_strdup_printf (_("%s lays the wonder %s at (%d, %d), turned %d°."), who, ml_wonder_name (event->tile),
                            event->x, event->y, event->rot * 90);
  if (event->module != ML_EXPANSION_WONDERS)
    return NULL;
  g_autofree char *tile = event->tile ? ml_words_tile (event->tile) : NULL;
  switch (event->kind)
    {
    case ML_EVENT_MODULE:
      return explain_own (event, who, tile);
    case ML_EVENT_KEPT:
      return g_strdup_printf (ngettext ("%u meeple of %s goes into the port of the Cothon.",
                                        "%u meeples of %s go into the port of the Cothon.", event->count),
                              event->count, who);
    case ML_EVENT_EXTRA_TURN:
      return g_strdup_printf (_("Nazca Lines: tile %s shows only roads and fields, so %s plays again."), tile, who);
    case ML_EVENT_ROOM:
      return g_strdup_printf (_("%s lays tile %s at (%d, %d), turned %d°, to make room for the wonder, and plays on."),
                              who, tile, event->x, event->y, event->rot * 90);
    case ML_EVENT_TILE:
    case ML_EVENT_MEEPLE:
    case ML_EVENT_SCORE:
    case ML_EVENT_RETURN:
    case ML_EVENT_BONUS:   /* an item, which the score's words explain */
    default:
      return NULL;
    }
}
