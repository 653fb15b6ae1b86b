/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A lesson's question (ml-question.h) set on the document as one edit, for the teacher's
 * details dialog. */
#pragma once

#include "ml-document.h"
#include "ml-question.h"

G_BEGIN_DECLS

/* The document's question, read from its scenario: NULL with no error when it has none. */
MlQuestion *ml_document_dup_question (MlDocument *self, GError **error);
/* Sets the scenario's "question" member to @question, or removes it with NULL: one undo
 * step, the document modified. A question whose text changes loses that text's
 * translations ("translations".LANG."question"), which no longer translate it. The same
 * question again is no step at all. */
gboolean    ml_document_set_question (MlDocument *self, const MlQuestion *question, GError **error);

G_END_DECLS
