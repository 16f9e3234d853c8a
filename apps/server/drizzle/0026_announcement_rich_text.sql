-- Announcements become rich text (issue 14): the plain text sent before is kept as it read,
-- escaped, each line a paragraph (empty lines dropped), in the announcement and in every
-- recipient's copy of it.
UPDATE "announcements" SET "content" = coalesce((
  SELECT string_agg('<p>' || replace(replace(replace(line, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>', '' ORDER BY n)
  FROM unnest(string_to_array(replace("content", E'\r', ''), E'\n')) WITH ORDINALITY AS l(line, n)
  WHERE btrim(line) <> ''
), '');--> statement-breakpoint
UPDATE "messages" SET "content" = coalesce((
  SELECT string_agg('<p>' || replace(replace(replace(line, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>', '' ORDER BY n)
  FROM unnest(string_to_array(replace("content", E'\r', ''), E'\n')) WITH ORDINALITY AS l(line, n)
  WHERE btrim(line) <> ''
), '') WHERE "type" = 'announcement';
