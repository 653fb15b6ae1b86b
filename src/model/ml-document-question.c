/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A lesson's question as an edit of the document. Copies of a scenario share their unknown
 * members (the undo history keeps the old ones), so the edit builds new objects for what it
 * changes and never writes into the old ones. */
#include "config.h"
#include "ml-document-question.h"
#include "ml-document-private.h"
#include "ml-json.h"

MlQuestion *
ml_document_dup_question (MlDocument *self, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  g_autofree char *name = _ml_document_name (self);
  return ml_question_from_scenario (ml_document_get_scenario (self), name, error);
}

/* @translations without any language's "question": a new object. */
static JsonNode *
without_question_texts (JsonNode *translations)
{
  if (!JSON_NODE_HOLDS_OBJECT (translations))
    return json_node_copy (translations);
  JsonObject *languages = json_object_new ();
  g_autoptr (GList) names = ml_json_members (json_node_get_object (translations));
  for (GList *l = names; l; l = l->next)
    {
      JsonNode *texts = json_object_get_member (json_node_get_object (translations), l->data);
      if (!JSON_NODE_HOLDS_OBJECT (texts) || !json_object_has_member (json_node_get_object (texts), "question"))
        {
          json_object_set_member (languages, l->data, json_node_copy (texts));
          continue;
        }
      JsonObject *left = json_object_new ();
      g_autoptr (GList) keys = ml_json_members (json_node_get_object (texts));
      for (GList *k = keys; k; k = k->next)
        if (!g_str_equal (k->data, "question"))
          json_object_set_member (left, k->data, json_node_copy (json_object_get_member (json_node_get_object (texts), k->data)));
      json_object_set_member (languages, l->data, json_node_init_object (json_node_alloc (), left));
      json_object_unref (left);
    }
  JsonNode *node = json_node_init_object (json_node_alloc (), languages);
  json_object_unref (languages);
  return node;
}

gboolean
ml_document_set_question (MlDocument *self, const MlQuestion *question, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr (MlQuestion) old = ml_document_dup_question (self, NULL);
  const MlScenario *scenario = ml_document_get_scenario (self);
  JsonNode *old_member = scenario->extra ? ml_json_member (scenario->extra, "question") : NULL;
  /* The same question, as it would be written, is no edit. */
  if (question && old_member)
    {
      g_autoptr (MlScenario) probe = ml_scenario_new ();
      ml_question_to_scenario (probe, question);
      g_autofree char *a = ml_json_to_text (ml_json_member (probe->extra, "question"), FALSE);
      g_autofree char *b = ml_json_to_text (old_member, FALSE);
      if (g_str_equal (a, b))
        return TRUE;
    }
  if (question == NULL && old_member == NULL)
    return TRUE;
  gboolean text_changed = old == NULL || question == NULL || g_strcmp0 (old->text, question->text) != 0;

  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  JsonObject *extra = json_object_new ();
  if (edit.scenario->extra)
    {
      g_autoptr (GList) names = ml_json_members (edit.scenario->extra);
      for (GList *l = names; l; l = l->next)
        {
          JsonNode *node = json_object_get_member (edit.scenario->extra, l->data);
          if (text_changed && g_str_equal (l->data, "translations"))
            json_object_set_member (extra, l->data, without_question_texts (node));
          else
            json_object_set_member (extra, l->data, json_node_copy (node));
        }
      json_object_unref (edit.scenario->extra);
    }
  edit.scenario->extra = extra;
  ml_question_to_scenario (edit.scenario, question);
  if (json_object_get_size (edit.scenario->extra) == 0)
    g_clear_pointer (&edit.scenario->extra, json_object_unref);
  return _ml_document_edit_commit (self, &edit, error);
}
