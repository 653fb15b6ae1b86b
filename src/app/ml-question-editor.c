/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The question editor of the details dialog: rows for the kind and what it names, and the
 * answer row, which says what the board answers now. */
#include "config.h"
#include "ml-question-editor.h"
#include "ml-document-question.h"

#include <glib/gi18n.h>

struct _MlQuestionEditor {
  AdwPreferencesGroup parent_instance;

  AdwComboRow *kind_row;
  AdwEntryRow *text_row;
  AdwComboRow *player_row;
  AdwActionRow *square_row;
  GtkSpinButton *x_spin, *y_spin;
  AdwEntryRow *at_row;
  AdwEntryRow *tile_row;
  AdwActionRow *answer_row;

  MlDocument *document;
  /* The question's own text and the words the text row first showed for it (its
   * translation in the interface's language, as the title row shows the title's): left as
   * shown, the own text stays, and its translations with it. */
  char *own_text, *shown_text;
};

G_DEFINE_FINAL_TYPE (MlQuestionEditor, ml_question_editor, ADW_TYPE_PREFERENCES_GROUP)

/* The kinds in the combo's order: none first. */
static int
chosen_kind (MlQuestionEditor *self)
{
  return (int) adw_combo_row_get_selected (self->kind_row) - 1;
}

static gboolean
blank (const char *text)
{
  for (; text && *text; text = g_utf8_next_char (text))
    if (!g_unichar_isspace (g_utf8_get_char (text)))
      return FALSE;
  return TRUE;
}

/* The question as the rows say, its answer not yet taken; NULL for none. */
static MlQuestion *
written (MlQuestionEditor *self)
{
  int kind = chosen_kind (self);
  if (kind < 0)
    return NULL;
  MlQuestion *q = ml_question_new ((MlQuestionKind) kind);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->text_row));
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  if (self->shown_text && g_str_equal (trimmed, self->shown_text))
    q->text = g_strdup (self->own_text);
  else
    q->text = *trimmed ? g_strdup (trimmed) : NULL;
  q->player = (int) adw_combo_row_get_selected (self->player_row);
  q->x = gtk_spin_button_get_value_as_int (self->x_spin);
  q->y = gtk_spin_button_get_value_as_int (self->y_spin);
  g_autofree char *at = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->at_row))));
  q->at = g_strdup (*at ? at : "C");
  g_autofree char *tile = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->tile_row))));
  q->tile = g_strdup (tile);
  return q;
}

gboolean
ml_question_editor_get (MlQuestionEditor *self, MlQuestion **question, GError **error)
{
  g_return_val_if_fail (ML_IS_QUESTION_EDITOR (self), FALSE);
  *question = NULL;
  g_autoptr (MlQuestion) q = written (self);
  if (q == NULL)
    return TRUE;
  if (q->kind == ML_QUESTION_WHERE && blank (q->tile))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("A “where” question needs a tile."));
      return FALSE;
    }
  MlGame *game = ml_document_get_game (self->document);
  if (game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The board breaks the rules: the question’s answer cannot be taken from it."));
      return FALSE;
    }
  *question = ml_question_answer_from_game (q, game, error);
  return *question != NULL;
}

/* The rows the kind takes, and the answer the board gives. */
static void
update (MlQuestionEditor *self)
{
  int kind = chosen_kind (self);
  gtk_widget_set_visible (GTK_WIDGET (self->text_row), kind >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->player_row), kind == ML_QUESTION_SCORE);
  gtk_widget_set_visible (GTK_WIDGET (self->square_row), kind == ML_QUESTION_WHO);
  gtk_widget_set_visible (GTK_WIDGET (self->at_row), kind == ML_QUESTION_WHO);
  gtk_widget_set_visible (GTK_WIDGET (self->tile_row), kind == ML_QUESTION_WHERE);
  gtk_widget_set_visible (GTK_WIDGET (self->answer_row), kind >= 0);
  if (kind < 0)
    return;
  g_autoptr (MlQuestion) q = NULL;
  g_autoptr (GError) error = NULL;
  if (!ml_question_editor_get (self, &q, &error))
    {
      adw_action_row_set_subtitle (self->answer_row, error->message);
      return;
    }
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  guint n = MIN (ml_document_get_scenario (self->document)->players->len, ML_MAX_PLAYERS);
  g_autofree char *words = ml_question_answer_text (q, n, names);
  adw_action_row_set_subtitle (self->answer_row, words);
}

static GtkSpinButton *
coordinate_spin (const char *tip)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-ML_MAX_COORD, ML_MAX_COORD, 1));
  gtk_widget_set_valign (GTK_WIDGET (spin), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (spin), tip);
  return spin;
}

