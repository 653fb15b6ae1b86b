/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-json.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

G_DEFINE_QUARK (ml-json-error-quark, ml_json_error)

/* U+FEFF in UTF-8: a byte order mark, which some editors put first. */
#define BOM "\xef\xbb\xbf"

/* Characters of a member name that an error's JSON path repeats. */
#define PATH_KEY_CHARS 40

typedef struct {
  gboolean array;
  guint index;               /* arrays: the element being read */
  GString *key;              /* objects: the member being read */
  JsonNode *node;            /* the container being filled */
} Level;

typedef struct {
  const char *data;
  gsize length, pos;
  const char *name;
  const MlJsonLimits *limits;
  Level *levels;             /* levels[0] is the top, outside any container */
  guint depth;
  guint values, containers;
  GString *scratch;
  JsonNode *root;
  MlJsonError code;          /* of the next failure */
  GError **error;
} Scanner;

static char *
scan_path (const Scanner *s)
{
  GString *path = g_string_new ("$");
  for (guint d = 1; d <= s->depth; d++)
    if (s->levels[d].array)
      g_string_append_printf (path, "[%u]", s->levels[d].index);
    else
      {
        g_autofree char *key = ml_json_printable (s->levels[d].key->str, PATH_KEY_CHARS);
        g_string_append_printf (path, ".%s", key);
      }
  return g_string_free (path, FALSE);
}

/* Line and column (in characters) of byte @pos, counted when an error needs them. */
static void
line_col (const char *data, gsize pos, int *line, int *col)
{
  *line = 1;
  *col = 1;
  for (gsize i = 0; i < pos; i++)
    if (data[i] == '\n')
      (*line)++, *col = 1;
    else if (((guchar) data[i] & 0xc0) != 0x80)
      (*col)++;
}

G_GNUC_PRINTF (2, 3) static gboolean
fail (Scanner *s, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_autofree char *path = scan_path (s);
  int line, col;
  line_col (s->data, MIN (s->pos, s->length), &line, &col);
  g_set_error (s->error, ML_JSON_ERROR, s->code, "%s:%d:%d: %s: %s", s->name, line, col, path, msg);
  return FALSE;
}

static void
skip_space (Scanner *s)
{
  while (s->pos < s->length)
    {
      char c = s->data[s->pos];
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
        return;
      s->pos++;
    }
}

static int
peek (const Scanner *s)
{
  return s->pos < s->length ? (guchar) s->data[s->pos] : -1;
}

/* Hangs a new value in the container being filled, or makes it the root. */
static void
attach (Scanner *s, JsonNode *node)
{
  if (s->depth == 0)
    {
      s->root = node;
      return;
    }
  Level *level = &s->levels[s->depth];
  if (level->array)
    json_array_add_element (json_node_get_array (level->node), node);
  else
    json_object_set_member (json_node_get_object (level->node), level->key->str, node);
}

static gboolean
count_value (Scanner *s)
{
  if (++s->values > s->limits->max_values)
    return fail (s, _("more than %u values"), s->limits->max_values);
  return TRUE;
}

static int
hex4 (const Scanner *s, gsize at)
{
  if (at + 4 > s->length)
    return -1;
  int v = 0;
  for (gsize i = at; i < at + 4; i++)
    {
      int d = g_ascii_xdigit_value (s->data[i]);
      if (d < 0)
        return -1;
      v = v * 16 + d;
    }
  return v;
}

/* A string from its opening quote; its text goes to @out when given. */
static gboolean
read_string (Scanner *s, GString *out)
{
  s->pos++;
  for (;;)
    {
      int c = peek (s);
      if (c < 0)
        return fail (s, _("unterminated string"));
      if (c == '"')
        {
          s->pos++;
          return TRUE;
        }
      if (c < 0x20)
        return fail (s, _("control character in a string (write it as an escape)"));
      if (c != '\\')
        {
          if (out)
            g_string_append_c (out, (char) c);
          s->pos++;
          continue;
        }
      int e = s->pos + 1 < s->length ? s->data[s->pos + 1] : -1;
      const char *simple = strchr ("\"\\/bfnrt", e);
      if (e > 0 && simple)
        {
          if (out)
            g_string_append_c (out, "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"]);
          s->pos += 2;
          continue;
        }
      if (e != 'u')
        return fail (s, _("invalid escape in a string"));
      int u = hex4 (s, s->pos + 2);
      if (u < 0)
        return fail (s, _("invalid escape in a string"));
      if (u == 0)
        return fail (s, _("\\u0000 (NUL) in a string"));
      gsize size = 6;
      gunichar ch = (gunichar) u;
      if (u >= 0xdc00 && u <= 0xdfff)
        return fail (s, _("lone surrogate in a string"));
      if (u >= 0xd800 && u <= 0xdbff)
        {
          int low = s->pos + 7 < s->length && s->data[s->pos + 6] == '\\' && s->data[s->pos + 7] == 'u'
                    ? hex4 (s, s->pos + 8) : -1;
          if (low < 0xdc00 || low > 0xdfff)
            return fail (s, _("lone surrogate in a string"));
          ch = 0x10000 + (((gunichar) u - 0xd800) << 10) + ((gunichar) low - 0xdc00);
          size = 12;
        }
      if (out)
        g_string_append_unichar (out, ch);
      s->pos += size;
    }
}

