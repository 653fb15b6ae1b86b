/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-readings-page.h"
#include "ml-app-expansions.h"

#include <glib/gi18n.h>

struct _MlReadingsPage {
  AdwPreferencesPage parent_instance;

  MlDocument *document;
  GSimpleActionGroup *actions;
  GtkLabel *in_force[ML_N_READINGS];   /* the answer in force, beside each reading's title */
  GPtrArray *suffixes;                 /* GtkWidget: the modules' widgets beside their answers */
  GPtrArray *suffix_rows;              /* const MlAppExpansion*: the row that made each */
  gboolean syncing;                    /* the page follows the document: not the user's doing */
};

G_DEFINE_FINAL_TYPE (MlReadingsPage, ml_readings_page, ADW_TYPE_PREFERENCES_PAGE)

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- following the document ------------------------------------------------------------- */

/* "ID-value": the action that sets the number a reading's answer carries, for the readings
 * with an answer that takes one. */
static char *
value_action_name (const MlReadingDef *def)
{
  return g_strdup_printf ("%s-value", def->id);
}

static gboolean
takes_a_value (const MlReadingDef *def)
{
  for (guint a = 0; a < def->n_answers; a++)
    if (def->answers[a].takes_value)
      return TRUE;
  return FALSE;
}

static void
follow_document (MlReadingsPage *self)
{
  const MlReadings *readings = ml_document_get_readings (self->document);
  self->syncing = TRUE;
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      const MlReadingAnswer *answer = &def->answers[readings->answer[r]];
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), def->id);
      g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_string (answer->id));
      gtk_label_set_text (self->in_force[r], _(answer->label));
    }
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      g_autofree char *name = value_action_name (ml_reading_def (r));
      GAction *value = g_action_map_lookup_action (G_ACTION_MAP (self->actions), name);
      if (value)
        g_simple_action_set_state (G_SIMPLE_ACTION (value), g_variant_new_int32 (readings->value[r]));
    }
  /* The modules' widgets show the value their answers carry. */
  for (guint i = 0; i < self->suffixes->len; i++)
    {
      const MlAppExpansion *row = g_ptr_array_index (self->suffix_rows, i);
      if (row->reading_follow)
        row->reading_follow (g_ptr_array_index (self->suffixes, i), readings);
    }
  self->syncing = FALSE;
}

/* ---- the actions: each a change of the document --------------------------------------- */

static void
answer_change_state (GSimpleAction *action, GVariant *value, gpointer data)
{
  MlReadingsPage *self = data;
  const MlReadingDef *def = ml_reading_lookup (g_action_get_name (G_ACTION (action)));
  int answer = def ? ml_reading_answer_index (def, g_variant_get_string (value, NULL)) : -1;
  if (answer < 0)
    return;
  /* The document says "changed", and follow_document() sets the state. */
  ml_document_set_reading (self->document, def->reading, (guint) answer, NULL);
}

static void
value_change_state (GSimpleAction *action, GVariant *value, gpointer data)
{
  MlReadingsPage *self = data;
  MlReadingId reading = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (action), "ml-reading"));
  MlReadings readings = *ml_document_get_readings (self->document);
  readings.value[reading] = g_variant_get_int32 (value);
  if (!ml_document_set_readings (self->document, &readings, NULL))
    follow_document (self);   /* refused: the spin button goes back */
}

static void
make_actions (MlReadingsPage *self)
{
  self->actions = g_simple_action_group_new ();
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      g_autoptr (GSimpleAction) action = g_simple_action_new_stateful (def->id, G_VARIANT_TYPE_STRING,
                                                                      g_variant_new_string (def->answers[0].id));
      g_signal_connect (action, "change-state", G_CALLBACK (answer_change_state), self);
      g_action_map_add_action (G_ACTION_MAP (self->actions), G_ACTION (action));
      if (!takes_a_value (def))
        continue;
      g_autofree char *name = value_action_name (def);
      g_autoptr (GSimpleAction) value = g_simple_action_new_stateful (name, G_VARIANT_TYPE_INT32,
                                                                     g_variant_new_int32 (0));
      g_object_set_data (G_OBJECT (value), "ml-reading", GUINT_TO_POINTER (r));
      g_signal_connect (value, "change-state", G_CALLBACK (value_change_state), self);
      g_action_map_add_action (G_ACTION_MAP (self->actions), G_ACTION (value));
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "readings", G_ACTION_GROUP (self->actions));
}

/* ---- the rows ------------------------------------------------------------------------- */

/* One answer: a radio button bound to the reading's action, its label and explanation, and
 * the sentence of the sources it rests on as a tooltip. */
