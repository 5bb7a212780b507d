-- Issue 17, session 19: a player's profile edit marks what shows it, not every club they are in (docs/decisions/0053).
--
-- The users' trigger (its WHEN: nombre, apellido, apodo, photo_url, posicion_principal, nivel_habilidad) marked every
-- club the player is a member of or plays in, and 'publico': one edit dropped every list of every club. What the
-- match screens show of a player:
--   - a list's page (shared by the club's viewers): a match's creator's nombre and apellido: their matches' clubs,
--     and 'publico' when one of those matches is public;
--   - the rosters (a card's first attendees and MVP, the detail's attendees, waiting list and MVP): 'g:<club>', the
--     players of the club's matches, for the clubs of every match the player is on, waiting for or MVP of. A card's
--     roster and a detail are kept under their match's club's 'g:' version too.
-- A membership alone shows nowhere on a match screen: it marks nothing.
CREATE OR REPLACE FUNCTION "cache_fila_usuario"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombre boolean := (OLD.nombre, OLD.apellido) IS DISTINCT FROM (NEW.nombre, NEW.apellido);
  clubes text[];
  publico boolean;
BEGIN
  IF nombre THEN
    SELECT array_agg(DISTINCT p.club_id::text), bool_or(p.es_publico) INTO clubes, publico FROM partidos p WHERE p.creador_id = OLD.id;
    PERFORM cache_marcar(clubes, coalesce(publico, false));
  END IF;
  PERFORM cache_marcar(array(
    SELECT 'g:' || p.club_id::text FROM partido_asistentes a JOIN partidos p ON p.id = a.partido_id WHERE a.usuario_id = OLD.id
    UNION SELECT 'g:' || p.club_id::text FROM partido_lista_espera e JOIN partidos p ON p.id = e.partido_id WHERE e.usuario_id = OLD.id
    UNION SELECT 'g:' || p.club_id::text FROM partidos p WHERE p.mvp_id = OLD.id), false);
  RETURN NULL;
END $$;