static gboolean
digits (Scanner *s, guint *n)
{
  *n = 0;
  while (s->pos < s->length && g_ascii_isdigit (s->data[s->pos]))
    s->pos++, (*n)++;
  return *n > 0;
}

static gboolean
read_number (Scanner *s)
{
  gsize start = s->pos;
  guint n;
  if (peek (s) == '-')
    s->pos++;
  if (peek (s) == '0' && s->pos + 1 < s->length && g_ascii_isdigit (s->data[s->pos + 1]))
    return fail (s, _("a number with a leading zero"));
  if (!digits (s, &n))
    return fail (s, _("invalid number"));
  if (n > s->limits->max_int_digits)
    {
      s->code = ML_JSON_ERROR_RANGE;
      return fail (s, _("number too large"));
    }
  gboolean whole = TRUE;
  if (peek (s) == '.')
    {
      s->pos++;
      whole = FALSE;
      if (!digits (s, &n))
        return fail (s, _("invalid number"));
    }
  if (peek (s) == 'e' || peek (s) == 'E')
    {
      s->pos++;
      whole = FALSE;
      if (peek (s) == '+' || peek (s) == '-')
        s->pos++;
      if (!digits (s, &n))
        return fail (s, _("invalid number"));
    }
  g_string_truncate (s->scratch, 0);
  g_string_append_len (s->scratch, s->data + start, (gssize) (s->pos - start));
  JsonNode *node = json_node_alloc ();
  if (whole)
    json_node_init_int (node, g_ascii_strtoll (s->scratch->str, NULL, 10));
  else
    {
      double v = g_ascii_strtod (s->scratch->str, NULL);
      json_node_init_double (node, v);
      if (!isfinite (v))
        {
          json_node_unref (node);
          s->pos = start;
          s->code = ML_JSON_ERROR_RANGE;
          return fail (s, _("number out of range"));
        }
    }
  attach (s, node);
  return TRUE;
}

static gboolean
read_word (Scanner *s)
{
  static const char *const words[] = { "true", "false", "null" };
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);
      if (s->length - s->pos >= n && memcmp (s->data + s->pos, words[i], n) == 0)
        {
          s->pos += n;
          JsonNode *node = json_node_alloc ();
          if (i < 2)
            json_node_init_boolean (node, i == 0);
          else
            json_node_init_null (node);
          attach (s, node);
          return TRUE;
        }
    }
  if (s->length - s->pos >= 3 && memcmp (s->data + s->pos, BOM, 3) == 0)
    return fail (s, _("a byte order mark (U+FEFF) where a value should be"));
  return fail (s, _("expected a value"));
}

/* A member name and its colon; the value is read next. */
static gboolean
read_key (Scanner *s)
{
  Level *level = &s->levels[s->depth];
  skip_space (s);
  if (peek (s) != '"')
    return fail (s, _("expected a member name in double quotes"));
  gsize start = s->pos;
  g_string_truncate (level->key, 0);
  if (!read_string (s, level->key))
    return FALSE;
  if (json_object_has_member (json_node_get_object (level->node), level->key->str))
    {
      g_autofree char *shown = ml_json_printable (level->key->str, PATH_KEY_CHARS);
      s->pos = start;
      return fail (s, _("member “%s” appears twice"), shown);
    }
  skip_space (s);
  if (peek (s) != ':')
    return fail (s, _("expected “:”"));
  s->pos++;
  return TRUE;
}

static gboolean
push (Scanner *s, gboolean array)
{
  if (s->depth == s->limits->max_depth)
    return fail (s, _("nesting deeper than %d levels"), (int) s->limits->max_depth);
  if (!count_value (s))
    return FALSE;
  if (++s->containers > s->limits->max_containers)
    return fail (s, _("more than %u arrays and objects"), s->limits->max_containers);
  s->pos++;
  JsonNode *node = json_node_alloc ();
  if (array)
    json_node_take_array (json_node_init (node, JSON_NODE_ARRAY), json_array_new ());
  else
    json_node_take_object (json_node_init (node, JSON_NODE_OBJECT), json_object_new ());
  attach (s, node);
  Level *level = &s->levels[++s->depth];
  level->array = array;
  level->index = 0;
  level->node = node;
  if (level->key == NULL)
    level->key = g_string_new (NULL);
  g_string_truncate (level->key, 0);
  return TRUE;
}

