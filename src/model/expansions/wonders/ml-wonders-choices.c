/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-choices.h"
#include "ml-turn.h"
#include "wonders/ml-wonders.h"

#include <glib/gi18n-lib.h>

struct _MlWondersChoices {
  GObject parent_instance;

  guint port_mask;
  guint cothon_port;
  const MlTileDef *choose;
  const MlTileDef *keep;
  const MlTileDef *choose_for[ML_MAX_PLAYERS];
  guint n_order;
  guint8 order[ML_MAX_PLAYERS];
  guint n_cothon_meeples;
  MlMeepleChoice cothon_meeples[2];
};

static void ml_wonders_choices_iface_init (MlTurnChoicesInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MlWondersChoices, ml_wonders_choices, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ML_TYPE_TURN_CHOICES, ml_wonders_choices_iface_init))

enum { PROP_0, PROP_PORT_MASK, PROP_COTHON_PORT, PROP_CHOOSE, PROP_KEEP, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
notify (MlWondersChoices *self, guint prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* ---- the turn's choices ------------------------------------------------------------- */

static void
fill (MlTurnChoices *choices, MlTurnOptions *o)
{
  MlWondersChoices *self = ML_WONDERS_CHOICES (choices);
  ml_wonders_turn (o)->port_mask = self->port_mask;
  ml_wonders_turn (o)->cothon_port = self->cothon_port;
  ml_wonders_turn (o)->choose = self->choose;
  ml_wonders_turn (o)->keep = self->keep;
  memcpy (ml_wonders_turn (o)->choose_for, self->choose_for, sizeof ml_wonders_turn (o)->choose_for);
  ml_wonders_turn (o)->n_order = self->n_order;
  memcpy (ml_wonders_turn (o)->order, self->order, sizeof ml_wonders_turn (o)->order);
  ml_wonders_turn (o)->n_cothon_meeples = self->n_cothon_meeples;
  memcpy (ml_wonders_turn (o)->cothon_meeples, self->cothon_meeples, sizeof ml_wonders_turn (o)->cothon_meeples);
}

/* A tile kept face down is kept once; the wonders chosen for the pairs that nobody can take
 * any more are forgotten, so that a choice holds until the wonder is gone and a turn never
 * asks for a wonder that is not left. */
static void
played (MlTurnChoices *choices, const MlGame *game)
{
  MlWondersChoices *self = ML_WONDERS_CHOICES (choices);
  if (self->keep)
    {
      self->keep = NULL;
      notify (self, PROP_KEEP);
    }
  if (self->choose && !ml_wonders_takable (game, self->choose))
    {
      self->choose = NULL;
      notify (self, PROP_CHOOSE);
    }
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    if (self->choose_for[p] && !ml_wonders_takable (game, self->choose_for[p]))
      self->choose_for[p] = NULL;
  if (self->n_cothon_meeples && !ml_wonders_port_on_taking (game, ml_catalogue_lookup (ml_catalogue_get_default (), "cothon-carthage")))
    self->n_cothon_meeples = 0;
}

/* The suggested move's wonder at the pairs and Abu Simbel's tile are taken as its own; and
 * the meeples coming home go to the port if, and only if, the move sent them. */
static void
apply_advice (MlTurnChoices *choices, const MlAdviseMove *move, int mover)
{
  MlWondersChoices *self = ML_WONDERS_CHOICES (choices);
  guint was = self->port_mask, bit = 1u << mover;
  const MlTileDef *keep = move->keep ? move->keep : self->keep;
  const MlTileDef *choose = move->choose ? move->choose : self->choose;
  ml_wonders_choices_set (self, move->to_port ? was | bit : was & ~bit, self->cothon_port, choose, keep);
}

/* ---- the meeple step on a wonder --------------------------------------------------- */

static const char *
instruction (MlTurnChoices *choices, const MlTileDef *hand, guint step, const MlTurnOptions *options)
{
  if (step == ML_TURN_STEP_TARGET)
    return _("Click a road, city or monastery on a river square for the meeple from the port.");
  if (step != ML_TURN_STEP_MEEPLE || !ml_tile_is_wonder (hand))
    return NULL;
  if (options->n_meeples + options->slots == 0)
    return _("Click up to two features of the wonder to put meeples there, or press Enter for none; from the keyboard, Space chooses a feature and Enter puts a meeple.");
  return _("Click a second feature of the wonder for another meeple, or press Enter to end the turn.");
}

/* A wonder laid is the player's, its marker on it, with the meeples chosen for its slots. */
static void
preview (MlTurnChoices *choices, MlBoard *board, guint piece, const MlTileDef *hand, int player,
         const MlTurnOptions *options)
{
  if (ml_tile_is_wonder (hand))
    ml_board_set_tokens (board, piece, player, options->slots, 0);
}

static gboolean
too_many (GError **error)
{
  g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_TOO_MANY,
                       _("A wonder takes at most 2 meeples besides its marker."));
  return FALSE;
}

/* A wonder's two meeples go on different features, and no more than two. */
static gboolean
check_meeple (MlTurnChoices *choices, const MlTileDef *hand, guint feature, const MlTurnOptions *options, guint left,
              GError **error)
{
  if (!ml_tile_is_wonder (hand))
    return TRUE;
  for (guint i = 0; i < options->n_meeples; i++)
    if (options->meeples[i].feature == feature)
      {
        g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_SAME_FEATURE,
                             _("The two meeples on a wonder go on different features."));
        return FALSE;
      }
  return left > 0 || too_many (error);
}

