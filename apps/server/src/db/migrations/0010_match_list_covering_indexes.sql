DROP INDEX "partidos_club_estado_fecha_idx";--> statement-breakpoint
DROP INDEX "partidos_publico_abiertos_fecha_idx";--> statement-breakpoint
CREATE INDEX "partidos_club_lista_idx" ON "partidos" USING btree ("club_id","estado_partido","fecha","hora_partido","id","lugar_id");--> statement-breakpoint
CREATE INDEX "partidos_publico_abiertos_idx" ON "partidos" USING btree ("fecha","hora_partido","id","club_id","estado_partido","lugar_id") WHERE "partidos"."es_publico" and "partidos"."estado_partido" in ('Convocando', 'Próximo a comenzar');