/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders in advise: the tile Abu Simbel's owner kept face down, and a move's choices of
 * the Wonders (a slot of the Taj Mahal, the Cothon's port, the tile kept, the wonder taken)
 * in words and in JSON. */
#include "config.h"
#include "cli-wonders.h"
#include "cli-advise.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-state.h"

#include <glib/gi18n.h>

/* The tile Abu Simbel's owner kept face down last turn is in hand besides the one drawn. */
const MlTileDef *
_cli_wonders_advise_other (const MlGame *game)
{
  return ml_wonders_state (game)->kept[game->turn];
}

gboolean
_cli_wonders_advise_lead (const MlAdviseMove *m, GString *text)
{
  if (m->action == ML_WONDERS_ACTION_SLOT)
    g_string_append (text, _("a meeple into the next slot of the Taj Mahal"));
  else if (m->action == ML_WONDERS_ACTION_UNSLOT)
    g_string_append (text, _("the last slotted meeple back"));
  else if (m->action == ML_WONDERS_ACTION_FROM_PORT)
    {
      const MlAdviseMeeple *d = &m->meeples[0];
      /* TRANSLATORS: the Cothon's port sends its meeple to a feature: role, square, location code */
      g_string_append_printf (text, _("from the port: %s at (%d, %d) %s"), cli_advise_role_text (d), d->x, d->y,
                              ml_loc_name (d->loc));
    }
  else
    return m->slots > 0;
  return TRUE;
}

void
_cli_wonders_advise_more (const MlAdviseMove *m, GString *text)
{
  if (m->slots)
    {
      if (text->len)
        g_string_append (text, ", ");
      /* TRANSLATORS: laying the Taj Mahal, N meeples go into its slots */
      g_string_append_printf (text, ngettext ("%u meeple into the slots", "%u meeples into the slots", m->slots),
                              m->slots);
    }
  if (m->to_port)
    {
      g_string_append (text, ", ");
      /* TRANSLATORS: the mover's meeples that come home this turn go to the Cothon's port */
      g_string_append (text, _("meeples coming home to the port"));
    }
  if (m->keep)
    {
      g_string_append (text, ", ");
      /* TRANSLATORS: Abu Simbel: the move lays one tile (id) and keeps the other (id) face down */
      g_string_append_printf (text, _("lays %s, keeps %s"), m->tile->id, m->keep->id);
    }
  if (m->choose)
    {
      g_string_append (text, ", ");
      /* TRANSLATORS: the wonder a move takes on reaching the pairs beside the track */
      g_string_append_printf (text, _("takes %s"), ml_wonder_name (m->choose));
    }
}

void
_cli_wonders_advise_members (const MlAdviseMove *m, JsonBuilder *b)
{
  if (m->action == ML_WONDERS_ACTION_SLOT || m->action == ML_WONDERS_ACTION_UNSLOT
      || m->action == ML_WONDERS_ACTION_FROM_PORT)
    {
      /* With "from-port", "meeples" holds the one the port sends. */
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, m->action == ML_WONDERS_ACTION_SLOT ? "slot"
                                        : m->action == ML_WONDERS_ACTION_UNSLOT ? "unslot" : "from-port");
    }
  if (m->slots)
    {
      json_builder_set_member_name (b, "slots");
      json_builder_add_int_value (b, m->slots);
    }
  if (m->keep)
    {
      /* Abu Simbel: which of the two tiles the move lays, and the one kept (move --keep). */
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, m->tile->id);
      json_builder_set_member_name (b, "keep");
      json_builder_add_string_value (b, m->keep->id);
    }
  if (m->to_port)
    {
      json_builder_set_member_name (b, "to_port");
      json_builder_add_boolean_value (b, TRUE);
    }
  if (m->choose)
    {
      json_builder_set_member_name (b, "wonder");
      json_builder_add_string_value (b, m->choose->id);
    }
}