/* The port meeple goes on a feature of @piece (the target step of the Cothon's action). */
static void
target (MlTurnChoices *choices, guint piece, MlTurnOptions *options)
{
  (void) choices;
  ml_wonders_turn (options)->port_piece = piece;
}

/* Laying the Taj Mahal: one of its two meeples into the next slot, and the step goes on. */
static int
take_action (MlTurnChoices *choices, const MlTileDef *hand, MlActionKind action, guint left, MlTurnOptions *options,
             GError **error)
{
  if (action != ML_WONDERS_ACTION_SLOT || !ml_wonders_has_slots (hand))
    return ML_TURN_CHOICES_PLAY;
  if (left == 0)
    {
      too_many (error);
      return ML_TURN_CHOICES_REFUSED;
    }
  options->slots++;
  return ML_TURN_CHOICES_TAKEN;
}

/* A suggested move that lays the Taj Mahal puts its slots' meeples there one by one, as the
 * player would. */
static guint
advice_steps (MlTurnChoices *choices, const MlTileDef *hand, const MlAdviseMove *move, MlActionKind *action)
{
  (void) choices;
  (void) hand;
  *action = ML_WONDERS_ACTION_SLOT;
  return move->slots;
}

static void
ml_wonders_choices_iface_init (MlTurnChoicesInterface *iface)
{
  iface->advice_steps = advice_steps;
  iface->instruction = instruction;
  iface->preview = preview;
  iface->check_meeple = check_meeple;
  iface->take_action = take_action;
  iface->target = target;
  iface->fill = fill;
  iface->played = played;
  iface->apply_advice = apply_advice;
}

/* ---- public ------------------------------------------------------------------------- */

MlWondersChoices *
ml_wonders_choices_new (void)
{
  return g_object_new (ML_TYPE_WONDERS_CHOICES, NULL);
}

void
ml_wonders_choices_set (MlWondersChoices *self, guint port_mask, guint cothon_port, const MlTileDef *choose,
                        const MlTileDef *keep)
{
  g_return_if_fail (ML_IS_WONDERS_CHOICES (self));
  cothon_port = MIN (cothon_port, 2);
  g_object_freeze_notify (G_OBJECT (self));
  if (self->port_mask != port_mask)
    self->port_mask = port_mask, notify (self, PROP_PORT_MASK);
  if (self->cothon_port != cothon_port)
    self->cothon_port = cothon_port, notify (self, PROP_COTHON_PORT);
  if (self->choose != choose)
    self->choose = choose, notify (self, PROP_CHOOSE);
  if (self->keep != keep)
    self->keep = keep, notify (self, PROP_KEEP);
  g_object_thaw_notify (G_OBJECT (self));
}