static void
ml_question_editor_dispose (GObject *object)
{
  MlQuestionEditor *self = ML_QUESTION_EDITOR (object);
  g_clear_object (&self->document);
  g_clear_pointer (&self->own_text, g_free);
  g_clear_pointer (&self->shown_text, g_free);
  G_OBJECT_CLASS (ml_question_editor_parent_class)->dispose (object);
}

static void
ml_question_editor_class_init (MlQuestionEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ml_question_editor_dispose;
}

static void
ml_question_editor_init (MlQuestionEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (self);
  adw_preferences_group_set_title (group, _("Question"));
  adw_preferences_group_set_description (group, _("A lesson may ask first: the scores and legal spots wait for the answer."));

  const char *kinds[] = { C_("question kind", "None"), _("What a player would score"), _("Who scores a feature"),
                          _("Where a tile may go"), NULL };
  self->kind_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_row), _("_Question"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->kind_row), TRUE);
  g_autoptr (GtkStringList) kind_names = gtk_string_list_new (kinds);
  adw_combo_row_set_model (self->kind_row, G_LIST_MODEL (kind_names));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->kind_row), _("What the learner answers before the scores show"));

  self->text_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->text_row), _("Question’s text (optional)"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->text_row), _("Left empty, the question is worded from its kind"));

  self->player_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->player_row), _("Player"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->player_row), _("Whose score if the game ended now"));

  self->square_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->square_row), _("Feature’s square (x, y)"));
  self->x_spin = coordinate_spin (_("The square’s column, x to the right"));
  self->y_spin = coordinate_spin (_("The square’s row, y downwards"));
  adw_action_row_add_suffix (self->square_row, GTK_WIDGET (self->x_spin));
  adw_action_row_add_suffix (self->square_row, GTK_WIDGET (self->y_spin));

  self->at_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->at_row), _("Where on the square (N, NNE, C…)"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->at_row), _("A location code, as meeples stand in scenario files"));

  self->tile_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->tile_row), _("Tile (D, E, …)"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->tile_row), _("The tile whose squares the learner finds, as the palette names it"));

  self->answer_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->answer_row), _("Answer, from the board"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->answer_row),
                               _("The lesson states the answer the rules give on the board as it stands"));

  GtkWidget *rows[] = { GTK_WIDGET (self->kind_row), GTK_WIDGET (self->text_row), GTK_WIDGET (self->player_row),
                        GTK_WIDGET (self->square_row), GTK_WIDGET (self->at_row), GTK_WIDGET (self->tile_row),
                        GTK_WIDGET (self->answer_row) };
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    adw_preferences_group_add (group, rows[i]);

  g_signal_connect_swapped (self->kind_row, "notify::selected", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->player_row, "notify::selected", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->x_spin, "value-changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->y_spin, "value-changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->at_row, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->tile_row, "changed", G_CALLBACK (update), self);
}

void
ml_question_editor_set (MlQuestionEditor *self, int kind, int player, int x, int y, const char *at,
                        const char *tile, const char *text)
{
  g_return_if_fail (ML_IS_QUESTION_EDITOR (self));
  gtk_editable_set_text (GTK_EDITABLE (self->text_row), text ? text : "");
  adw_combo_row_set_selected (self->player_row, (guint) MAX (player, 0));
  gtk_spin_button_set_value (self->x_spin, x);
  gtk_spin_button_set_value (self->y_spin, y);
  gtk_editable_set_text (GTK_EDITABLE (self->at_row), at ? at : "");
  gtk_editable_set_text (GTK_EDITABLE (self->tile_row), tile ? tile : "");
  adw_combo_row_set_selected (self->kind_row, (guint) (kind + 1));
  update (self);
}

MlQuestionEditor *
ml_question_editor_new (MlDocument *document)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (document), NULL);
  MlQuestionEditor *self = g_object_new (ML_TYPE_QUESTION_EDITOR, NULL);
  self->document = g_object_ref (document);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (document, names);
  guint n = MIN (ml_document_get_scenario (document)->players->len, ML_MAX_PLAYERS);
  GtkStringList *players = gtk_string_list_new (NULL);
  for (guint p = 0; p < n; p++)
    gtk_string_list_append (players, names[p]);
  adw_combo_row_set_model (self->player_row, G_LIST_MODEL (players));
  g_object_unref (players);
  /* A question that cannot be read starts as none: applying replaces it. */
  g_autoptr (MlQuestion) q = ml_document_dup_question (document, NULL);
  if (q)
    {
      const char *translated = q->text ? ml_scenario_localized (ml_document_get_scenario (document), "question") : NULL;
      ml_question_editor_set (self, (int) q->kind, q->player, q->x, q->y, q->at, q->tile,
                              translated && *translated ? translated : q->text);
      if (q->text)
        {
          self->own_text = g_strdup (q->text);
          self->shown_text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->text_row))));
        }
    }
  else
    ml_question_editor_set (self, -1, 0, 0, 0, NULL, NULL, NULL);
  return self;
}
