/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading JSON text, strictly, into json-glib's tree. json-glib's own parser accepts more
 * than JSON (comments, single quotes, hexadecimal and octal numbers, bare identifiers, text
 * after the value), parses by recursion and spends microseconds on each token, so the text
 * is read here instead: one RFC 8259 value, within the given depth and size, without
 * recursion. Shared by the tile catalogue and the scenario loader. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define ML_JSON_ERROR (ml_json_error_quark ())
GQuark ml_json_error_quark (void);

typedef enum {
  ML_JSON_ERROR_SYNTAX,      /* not strict JSON, or beyond the limits */
  ML_JSON_ERROR_RANGE,       /* a number too large */
} MlJsonError;

typedef struct {
  guint max_depth;           /* arrays and objects inside one another */
  guint max_values;          /* values in the whole text, containers included */
  guint max_containers;      /* arrays and objects in the whole text */
  guint max_int_digits;      /* digits before the point or exponent of a number */
} MlJsonLimits;

/* The one JSON value of @data (@length bytes) as a tree the caller owns, or NULL and an
 * error "NAME:LINE:COLUMN: PATH: what is wrong" (PATH a JSON path such as $.pieces[3].x) when
 * the text is not one strict RFC 8259 value in UTF-8, or when it holds a NUL (raw or
 * \u0000), a lone surrogate, a number that is not finite or has more integer digits than
 * the limit, a member name twice in one object, or more nesting or values than the limits.
 * Whatever the text, the time and stack are linear in @length and bounded by the limits. */
JsonNode   *ml_json_parse     (const char *data, gsize length, const char *name,
                               const MlJsonLimits *limits, GError **error);

/* @root as JSON text that ml_json_parse() reads back to the same values: json-glib's own
 * generator, whose doubles written with an exponent and no point ("1e+17") it makes invalid
 * by appending ".0"; here they are written as the number alone. Free with g_free(). */
char       *ml_json_to_text   (JsonNode *root, gboolean pretty);

/* @obj's member @key, or NULL when it has none. */
JsonNode   *ml_json_member    (JsonObject *obj, const char *key);
/* The string a node holds, or NULL when it holds something else (or is NULL). */
const char *ml_json_string    (JsonNode *node);
/* The members of @obj in the order of the text (json-glib's own iterator has no order);
 * free the list (not its names) with g_list_free. */
GList      *ml_json_members   (JsonObject *obj);

/* @text (valid UTF-8) made safe for one line on a terminal: control characters become
 * escapes (\n, \t, \u001b, …), and more than @max_chars characters are cut with "…". */
char       *ml_json_printable (const char *text, gsize max_chars);

G_END_DECLS