guint
ml_wonders_choices_get_port_mask (MlWondersChoices *self)
{
  g_return_val_if_fail (ML_IS_WONDERS_CHOICES (self), 0);
  return self->port_mask;
}

guint
ml_wonders_choices_get_cothon_port (MlWondersChoices *self)
{
  g_return_val_if_fail (ML_IS_WONDERS_CHOICES (self), 0);
  return self->cothon_port;
}

const MlTileDef *
ml_wonders_choices_get_choose (MlWondersChoices *self)
{
  g_return_val_if_fail (ML_IS_WONDERS_CHOICES (self), NULL);
  return self->choose;
}

const MlTileDef *
ml_wonders_choices_get_keep (MlWondersChoices *self)
{
  g_return_val_if_fail (ML_IS_WONDERS_CHOICES (self), NULL);
  return self->keep;
}

void
ml_wonders_choices_set_taker (MlWondersChoices *self, guint player, const MlTileDef *wonder)
{
  g_return_if_fail (ML_IS_WONDERS_CHOICES (self));
  g_return_if_fail (player < ML_MAX_PLAYERS);
  self->choose_for[player] = wonder;
}

void
ml_wonders_choices_set_taker_order (MlWondersChoices *self, guint n, const guint8 *order)
{
  g_return_if_fail (ML_IS_WONDERS_CHOICES (self));
  n = MIN (n, G_N_ELEMENTS (self->order));
  self->n_order = n;
  for (guint i = 0; i < n; i++)
    self->order[i] = order[i];
}

void
ml_wonders_choices_set_cothon_meeples (MlWondersChoices *self, guint n, const MlMeepleChoice *meeples)
{
  g_return_if_fail (ML_IS_WONDERS_CHOICES (self));
  n = MIN (n, G_N_ELEMENTS (self->cothon_meeples));
  self->n_cothon_meeples = n;
  for (guint i = 0; i < n; i++)
    self->cothon_meeples[i] = meeples[i];
}

/* ---- GObject ------------------------------------------------------------------------ */

static const MlTileDef *
tile_of (const GValue *value)
{
  const char *id = g_value_get_string (value);
  return id ? ml_catalogue_lookup (ml_catalogue_get_default (), id) : NULL;
}

static void
ml_wonders_choices_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlWondersChoices *self = ML_WONDERS_CHOICES (object);
  switch (prop_id)
    {
    case PROP_PORT_MASK: g_value_set_uint (value, self->port_mask); break;
    case PROP_COTHON_PORT: g_value_set_uint (value, self->cothon_port); break;
    case PROP_CHOOSE: g_value_set_string (value, self->choose ? self->choose->id : NULL); break;
    case PROP_KEEP: g_value_set_string (value, self->keep ? self->keep->id : NULL); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_wonders_choices_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlWondersChoices *self = ML_WONDERS_CHOICES (object);
  switch (prop_id)
    {
    case PROP_PORT_MASK:
      ml_wonders_choices_set (self, g_value_get_uint (value), self->cothon_port, self->choose, self->keep);
      break;
    case PROP_COTHON_PORT:
      ml_wonders_choices_set (self, self->port_mask, g_value_get_uint (value), self->choose, self->keep);
      break;
    case PROP_CHOOSE:
      ml_wonders_choices_set (self, self->port_mask, self->cothon_port, tile_of (value), self->keep);
      break;
    case PROP_KEEP:
      ml_wonders_choices_set (self, self->port_mask, self->cothon_port, self->choose, tile_of (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_wonders_choices_class_init (MlWondersChoicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->get_property = ml_wonders_choices_get_property;
  object_class->set_property = ml_wonders_choices_set_property;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_PORT_MASK] = g_param_spec_uint ("port-mask", NULL, NULL, 0, G_MAXUINT, 0, rw);
  properties[PROP_COTHON_PORT] = g_param_spec_uint ("cothon-port", NULL, NULL, 0, 2, 0, rw);
  properties[PROP_CHOOSE] = g_param_spec_string ("choose", NULL, NULL, NULL, rw);
  properties[PROP_KEEP] = g_param_spec_string ("keep", NULL, NULL, NULL, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ml_wonders_choices_init (MlWondersChoices *self)
{
}