/* The whole text, without recursion: a value, then what may follow it at its level. */
static gboolean
scan (Scanner *s)
{
  skip_space (s);
  if (s->pos == s->length)
    return fail (s, _("no JSON value"));
  for (;;)
    {
      /* A value. */
      skip_space (s);
      int c = peek (s);
      gboolean container = FALSE;
      if (c == '{' || c == '[')
        {
          if (!push (s, c == '['))
            return FALSE;
          skip_space (s);
          int close = c == '[' ? ']' : '}';
          if (peek (s) != close)
            {
              if (c == '{' && !read_key (s))
                return FALSE;
              continue;
            }
          s->pos++;
          s->depth--;
          container = TRUE;
        }
      else if (c == '"')
        {
          g_string_truncate (s->scratch, 0);
          if (!read_string (s, s->scratch))
            return FALSE;
          attach (s, json_node_init_string (json_node_alloc (), s->scratch->str));
        }
      else if (c == '-' || (c >= '0' && c <= '9'))
        {
          if (!read_number (s))
            return FALSE;
        }
      else if (!read_word (s))
        return FALSE;
      if (!container && !count_value (s))
        return FALSE;

      /* What follows: a comma and the next value, or the end of one or more containers. */
      for (;;)
        {
          skip_space (s);
          if (s->depth == 0)
            {
              if (s->pos != s->length)
                return fail (s, _("text after the end of the JSON value"));
              return TRUE;
            }
          Level *level = &s->levels[s->depth];
          c = peek (s);
          if (c == ',')
            {
              s->pos++;
              if (level->array)
                level->index++;
              else if (!read_key (s))
                return FALSE;
              break;
            }
          if (c == (level->array ? ']' : '}'))
            {
              s->pos++;
              s->depth--;
              continue;
            }
          return fail (s, level->array ? _("expected “,” or “]”") : _("expected “,” or “}”"));
        }
    }
}

JsonNode *
ml_json_parse (const char *data, gsize length, const char *name, const MlJsonLimits *limits, GError **error)
{
  const char *bad;
  /* Also refuses a NUL byte. */
  if (!g_utf8_validate_len (data, length, &bad))
    {
      int line, col;
      line_col (data, (gsize) (bad - data), &line, &col);
      g_set_error (error, ML_JSON_ERROR, ML_JSON_ERROR_SYNTAX, "%s:%d:%d: %s", name, line, col, _("not UTF-8 text"));
      return NULL;
    }
  /* RFC 8259 lets a reader ignore a byte order mark before the text: it is skipped. */
  gsize start = length >= 3 && memcmp (data, BOM, 3) == 0 ? 3 : 0;
  Scanner s = {
    .data = data, .length = length, .pos = start, .name = name, .code = ML_JSON_ERROR_SYNTAX,
    .limits = limits, .error = error,
    .levels = g_new0 (Level, limits->max_depth + 1), .scratch = g_string_new (NULL),
  };
  gboolean ok = scan (&s);
  for (guint d = 0; d <= limits->max_depth; d++)
    if (s.levels[d].key)
      g_string_free (s.levels[d].key, TRUE);
  g_free (s.levels);
  g_string_free (s.scratch, TRUE);
  if (!ok)
    {
      g_clear_pointer (&s.root, json_node_unref);
      return NULL;
    }
  return s.root;
}

/* Drops the ".0" that json-glib appends to a number written with an exponent, as in
 * "1e+17.0", where it is not JSON. Only numbers are touched, never the text of a string. */
static void
repair_numbers (char *text)
{
  char *out = text;
  gboolean in_string = FALSE;
  for (const char *p = text; *p;)
    {
      if (in_string)
        {
          if (*p == '\\' && p[1])
            *out++ = *p++;
          else if (*p == '"')
            in_string = FALSE;
          *out++ = *p++;
          continue;
        }
      if (*p == '"')
        {
          in_string = TRUE;
          *out++ = *p++;
          continue;
        }
      if (*p != '-' && !g_ascii_isdigit (*p))
        {
          *out++ = *p++;
          continue;
        }
      const char *end = p;
      gboolean exponent = FALSE;
      while (*end && strchr ("0123456789+-.eE", *end))
        exponent |= *end == 'e' || *end == 'E', end++;
      gsize n = (gsize) (end - p);
      if (exponent && n > 2 && end[-2] == '.' && end[-1] == '0')
        n -= 2;
      memmove (out, p, n);
      out += n;
      p = end;
    }
  *out = '\0';
}

char *
ml_json_to_text (JsonNode *root, gboolean pretty)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, pretty);
  json_generator_set_indent (gen, pretty ? 2 : 0);
  char *text = json_generator_to_data (gen, NULL);
  repair_numbers (text);
  return text;
}

JsonNode *
ml_json_member (JsonObject *obj, const char *key)
{
  return json_object_has_member (obj, key) ? json_object_get_member (obj, key) : NULL;
}

const char *
ml_json_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

GList *
ml_json_members (JsonObject *obj)
{
  return json_object_get_members (obj);
}

char *
ml_json_printable (const char *text, gsize max_chars)
{
  GString *out = g_string_new (NULL);
  gsize n = 0;
  for (const char *p = text; *p; p = g_utf8_next_char (p), n++)
    {
      if (n == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      gunichar c = g_utf8_get_char (p);
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }
  return g_string_free (out, FALSE);
}