static GtkWidget *
answer_row (MlReadingsPage *self, const MlReadingDef *def, guint a, GtkCheckButton **group)
{
  const MlReadingAnswer *answer = &def->answers[a];
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(answer->label));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(answer->explanation));
  if (answer->source && *answer->source)
    {
      /* Translators: a tooltip; %s is a sentence of the rules, quoted in its own language */
      g_autofree char *tip = g_strdup_printf (_("Source: %s"), answer->source);
      gtk_widget_set_tooltip_text (row, tip);
    }

  g_autofree char *action = g_strdup_printf ("readings.%s", def->id);
  GtkWidget *radio = gtk_check_button_new ();
  gtk_actionable_set_action_name (GTK_ACTIONABLE (radio), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (radio), g_variant_new_string (answer->id));
  gtk_widget_set_valign (radio, GTK_ALIGN_CENTER);
  if (*group)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (radio), *group);
  else
    *group = GTK_CHECK_BUTTON (radio);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (radio), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), radio);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), radio);

  if (a == 0)
    {
      /* Translators: beside the answer a reading has by default */
      GtkWidget *ours = gtk_label_new (_("Our choice"));
      gtk_widget_add_css_class (ours, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), ours);
    }
  /* A module's widget for the value the answer carries. */
  const MlAppExpansion *module;
  GtkWidget *suffix = ml_app_expansions_reading_suffix (def->reading, a, &module);
  if (suffix)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
      g_ptr_array_add (self->suffixes, suffix);
      g_ptr_array_add (self->suffix_rows, (gpointer) module);
    }
  return row;
}

static void
make_rows (MlReadingsPage *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  /* No title: the side beside the board that holds the page says "Rule readings" above it. */
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Where the rules leave a question open, choose the answer this scenario is "
                                           "played and scored under. It is saved with the scenario."));
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      GtkWidget *row = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(def->title));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), _(def->question));
      GtkWidget *in_force = gtk_label_new (NULL);
      gtk_widget_add_css_class (in_force, "dim-label");
      /* Short answers; a long one wraps rather than hide behind an ellipsis. */
      gtk_label_set_wrap (GTK_LABEL (in_force), TRUE);
      gtk_label_set_natural_wrap_mode (GTK_LABEL (in_force), GTK_NATURAL_WRAP_NONE);
      gtk_label_set_max_width_chars (GTK_LABEL (in_force), 16);
      gtk_label_set_justify (GTK_LABEL (in_force), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (in_force), 1);
      adw_expander_row_add_action (ADW_EXPANDER_ROW (row), in_force);
      self->in_force[r] = GTK_LABEL (in_force);
      GtkCheckButton *radios = NULL;
      for (guint a = 0; a < def->n_answers; a++)
        adw_expander_row_add_row (ADW_EXPANDER_ROW (row), answer_row (self, def, a, &radios));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self), ADW_PREFERENCES_GROUP (group));
}

/* ---- the object ----------------------------------------------------------------------- */

static void
ml_readings_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlReadingsPage *self = ML_READINGS_PAGE (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_readings_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlReadingsPage *self = ML_READINGS_PAGE (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_readings_page_constructed (GObject *object)
{
  MlReadingsPage *self = ML_READINGS_PAGE (object);
  G_OBJECT_CLASS (ml_readings_page_parent_class)->constructed (object);
  g_return_if_fail (ML_IS_DOCUMENT (self->document));
  make_actions (self);
  make_rows (self);
  g_signal_connect_object (self->document, "changed", G_CALLBACK (follow_document), self, G_CONNECT_SWAPPED);
  follow_document (self);
}

static void
ml_readings_page_dispose (GObject *object)
{
  MlReadingsPage *self = ML_READINGS_PAGE (object);
  g_clear_object (&self->actions);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (ml_readings_page_parent_class)->dispose (object);
}

static void
ml_readings_page_finalize (GObject *object)
{
  MlReadingsPage *self = ML_READINGS_PAGE (object);
  g_ptr_array_unref (self->suffixes);
  g_ptr_array_unref (self->suffix_rows);
  G_OBJECT_CLASS (ml_readings_page_parent_class)->finalize (object);
}

static void
ml_readings_page_class_init (MlReadingsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = ml_readings_page_finalize;
  object_class->get_property = ml_readings_page_get_property;
  object_class->set_property = ml_readings_page_set_property;
  object_class->constructed = ml_readings_page_constructed;
  object_class->dispose = ml_readings_page_dispose;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ml_readings_page_init (MlReadingsPage *self)
{
  self->suffixes = g_ptr_array_new ();
  self->suffix_rows = g_ptr_array_new ();
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (self), _("Rule readings"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (self), "accessories-dictionary-symbolic");
}

GtkWidget *
ml_readings_page_new (MlDocument *document)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (document), NULL);
  return g_object_new (ML_TYPE_READINGS_PAGE, "document", document, NULL);
}

MlDocument *
ml_readings_page_get_document (MlReadingsPage *self)
{
  g_return_val_if_fail (ML_IS_READINGS_PAGE (self), NULL);
  return self->document;
}
